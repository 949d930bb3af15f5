import type { StorePoint } from '@ofertat/shared-api/contracts';
import { messages } from '@ofertat/shared-api/validation';
import { eq } from 'drizzle-orm';
import { locations, marketLocations, markets, offers, offerStoreLocations, storeLocations } from '../../../src/db/schema.js';
import { createStorePointsRepository } from '../../../src/features/store-points/store-points-repository.js';
import { tiraneToday } from '../../../src/lib/tirane-date.js';
import { DEMO_CITIES } from '../../../src/seed/demo/cities.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { bearer, type DemoRoles, loginDemoRoles } from '../../helpers/demo-roles.js';

// Map markers and lists get the small copy of the logo.
const LOGO_THUMBNAIL = expect.stringMatching(/^\/uploads\/[0-9a-f]{32}-thumb\.webp$/);

let testApp: TestApp;
let roles: DemoRoles<'dajti' | 'eko'>;
let cityIds: Record<string, number>;
beforeAll(async () => {
  testApp = await buildTestApp();
  roles = await loginDemoRoles(testApp, ['dajti', 'eko']);
  const rows = await testApp.database.db.select({ id: locations.id, name: locations.name }).from(locations);
  cityIds = Object.fromEntries(rows.map((row) => [row.name, row.id]));
});
afterAll(() => testApp.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const publicList = async () => (await call('GET', '/api/store-locations/all')).json<StorePoint[]>();

const validStore = (overrides: Record<string, unknown> = {}) => ({
  storeLocationName: 'Dajti Supermarket – Laprakë',
  latitude: 41.3417,
  longitude: 19.7925,
  marketId: null,
  locationId: null,
  ...overrides,
});

/** A store location of `market` created by the super admin, for tests that change or delete one. */
async function createStore(marketId: number, name: string): Promise<StorePoint> {
  const response = await call('POST', '/api/store-locations/add', roles.superAdmin, validStore({ storeLocationName: name, marketId }));
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('demo store locations', () => {
  it('are 40+ shops in the 12 county seats, each linked to its market and city', async () => {
    const db = testApp.database.db;
    const rows = await db
      .select({ city: locations.name, marketId: storeLocations.marketId, latitude: storeLocations.latitude })
      .from(storeLocations)
      .innerJoin(locations, eq(locations.id, storeLocations.locationId));
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(rows.length).toBe(await db.$count(storeLocations));
    expect(new Set(rows.map((row) => row.city))).toEqual(new Set(DEMO_CITIES));
    // Albania lies between 39.6° and 42.7° N.
    for (const row of rows) expect(Number(row.latitude)).toBeGreaterThan(39.6);

    const links = await db.select().from(marketLocations);
    const storeLinks = new Set(rows.map((row) => `${row.marketId}:${cityIds[row.city]}`));
    expect(new Set(links.map((link) => `${link.marketId}:${link.locationId}`))).toEqual(storeLinks);
  });
});

describe('GET /api/store-locations/all', () => {
  it('gives anyone the map points with market name and logo', async () => {
    const response = await call('GET', '/api/store-locations/all');
    expect(response.statusCode).toBe(200);
    const stores = response.json<StorePoint[]>();
    expect(stores.length).toBeGreaterThanOrEqual(40);
    const blloku = stores.find((store) => store.storeLocationName === 'Dajti Supermarket – Blloku');
    expect(blloku).toEqual({
      storeLocationId: expect.any(Number),
      storeLocationName: 'Dajti Supermarket – Blloku',
      latitude: 41.3197,
      longitude: 19.816,
      marketId: roles.marketIds.dajti,
      marketName: 'Dajti Supermarket',
      marketLogo: LOGO_THUMBNAIL,
      locationId: cityIds['Tiranë'],
    });
  });

  it('leaves out the store locations of a deactivated market', async () => {
    const korca = roles.marketIds.korca;
    expect((await publicList()).some((store) => store.marketId === korca)).toBe(true);
    await testApp.database.db.update(markets).set({ isActive: false }).where(eq(markets.id, korca));
    // A direct database write bypasses the API, which is what drops the cached bodies.
    await testApp.app.publicCache.invalidate();
    expect((await publicList()).some((store) => store.marketId === korca)).toBe(false);
    // Its admins still see them.
    const adminList = await call('GET', `/api/store-locations/all/market?marketId=${korca}`, roles.superAdmin);
    expect(adminList.json<StorePoint[]>().length).toBeGreaterThan(0);
  });
});

describe('GET /api/store-locations/all/market', () => {
  it("gives a market admin only their market's store locations", async () => {
    const response = await call('GET', '/api/store-locations/all/market', roles.admins.dajti);
    expect(response.statusCode).toBe(200);
    const stores = response.json<StorePoint[]>();
    expect(stores.length).toBeGreaterThan(0);
    expect(stores.every((store) => store.marketId === roles.marketIds.dajti)).toBe(true);
  });

  it('gives the super admin one market with ?marketId=, or every market without it', async () => {
    const eko = await call('GET', `/api/store-locations/all/market?marketId=${roles.marketIds.eko}`, roles.superAdmin);
    expect(eko.json<StorePoint[]>().every((store) => store.marketId === roles.marketIds.eko)).toBe(true);
    const all = await call('GET', '/api/store-locations/all/market', roles.superAdmin);
    expect(all.json<StorePoint[]>()).toHaveLength(await testApp.database.db.$count(storeLocations));
    expect((await call('GET', '/api/store-locations/all/market?marketId=x', roles.superAdmin)).statusCode).toBe(400);
  });

  it('ignores ?marketId= from a market admin and refuses anonymous callers', async () => {
    const response = await call('GET', `/api/store-locations/all/market?marketId=${roles.marketIds.eko}`, roles.admins.dajti);
    expect(response.json<StorePoint[]>().every((store) => store.marketId === roles.marketIds.dajti)).toBe(true);
    expect((await call('GET', '/api/store-locations/all/market')).statusCode).toBe(401);
  });
});

describe('GET /api/store-locations/{id}', () => {
  it('answers the admin of its market and the super admin; 403 another market; 401 anonymous', async () => {
    const store = await createStore(roles.marketIds.dajti, 'Dajti Supermarket – Kombinat');
    const url = `/api/store-locations/${store.storeLocationId}`;
    const own = await call('GET', url, roles.admins.dajti);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(store);
    expect((await call('GET', url, roles.superAdmin)).statusCode).toBe(200);
    expect((await call('GET', url, roles.admins.eko)).statusCode).toBe(403);
    expect((await call('GET', url)).statusCode).toBe(401);
  });

  it('answers 404 with the spec text for an unknown id and 400 for an invalid one', async () => {
    const missing = await call('GET', '/api/store-locations/999999', roles.superAdmin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.storeLocations.notFound });
    expect((await call('GET', '/api/store-locations/-3', roles.superAdmin)).statusCode).toBe(400);
  });
});

describe('GET /api/store-locations/public/{id}', () => {
  const publicStore = (id: number | string) => call('GET', `/api/store-locations/public/${id}`);

  it('gives anyone one store point of an active market, and shows an edit at once', async () => {
    const store = await createStore(roles.marketIds.dajti, 'Dajti Supermarket – Selitë');
    const first = await publicStore(store.storeLocationId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(store);
    expect((await publicStore(store.storeLocationId)).json()).toEqual(store);

    const edited = validStore({ storeLocationName: 'Dajti Supermarket – Selita', marketId: roles.marketIds.dajti });
    expect((await call('PUT', `/api/store-locations/edit/${store.storeLocationId}`, roles.admins.dajti, edited)).statusCode).toBe(200);
    expect((await publicStore(store.storeLocationId)).json()).toMatchObject({ storeLocationName: 'Dajti Supermarket – Selita' });
  });

  it('answers 404 with the spec text for an unknown id and for a store point of a deactivated market; 400 for an invalid id', async () => {
    const missing = await publicStore(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.storeLocations.notFound });

    const vjosa = roles.marketIds.vjosa;
    const store = await createStore(vjosa, 'Vjosa Market – Lagjja 1');
    expect((await publicStore(store.storeLocationId)).statusCode).toBe(200);
    const deactivated = await call('PUT', `/api/admin/deactivate/market/${vjosa}`, roles.superAdmin);
    expect(deactivated.statusCode).toBe(200);
    const hidden = await publicStore(store.storeLocationId);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: messages.storeLocations.notFound });

    expect((await publicStore(-3)).statusCode).toBe(400);
    expect((await publicStore('abc')).statusCode).toBe(400);
  });
});

describe('POST /api/store-locations/add', () => {
  it("creates the store in the market admin's own market, whatever marketId is sent (201)", async () => {
    const response = await call(
      'POST',
      '/api/store-locations/add',
      roles.admins.dajti,
      validStore({ marketId: roles.marketIds.eko, locationId: cityIds['Tiranë'] }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      storeLocationId: expect.any(Number),
      storeLocationName: 'Dajti Supermarket – Laprakë',
      latitude: 41.3417,
      longitude: 19.7925,
      marketId: roles.marketIds.dajti,
      marketName: 'Dajti Supermarket',
      marketLogo: LOGO_THUMBNAIL,
      locationId: cityIds['Tiranë'],
    });
    expect(await publicList()).toContainEqual(response.json());
  });

  it('lets the super admin choose the market, which is then required', async () => {
    const chosen = await call('POST', '/api/store-locations/add', roles.superAdmin, validStore({ marketId: roles.marketIds.eko }));
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json()).toMatchObject({ marketId: roles.marketIds.eko, locationId: null });
    const none = await call('POST', '/api/store-locations/add', roles.superAdmin, validStore());
    expect(none.statusCode).toBe(400);
    const unknown = await call('POST', '/api/store-locations/add', roles.superAdmin, validStore({ marketId: 999_999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: messages.markets.notFound });
  });

  it('validates with the shared rules and messages', async () => {
    const m = messages.storeLocations.validation;
    const cases: [Record<string, unknown>, string][] = [
      [{ storeLocationName: '  ' }, m.nameRequired],
      [{ latitude: undefined }, m.latitudeRequired],
      [{ longitude: '' }, m.longitudeRequired],
      [{ latitude: 91 }, m.latitudeInvalid],
      [{ longitude: -180.5 }, m.longitudeInvalid],
      [{ longitude: 'abc' }, m.longitudeInvalid],
      [{ locationId: 999_999 }, messages.locations.unknown],
    ];
    for (const [overrides, message] of cases) {
      const response = await call('POST', '/api/store-locations/add', roles.admins.dajti, validStore(overrides));
      expect({ overrides, status: response.statusCode, message: response.json().message }).toEqual({ overrides, status: 400, message });
    }
    const notJson = await testApp.app.inject({
      method: 'POST',
      url: '/api/store-locations/add',
      headers: { ...bearer(roles.admins.dajti), 'content-type': 'application/json' },
      payload: '{"storeLocationName":',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('refuses anonymous callers', async () => {
    expect((await call('POST', '/api/store-locations/add', undefined, validStore())).statusCode).toBe(401);
  });
});

describe('PUT /api/store-locations/edit/{id}', () => {
  it('lets the admin of its market edit it (200); another market 403; anonymous 401; super admin 200', async () => {
    const store = await createStore(roles.marketIds.dajti, 'Dajti Supermarket – Astir');
    const url = `/api/store-locations/edit/${store.storeLocationId}`;
    const edited = validStore({ storeLocationName: 'Dajti Supermarket – Astiri', latitude: 41.3335, longitude: 19.7781, locationId: cityIds['Tiranë'] });

    const own = await call('PUT', url, roles.admins.dajti, edited);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ storeLocationName: 'Dajti Supermarket – Astiri', latitude: 41.3335, marketId: roles.marketIds.dajti });
    expect((await call('PUT', url, roles.admins.eko, edited)).statusCode).toBe(403);
    expect((await call('PUT', url, undefined, edited)).statusCode).toBe(401);
    // The super admin keeps the market when sending none.
    const superAdmin = await call('PUT', url, roles.superAdmin, { ...edited, storeLocationName: 'Dajti – Astir' });
    expect(superAdmin.statusCode).toBe(200);
    expect(superAdmin.json()).toMatchObject({ storeLocationName: 'Dajti – Astir', marketId: roles.marketIds.dajti });
  });

  it('answers 404 with the spec text for an unknown id, and validates like add', async () => {
    const missing = await call('PUT', '/api/store-locations/edit/999999', roles.superAdmin, validStore({ marketId: roles.marketIds.dajti }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.storeLocations.notFound });
    const store = await createStore(roles.marketIds.dajti, 'Dajti Supermarket – Sauk');
    const invalid = await call('PUT', `/api/store-locations/edit/${store.storeLocationId}`, roles.admins.dajti, validStore({ latitude: 'x' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(messages.storeLocations.validation.latitudeInvalid);
  });
});

describe('a store location moved to another market while its admin edits it', () => {
  it('is written only while it is of the market its access was checked against', async () => {
    const store = await createStore(roles.marketIds.dajti, 'Dajti – Kombinat');
    const url = `/api/store-locations/edit/${store.storeLocationId}`;
    const moved = await call('PUT', url, roles.superAdmin, validStore({ storeLocationName: store.storeLocationName, marketId: roles.marketIds.eko }));
    expect(moved.json()).toMatchObject({ marketId: roles.marketIds.eko });
    // Dajti's admin's edit and delete, checked against Dajti before the move and written after it.
    const repository = createStorePointsRepository(testApp.database.db);
    const late = { name: 'Shkruar vonë', latitude: 41.33, longitude: 19.8, marketId: roles.marketIds.dajti, locationId: null };
    expect(await repository.update(store.storeLocationId, roles.marketIds.dajti, late)).toBe(false);
    expect(await repository.delete(store.storeLocationId, roles.marketIds.dajti)).toBe(false);
    const view = await call('GET', `/api/store-locations/${store.storeLocationId}`, roles.superAdmin);
    expect(view.json()).toMatchObject({ storeLocationName: 'Dajti – Kombinat', marketId: roles.marketIds.eko });
  });
});

describe('DELETE /api/store-locations/delete/{id}', () => {
  it('deletes it (200) and removes it from its offers, which stay', async () => {
    const db = testApp.database.db;
    const store = await createStore(roles.marketIds.dajti, 'Dajti Supermarket – Ali Demi');
    const [offer] = await db
      .insert(offers)
      .values({ name: 'Oferta e javës', marketId: roles.marketIds.dajti, startDate: tiraneToday(), endDate: tiraneToday() })
      .returning({ id: offers.id });
    await db.insert(offerStoreLocations).values({ offerId: offer!.id, storeLocationId: store.storeLocationId });

    const response = await call('DELETE', `/api/store-locations/delete/${store.storeLocationId}`, roles.admins.dajti);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.storeLocations.deleteSuccess });
    expect(await db.$count(storeLocations, eq(storeLocations.id, store.storeLocationId))).toBe(0);
    expect(await db.$count(offers, eq(offers.id, offer!.id))).toBe(1);
    expect(await db.$count(offerStoreLocations, eq(offerStoreLocations.offerId, offer!.id))).toBe(0);
    expect((await publicList()).some((row) => row.storeLocationId === store.storeLocationId)).toBe(false);
  });

  it('answers 403 to another market, 401 anonymous, 404 once gone; the super admin may delete', async () => {
    const store = await createStore(roles.marketIds.dajti, 'Dajti Supermarket – Don Bosko');
    const url = `/api/store-locations/delete/${store.storeLocationId}`;
    expect((await call('DELETE', url, roles.admins.eko)).statusCode).toBe(403);
    expect((await call('DELETE', url)).statusCode).toBe(401);
    expect((await call('DELETE', url, roles.superAdmin)).statusCode).toBe(200);
    const gone = await call('DELETE', url, roles.superAdmin);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: messages.storeLocations.notFound });
  });
});
