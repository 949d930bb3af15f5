import { MAP_DEFAULT_CENTER, messages, type StorePoint } from '@ofertat/shared-api';
import { CLUSTER_DISTANCE_PX } from './map-constants';
import { clusterColor, clusterDistanceForZoom, meanClusterCount } from './cluster-style';
import { GEOLOCATION_OPTIONS, GEOLOCATION_TIMEOUT_MS, locateUser } from '../../lib/geolocation';
import { locateMessage } from './geolocation';
import { chooseMapStart, mappableStores } from './map-center';

const store = (storeLocationId: number, latitude: unknown, longitude: unknown): StorePoint =>
  ({ storeLocationId, storeLocationName: `Dyqani ${storeLocationId}`, latitude, longitude, marketId: 1, marketName: 'M', marketLogo: null, locationId: null }) as StorePoint;

describe('map start', () => {
  const stores = [store(1, null, 19.8), store(2, '41.3', '19.8'), store(3, 40.6186, 20.7808), store(4, 41.1, 20.1)];

  it('drops stores without numeric coordinates', () => {
    expect(mappableStores([...stores, store(5, 95, 10), store(6, Number.NaN, 10)]).map((s) => s.storeLocationId)).toEqual([3, 4]);
  });

  it('centres on the visitor when the position is known', () => {
    expect(chooseMapStart({ latitude: 42.07, longitude: 19.51 }, stores)).toEqual({ center: { latitude: 42.07, longitude: 19.51 }, zoom: 12, source: 'user' });
  });

  it('else on the first store with valid coordinates', () => {
    expect(chooseMapStart(null, stores)).toEqual({ center: { latitude: 40.6186, longitude: 20.7808 }, zoom: 12, source: 'store' });
  });

  it('else on Tirana at zoom 12', () => {
    expect(chooseMapStart(null, [store(1, null, null)])).toEqual({ center: MAP_DEFAULT_CENTER, zoom: 12, source: 'default' });
  });
});

describe('geolocation', () => {
  const fakeGeolocation = (answer: (success: PositionCallback, failure: PositionErrorCallback) => void) =>
    ({ getCurrentPosition: jest.fn((success, failure) => answer(success, failure!)) }) as unknown as Geolocation;

  it('asks for a fresh, accurate position with a 10 s timeout', async () => {
    const geolocation = fakeGeolocation((success) => success({ coords: { latitude: 41.33, longitude: 19.82 } } as GeolocationPosition));
    await expect(locateUser(geolocation)).resolves.toEqual({ kind: 'position', position: { latitude: 41.33, longitude: 19.82 } });
    expect(geolocation.getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), GEOLOCATION_OPTIONS);
    expect(GEOLOCATION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 0 });
  });

  it('falls back with the denied text on refusal or timeout', async () => {
    const result = await locateUser(fakeGeolocation((_, failure) => failure({ code: 1 } as GeolocationPositionError)));
    expect(result).toEqual({ kind: 'failed' });
    expect(locateMessage(result)).toBe(messages.map.locationDenied);
  });

  it('reports a browser without geolocation', async () => {
    const result = await locateUser(undefined);
    expect(locateMessage(result)).toBe(messages.map.geolocationUnsupported);
    expect(locateMessage({ kind: 'position', position: MAP_DEFAULT_CENTER })).toBeNull();
  });
});

describe('cluster style', () => {
  it('is red above max(10, mean) and blue otherwise', () => {
    expect(clusterColor(11, 3)).toBe('red');
    expect(clusterColor(10, 3)).toBe('blue');
    expect(clusterColor(15, 20)).toBe('blue');
    expect(clusterColor(21, 20)).toBe('red');
    expect(clusterColor(20, 20)).toBe('blue');
  });

  it('takes the mean over the clusters on screen', () => {
    expect(meanClusterCount([2, 4, 30])).toBe(12);
    expect(meanClusterCount([])).toBe(0);
    const counts = [2, 4, 30];
    expect(counts.map((count) => clusterColor(count, meanClusterCount(counts)))).toEqual(['blue', 'blue', 'red']);
  });

  it('clusters within 60 px up to zoom 16 and not beyond', () => {
    expect(clusterDistanceForZoom(12)).toBe(CLUSTER_DISTANCE_PX);
    expect(clusterDistanceForZoom(16)).toBe(CLUSTER_DISTANCE_PX);
    expect(clusterDistanceForZoom(16.01)).toBe(0);
    expect(clusterDistanceForZoom(undefined)).toBe(CLUSTER_DISTANCE_PX);
  });
});
