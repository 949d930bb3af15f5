import { MAP_DEFAULT_CENTER, type StorePoint } from '@ofertat/shared-api';
import { chooseOrigin, cityCentre, formatDistance, openInMapsHref } from './nearby-origin';

const store = (locationId: number | null, latitude: number, longitude: number): StorePoint => ({
  storeLocationId: latitude,
  storeLocationName: 'Pika',
  latitude,
  longitude,
  marketId: 1,
  marketName: 'Shqiponja',
  marketLogo: null,
  locationId,
});

const vlore = { locationId: 3, locationName: 'Vlorë' };

describe('where nearby stores are measured from', () => {
  const stores = [store(3, 40.46, 19.48), store(3, 40.48, 19.5), store(1, 41.32, 19.81), store(null, 0, 0)];

  it('is the middle of a city’s store points', () => {
    const centre = cityCentre(stores, 3);
    expect(centre?.latitude).toBeCloseTo(40.47);
    expect(centre?.longitude).toBeCloseTo(19.49);
    expect(cityCentre(stores, 9)).toBeNull();
  });

  it('prefers the visitor’s position, then my city, then Tirana', () => {
    const position = { latitude: 41.1, longitude: 20 };
    expect(chooseOrigin(position, vlore, stores)).toEqual({ source: 'user', point: position });
    expect(chooseOrigin(null, vlore, stores)).toMatchObject({ source: 'city', cityName: 'Vlorë' });
    expect(chooseOrigin(null, { locationId: 9, locationName: 'Kukës' }, stores)).toEqual({ source: 'default', point: MAP_DEFAULT_CENTER });
    expect(chooseOrigin(null, null, stores)).toEqual({ source: 'default', point: MAP_DEFAULT_CENTER });
  });
});

describe('a nearby store', () => {
  it('shows metres under a kilometre', () => {
    expect(formatDistance(0.35)).toBe('350 m');
    expect(formatDistance(2.44)).toBe('2.4 km');
  });

  it('opens on OpenStreetMap with a marker', () => {
    expect(openInMapsHref({ latitude: 41.315, longitude: 19.446 })).toBe('https://www.openstreetmap.org/?mlat=41.315&mlon=19.446#map=18/41.315/19.446');
  });
});
