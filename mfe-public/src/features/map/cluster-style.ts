import { CLUSTER_DISTANCE_PX, CLUSTER_MAX_ZOOM, CLUSTER_RED_MIN_COUNT } from './map-constants';

export type ClusterColor = 'red' | 'blue';

/** The mean number of stores per cluster on screen; 0 when there is none. */
export function meanClusterCount(counts: readonly number[]): number {
  return counts.length === 0 ? 0 : counts.reduce((sum, count) => sum + count, 0) / counts.length;
}

/** Spec section 9: a cluster is red when its count exceeds the larger of 10 and the mean count, else blue. */
export function clusterColor(count: number, meanCount: number): ClusterColor {
  return count > Math.max(CLUSTER_RED_MIN_COUNT, meanCount) ? 'red' : 'blue';
}

/** Stores cluster within 60 px, and not at all past zoom 16, where every store gets its own marker. */
export function clusterDistanceForZoom(zoom: number | undefined): number {
  return zoom !== undefined && zoom > CLUSTER_MAX_ZOOM ? 0 : CLUSTER_DISTANCE_PX;
}
