// The only module that loads OpenLayers: its own chunk, fetched on /map.
import { useEffect, useEffectEvent, useRef } from 'react';
import { useNavigate, useResolvedTheme } from '@ofertat/shared-ui';
import AnimatedCluster from 'ol-ext/layer/AnimatedCluster';
import OlMap from 'ol/Map';
import View from 'ol/View';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import Cluster from 'ol/source/Cluster';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import { boundingExtent } from 'ol/extent';
import { fromLonLat } from 'ol/proj';
import { Circle as CircleStyle, Fill, Icon, Stroke, Style, Text } from 'ol/style';
import type { FeatureLike } from 'ol/Feature';
import 'ol/ol.css';
import { messages, publicPaths, type StorePoint } from '@ofertat/shared-api';
import { clusterColor, clusterDistanceForZoom, meanClusterCount } from './cluster-style';
import type { MapStart } from './map-center';
import { tileAttribution } from './tile-source';

const LOGO_WIDTH_PX = 40;
const CLUSTER_RADIUS_PX = 18;
const ZOOM_DURATION_MS = 300;

export interface StoreMapProps {
  stores: readonly StorePoint[];
  start: MapStart;
  tileUrl: string;
}

const toMapPoint = (latitude: number, longitude: number) => new Point(fromLonLat([longitude, latitude]));

/** The stores gathered in a cluster feature. */
const storesIn = (feature: FeatureLike): StorePoint[] =>
  ((feature.get('features') as Feature[] | undefined) ?? []).map((member) => member.get('store') as StorePoint);

/**
 * OpenLayers map of the store locations. Tiles and markers are independent layers: when tiles cannot load
 * (offline, blocked tile server) the markers and clusters still draw on a blank background.
 */
export default function StoreMap({ stores, start, tileUrl }: StoreMapProps) {
  const target = useRef<HTMLDivElement>(null);
  const mapRef = useRef<OlMap | null>(null);
  const userSourceRef = useRef<VectorSource<Feature<Point>> | null>(null);
  const navigate = useNavigate();
  const { colors } = useResolvedTheme();
  // Read when the map is built, without rebuilding it: later position changes only move the view (effect below).
  const currentStart = useEffectEvent(() => start);
  const openStore = useEffectEvent((storeLocationId: number) => navigate(publicPaths.storeOffers.getHref({ storeLocationId })));

  // The map is built once per store list, tile server and theme.
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const start = currentStart();

    const storeSource = new VectorSource<Feature<Point>>({
      features: stores.map((store) => new Feature({ geometry: toMapPoint(store.latitude, store.longitude), store })),
    });
    const clusterSource = new Cluster<Feature<Point>>({ distance: clusterDistanceForZoom(start.zoom), source: storeSource });

    // The red/blue rule compares each cluster with the mean of all clusters, so the mean is kept per change.
    let meanCount = 0;
    clusterSource.on('change', () => {
      meanCount = meanClusterCount(clusterSource.getFeatures().map((cluster) => storesIn(cluster).length));
    });

    const logoStyles = new Map<string, Style>();
    const clusterStyles = new Map<string, Style>();
    const logoFallback = new Style({
      image: new CircleStyle({ radius: 10, fill: new Fill({ color: colors.primary }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }),
    });

    const styleFor = (feature: FeatureLike): Style => {
      const members = storesIn(feature);
      if (members.length === 1) {
        // A single store is its market's logo and nothing else (spec section 2).
        const logo = members[0]!.marketLogo;
        if (!logo) return logoFallback;
        let style = logoStyles.get(logo);
        if (!style) {
          style = new Style({ image: new Icon({ src: logo, width: LOGO_WIDTH_PX }) });
          logoStyles.set(logo, style);
        }
        return style;
      }
      const color = clusterColor(members.length, meanCount) === 'red' ? colors.danger : colors.focus;
      const key = `${members.length}-${color}`;
      let style = clusterStyles.get(key);
      if (!style) {
        style = new Style({
          image: new CircleStyle({ radius: CLUSTER_RADIUS_PX, fill: new Fill({ color }), stroke: new Stroke({ color: '#ffffff', width: 3 }) }),
          text: new Text({ text: String(members.length), fill: new Fill({ color: '#ffffff' }), font: 'bold 14px system-ui, sans-serif' }),
        });
        clusterStyles.set(key, style);
      }
      return style;
    };

    const userSource = new VectorSource<Feature<Point>>();
    userSourceRef.current = userSource;
    const view = new View({ center: fromLonLat([start.center.longitude, start.center.latitude]), zoom: start.zoom });
    const map = new OlMap({
      target: element,
      view,
      layers: [
        new TileLayer({ source: new XYZ({ url: tileUrl, attributions: tileAttribution(tileUrl), maxZoom: 19 }) }),
        new AnimatedCluster({ source: clusterSource, style: styleFor, animationDuration: 300 }),
        new VectorLayer({
          source: userSource,
          style: new Style({
            image: new CircleStyle({ radius: 9, fill: new Fill({ color: colors.focus }), stroke: new Stroke({ color: '#ffffff', width: 3 }) }),
          }),
        }),
      ],
    });
    mapRef.current = map;

    view.on('change:resolution', () => clusterSource.setDistance(clusterDistanceForZoom(view.getZoom())));

    const featureAt = (pixel: number[]) => map.forEachFeatureAtPixel(pixel, (feature) => feature);

    // Canvas markers have no title attribute: the map element takes the hovered marker's title instead.
    map.on('pointermove', (event) => {
      if (event.dragging) return;
      const feature = featureAt(event.pixel);
      const members = feature ? storesIn(feature) : [];
      const title = feature?.get('title') ?? (members.length === 1 ? members[0]!.storeLocationName : members.length > 1 ? `${members.length} dyqane` : '');
      element.title = title;
      element.style.cursor = feature ? 'pointer' : '';
    });

    map.on('click', (event) => {
      const feature = featureAt(event.pixel);
      if (!feature) return;
      const members = storesIn(feature);
      if (members.length === 1) {
        openStore(members[0]!.storeLocationId);
      } else if (members.length > 1) {
        const extent = boundingExtent(members.map((store) => fromLonLat([store.longitude, store.latitude])));
        view.fit(extent, { duration: ZOOM_DURATION_MS, padding: [80, 80, 80, 80], maxZoom: view.getMaxZoom() });
      }
    });

    return () => {
      map.setTarget(undefined);
      mapRef.current = null;
    };
  }, [stores, tileUrl, colors]);

  useEffect(() => {
    const map = mapRef.current;
    const userSource = userSourceRef.current;
    if (!map || !userSource || start.source !== 'user') return;
    userSource.clear();
    userSource.addFeature(new Feature({ geometry: toMapPoint(start.center.latitude, start.center.longitude), title: messages.map.userLocationTitle }));
    map.getView().animate({ center: fromLonLat([start.center.longitude, start.center.latitude]), zoom: start.zoom, duration: ZOOM_DURATION_MS });
  }, [start, stores, tileUrl]);

  return <div ref={target} style={{ position: 'absolute', inset: 0 }} data-testid="store-map" />;
}
