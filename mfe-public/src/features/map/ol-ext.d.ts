// ol-ext ships no type declarations; this covers the one class the map uses.
declare module 'ol-ext/layer/AnimatedCluster' {
  import type Feature from 'ol/Feature';
  import type Point from 'ol/geom/Point';
  import VectorLayer from 'ol/layer/Vector';
  import type Cluster from 'ol/source/Cluster';

  type Options = NonNullable<ConstructorParameters<typeof VectorLayer<Cluster<Feature<Point>>>>[0]>;

  /** A vector layer that animates clusters splitting and merging as the zoom changes. */
  export default class AnimatedCluster extends VectorLayer<Cluster<Feature<Point>>> {
    constructor(options?: Options & { animationDuration?: number });
  }
}
