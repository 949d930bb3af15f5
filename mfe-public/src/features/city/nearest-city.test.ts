import type { NearbyStore } from '@ofertat/shared-api';
import { cityOfNearest } from './nearest-city';

const store = (storeLocationId: number, locationId: number | null, locationName: string | null): NearbyStore => ({
  storeLocationId,
  storeLocationName: `Pika ${storeLocationId}`,
  marketId: 1,
  marketName: 'Shqiponja',
  marketLogo: null,
  latitude: 41.3,
  longitude: 19.8,
  distanceKm: storeLocationId,
  locationId,
  locationName,
  offerCount: 0,
});

describe('nearest city', () => {
  it('is the city of the nearest store point that has one', () => {
    expect(cityOfNearest([store(1, null, null), store(2, 4, 'Durrës'), store(3, 1, 'Tiranë')])).toEqual({ locationId: 4, locationName: 'Durrës' });
  });

  it('is unknown when no store point near has a city', () => {
    expect(cityOfNearest([store(1, null, null)])).toBeNull();
    expect(cityOfNearest([])).toBeNull();
  });
});
