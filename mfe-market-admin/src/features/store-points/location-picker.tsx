// The OpenLayers point picker, loaded lazily so OpenLayers (~95 KB) only loads on the store-location forms.
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import 'ol/ol.css';
import Feature from 'ol/Feature';
import OlMap from 'ol/Map';
import View from 'ol/View';
import { containsCoordinate } from 'ol/extent';
import Point from 'ol/geom/Point';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat, toLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import { Circle, Fill, Stroke, Style } from 'ol/style';
import { getRuntimeConfig, MAP_DEFAULT_ZOOM } from '@ofertat/shared-api';
import { getTheme } from '@ofertat/shared-ui';
import { pickerCenter, type LatLon } from './coordinates';

const MapBox = styled.div`
  width: 100%;
  height: 280px;
  border: 1px solid ${(p) => getTheme(p).colors.border};
  border-radius: ${(p) => getTheme(p).radii.md};
  overflow: hidden;
  /* Without tiles (offline, blocked) the marker still shows on this plain ground. */
  background: ${(p) => getTheme(p).colors.background};
`;

// A drawn circle, not an image: it needs no network, so the marker shows even when the tiles do not load.
const markerStyle = new Style({
  image: new Circle({ radius: 9, fill: new Fill({ color: '#b91c1c' }), stroke: new Stroke({ color: '#ffffff', width: 3 }) }),
});

export interface LocationPickerProps {
  /** The point shown by the marker; null shows no marker. */
  point: LatLon | null;
  /** Called with the clicked point. */
  onPick: (point: LatLon) => void;
}

const toMapCoordinate = ({ latitude, longitude }: LatLon) => fromLonLat([longitude, latitude]);

export default function LocationPicker({ point, onPick }: LocationPickerProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const markerRef = useRef(new Feature<Point>());
  const mapRef = useRef<OlMap | null>(null);
  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;
  const initialPoint = useRef(point);

  useEffect(() => {
    const marker = markerRef.current;
    marker.setStyle(markerStyle);
    const map = new OlMap({
      target: containerRef.current!,
      layers: [
        new TileLayer({ source: new XYZ({ url: getRuntimeConfig().mapTileUrl, crossOrigin: 'anonymous' }) }),
        new VectorLayer({ source: new VectorSource({ features: [marker] }) }),
      ],
      view: new View({ center: toMapCoordinate(pickerCenter(initialPoint.current)), zoom: initialPoint.current ? 15 : MAP_DEFAULT_ZOOM }),
    });
    map.on('click', (event) => {
      const [longitude, latitude] = toLonLat(event.coordinate) as [number, number];
      onPickRef.current({ latitude, longitude });
    });
    mapRef.current = map;
    return () => {
      map.setTarget(undefined);
      mapRef.current = null;
    };
  }, []);

  const latitude = point?.latitude ?? null;
  const longitude = point?.longitude ?? null;
  useEffect(() => {
    const marker = markerRef.current;
    const map = mapRef.current;
    if (latitude === null || longitude === null) {
      marker.setGeometry(undefined);
      return;
    }
    const coordinate = toMapCoordinate({ latitude, longitude });
    marker.setGeometry(new Point(coordinate));
    // Typed coordinates may lie outside the view: follow them, but leave the view alone for a click inside it.
    const size = map?.getSize();
    if (map && size && !containsCoordinate(map.getView().calculateExtent(size), coordinate)) map.getView().setCenter(coordinate);
  }, [latitude, longitude]);

  return <MapBox ref={containerRef} data-testid="location-picker" aria-label="Harta: klikoni për të vendosur pikën e dyqanit" role="application" />;
}
