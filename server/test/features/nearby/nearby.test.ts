import type { NearbyStore, OfferCard, StorePoint } from '@ofertat/shared-api/contracts';
import { messages } from '@ofertat/shared-api/validation';
import { eq } from 'drizzle-orm';
import { locations } from '../../../src/db/schema.js';
import { addDays, tiraneToday } from '../../../src/lib/tirane-date.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { bearer, type DemoRoles, loginDemoRoles } from '../../helpers/demo-roles.js';

let testApp: TestApp;
let roles: DemoRoles<'dajti'>;
beforeAll(async () => {
  testApp = await buildTestApp();
  roles = await loginDemoRoles(testApp, ['dajti']);
});
afterAll(() => testApp.close());

const get = (url: string) => testApp.app.inject({ method: 'GET', url });
const near = async (query: string) => {
  const response = await get(`/api/store-locations/near?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<NearbyStore[]>();
};

// Skanderbeg Square, Tirana.
const TIRANA = { lat: 41.3275, lng: 19.8187 };

/** The same great-circle distance, written independently of the SQL. */
function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(a));
}

async function allPublicStores(): Promise<StorePoint[]> {
  return (await get('/api/store-locations/all')).json<StorePoint[]>();
}

describe('GET /api/store-locations/near', () => {
  it('lists the 10 nearest store points of active markets, closest first, with their distance to two decimals', async () => {
    const stores = await near(`lat=${TIRANA.lat}&lng=${TIRANA.lng}`);
    const expected = (await allPublicStores())
      .map((store) => ({ id: store.storeLocationId, km: haversineKm(TIRANA.lat, TIRANA.lng, store.latitude, store.longitude) }))
      .sort((a, b) => a.km - b.km || a.id - b.id)
      .slice(0, 10);

    expect(stores).toHaveLength(10);
    expect(stores.map((store) => store.storeLocationId)).toEqual(expected.map((store) => store.id));
    stores.forEach((store, index) => expect(store.distanceKm).toBeCloseTo(expected[index]!.km, 2));
    expect(stores[0]).toEqual(
      expect.objectContaining({
        storeLocationName: expect.any(String),
        marketName: expect.any(String),
        marketLogo: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}-thumb\.webp$/),
        locationName: 'Tiranë',
        locationId: expect.any(Number),
      }),
    );
  });

  it('keeps to the radius and the limit', async () => {
    const within = await near(`lat=${TIRANA.lat}&lng=${TIRANA.lng}&radiusKm=50&limit=50`);
    const expectedIds = (await allPublicStores())
      .filter((store) => haversineKm(TIRANA.lat, TIRANA.lng, store.latitude, store.longitude) <= 50)
      .map((store) => store.storeLocationId);
    expect(within.length).toBeGreaterThan(0);
    expect(new Set(within.map((store) => store.storeLocationId))).toEqual(new Set(expectedIds));
    expect(within.every((store) => store.distanceKm <= 50)).toBe(true);

    expect(await near(`lat=${TIRANA.lat}&lng=${TIRANA.lng}&limit=3`)).toHaveLength(3);
    // Nothing within 1 km of the middle of the Adriatic.
    expect(await near('lat=41.5&lng=18.5&radiusKm=1')).toEqual([]);
  });

  it('counts the current offer items that reach each store point, as its store page lists them', async () => {
    const stores = await near(`lat=${TIRANA.lat}&lng=${TIRANA.lng}&limit=5`);
    for (const store of stores) {
      const cards = (await get(`/api/offer/view/store/location/${store.storeLocationId}`)).json<OfferCard[]>();
      expect(store.offerCount).toBe(cards.length);
    }
  });

  it('counts again once an offer written for a store point reaches it', async () => {
    const dajti = roles.marketIds.dajti;
    const asAdmin = { headers: bearer(roles.admins.dajti) };
    const store = (await near(`lat=${TIRANA.lat}&lng=${TIRANA.lng}&limit=50`)).find((each) => each.marketId === dajti)!;
    const [first, second] = (await testApp.app.inject({ url: `/api/product/get/market/${dajti}`, ...asAdmin })).json<{ productId: number }[]>();
    const today = tiraneToday();
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/offer/add',
      ...asAdmin,
      payload: {
        offerName: 'Vetëm në këtë pikë',
        startDate: today,
        endDate: addDays(today, 3),
        locationIds: [],
        storeLocationIds: [store.storeLocationId],
        products: [
          { productId: first!.productId, oldPrice: 300, newPrice: 250 },
          { productId: second!.productId, oldPrice: 200, newPrice: 150 },
        ],
      },
    });
    expect(created.statusCode).toBe(201);

    const after = (await near(`lat=${TIRANA.lat}&lng=${TIRANA.lng}&limit=50`)).find((each) => each.storeLocationId === store.storeLocationId)!;
    expect(after.offerCount).toBe(store.offerCount + 2);
    const cards = (await get(`/api/offer/view/store/location/${store.storeLocationId}`)).json<OfferCard[]>();
    expect(after.offerCount).toBe(cards.length);
  });

  it("measures from the middle of a city's store points of active markets with ?locationId=", async () => {
    const stores = await allPublicStores();
    const [vlora] = await testApp.database.db.select({ id: locations.id }).from(locations).where(eq(locations.name, 'Vlorë'));
    const vloraId = vlora!.id;
    const inCity = stores.filter((store) => store.locationId === vloraId);
    const centre = {
      lat: inCity.reduce((sum, store) => sum + store.latitude, 0) / inCity.length,
      lng: inCity.reduce((sum, store) => sum + store.longitude, 0) / inCity.length,
    };
    const expected = stores
      .map((store) => ({ id: store.storeLocationId, km: haversineKm(centre.lat, centre.lng, store.latitude, store.longitude) }))
      .sort((a, b) => a.km - b.km || a.id - b.id)
      .slice(0, 5);

    const fromCity = await near(`locationId=${vloraId}&limit=5`);
    expect(fromCity.map((store) => store.storeLocationId)).toEqual(expected.map((store) => store.id));
    fromCity.forEach((store, index) => expect(store.distanceKm).toBeCloseTo(expected[index]!.km, 2));
    expect(fromCity[0]!.locationId).toBe(vloraId);
  });

  it('answers 404 for a city without store points', async () => {
    const [city] = await testApp.database.db.insert(locations).values({ name: 'Qytet pa dyqane' }).returning({ id: locations.id });
    for (const locationId of [city!.id, 999_999]) {
      const response = await get(`/api/store-locations/near?locationId=${locationId}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: messages.storeLocations.cityWithoutStores });
    }
  });

  it("leaves out a deactivated market's store points", async () => {
    const [nearest] = await near(`lat=${TIRANA.lat}&lng=${TIRANA.lng}&limit=1`);
    const deactivated = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/deactivate/market/${nearest!.marketId}`,
      headers: bearer(roles.superAdmin),
    });
    expect(deactivated.statusCode).toBe(200);
    const after = await near(`lat=${TIRANA.lat}&lng=${TIRANA.lng}&limit=50`);
    expect(after.some((store) => store.marketId === nearest!.marketId)).toBe(false);
  });

  it.each([
    ['lat=91&lng=19', messages.storeLocations.validation.latitudeInvalid],
    ['lat=abc&lng=19', messages.storeLocations.validation.latitudeInvalid],
    ['', messages.storeLocations.validation.nearOriginRequired],
    ['limit=5', messages.storeLocations.validation.nearOriginRequired],
    ['lat=41&lng=19&locationId=1', messages.storeLocations.validation.nearOriginConflict],
    ['lat=41&locationId=1', messages.storeLocations.validation.nearOriginConflict],
    ['locationId=0', messages.validation.invalidId],
    ['locationId=abc', messages.validation.invalidId],
    ['lng=19', messages.storeLocations.validation.latitudeRequired],
    ['lat=41&lng=-181', messages.storeLocations.validation.longitudeInvalid],
    ['lat=41', messages.storeLocations.validation.longitudeRequired],
    ['lat=41&lng=19&radiusKm=0', messages.compare.radiusInvalid],
    ['lat=41&lng=19&radiusKm=-5', messages.compare.radiusInvalid],
    ['lat=41&lng=19&limit=0', messages.compare.limitInvalid(50)],
    ['lat=41&lng=19&limit=51', messages.compare.limitInvalid(50)],
    ['lat=41&lng=19&limit=2.5', messages.compare.limitInvalid(50)],
  ])('refuses %s with 400 and the message of the field', async (query, message) => {
    const response = await get(`/api/store-locations/near?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expect.objectContaining({ message }));
  });
});
