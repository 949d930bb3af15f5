// The public map's timings and clustering (spec section 9), owned by the map feature: nothing else uses them.
export const MAP_MESSAGE_MS = 5000;
export const CLUSTER_DISTANCE_PX = 60;
export const CLUSTER_MAX_ZOOM = 16;
export const CLUSTER_RED_MIN_COUNT = 10;
