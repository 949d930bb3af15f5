import { MAP_DEFAULT_CENTER } from '@ofertat/shared-api';
import { chooseOrigin, formatDistance, nearbyQueryOf, openInMapsHref } from './nearby-origin';

const vlore = { locationId: 3, locationName: 'Vlorë' };

describe('where nearby stores are measured from', () => {
  it('prefers the visitor’s position, then my city, then Tirana', () => {
    const position = { latitude: 41.1, longitude: 20 };
    expect(chooseOrigin(position, vlore)).toEqual({ source: 'user', point: position });
    expect(chooseOrigin(null, vlore)).toEqual({ source: 'city', locationId: 3, cityName: 'Vlorë' });
    expect(chooseOrigin(null, null)).toEqual({ source: 'default', point: MAP_DEFAULT_CENTER });
  });

  it('asks the server from a point, or from my city’s middle by its id', () => {
    expect(nearbyQueryOf({ source: 'user', point: { latitude: 41.1, longitude: 20 } }, 10)).toEqual({ lat: 41.1, lng: 20, limit: 10 });
    expect(nearbyQueryOf(chooseOrigin(null, vlore), 20)).toEqual({ locationId: 3, limit: 20 });
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
