import { messages } from '@ofertat/shared-api/validation';
import { DEMO_CITIES } from '../../../src/seed/demo/cities.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { bearer, type DemoRoles, loginDemoRoles } from '../../helpers/demo-roles.js';
import { multipart } from '../../helpers/uploads.js';

let testApp: TestApp;
let roles: DemoRoles<'dajti'>;
beforeAll(async () => {
  testApp = await buildTestApp();
  roles = await loginDemoRoles(testApp, ['dajti']);
});
afterAll(() => testApp.close());

const listCities = () => testApp.app.inject({ method: 'GET', url: '/api/location/all' });
const addCity = (token: string | undefined, locationName: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/location/add', headers: bearer(token), payload: multipart({ locationName }) });

describe('GET /api/location/all', () => {
  it('lists every city to anyone, alphabetically ignoring accents, with an ETag', async () => {
    const response = await listCities();
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeDefined();
    const cities = response.json<{ locationId: number; locationName: string }[]>();
    expect(cities.map((city) => city.locationName)).toEqual([
      'Berat',
      'Durrës',
      'Elbasan',
      'Fier',
      'Gjirokastër',
      'Korçë',
      'Kukës',
      'Lezhë',
      'Peshkopi',
      'Shkodër',
      'Tiranë',
      'Vlorë',
    ]);
    expect(cities).toHaveLength(DEMO_CITIES.length);
    expect(cities[0]).toEqual({ locationId: expect.any(Number), locationName: 'Berat' });
  });
});

describe('POST /api/location/add', () => {
  it('lets the super admin add a city from the multipart form (201), listed at once', async () => {
    const response = await addCity(roles.superAdmin, '  Sarandë ');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ locationId: expect.any(Number), locationName: 'Sarandë' });
    expect((await listCities()).json()).toContainEqual(response.json());
  });

  it('also accepts JSON', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/location/add',
      headers: bearer(roles.superAdmin),
      payload: { locationName: 'Pogradec' },
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a name that exists ignoring case and accents (409)', async () => {
    for (const [name, existing] of [
      ['korce', 'Korçë'],
      ['TIRANË', 'Tiranë'],
      ['Gjirokaster', 'Gjirokastër'],
    ] as const) {
      const response = await addCity(roles.superAdmin, name);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: messages.locations.duplicate(existing) });
    }
  });

  it('requires a name', async () => {
    const response = await addCity(roles.superAdmin, '   ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.locations.validation.nameRequired });
  });

  it('is for the super admin only', async () => {
    expect((await addCity(undefined, 'Lushnjë')).statusCode).toBe(401);
    const marketAdmin = await addCity(roles.admins.dajti, 'Lushnjë');
    expect(marketAdmin.statusCode).toBe(403);
    expect(marketAdmin.json()).toEqual({ message: messages.authorization.forbidden });
    expect((await listCities()).json()).not.toContainEqual(expect.objectContaining({ locationName: 'Lushnjë' }));
  });
});
