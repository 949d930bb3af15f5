import { messages } from '@ofertat/shared-api/validation';
import { locations } from '../../../src/db/schema.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { bearer, type DemoRoles, loginDemoRoles } from '../../helpers/demo-roles.js';

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

const getCities = (token: string | undefined, marketId: number | string) =>
  testApp.app.inject({ method: 'GET', url: `/api/market/${marketId}/market/locations`, headers: bearer(token) });
const setCities = (token: string | undefined, marketId: number | string, payload: unknown) =>
  testApp.app.inject({ method: 'POST', url: `/api/market/${marketId}/locations`, headers: bearer(token), payload: payload as object });
const names = (body: { locationName: string }[]) => body.map((city) => city.locationName);

describe('GET /api/market/{id}/market/locations', () => {
  it("gives the market's own admin the cities where it has stores (demo data)", async () => {
    const response = await getCities(roles.admins.dajti, roles.marketIds.dajti);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { locationId: cityIds['Durrës'], locationName: 'Durrës' },
      { locationId: cityIds['Elbasan'], locationName: 'Elbasan' },
      { locationId: cityIds['Peshkopi'], locationName: 'Peshkopi' },
      { locationId: cityIds['Tiranë'], locationName: 'Tiranë' },
    ]);
  });

  it('answers 401 anonymous, 403 to the admin of another market, 200 to the super admin', async () => {
    expect((await getCities(undefined, roles.marketIds.dajti)).statusCode).toBe(401);
    expect((await getCities(roles.admins.eko, roles.marketIds.dajti)).statusCode).toBe(403);
    const superAdmin = await getCities(roles.superAdmin, roles.marketIds.dajti);
    expect(superAdmin.statusCode).toBe(200);
    expect(names(superAdmin.json())).toEqual(['Durrës', 'Elbasan', 'Peshkopi', 'Tiranë']);
  });

  it('answers 404 for an unknown market and 400 for an invalid id', async () => {
    const unknown = await getCities(roles.superAdmin, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: messages.markets.notFound });
    const invalid = await getCities(roles.superAdmin, 'abc');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: messages.validation.invalidId });
  });
});

describe('POST /api/market/{id}/locations', () => {
  it("replaces the market's set of cities and returns it", async () => {
    const locationIds = [cityIds['Vlorë'], cityIds['Berat'], cityIds['Berat']];
    const response = await setCities(roles.admins.eko, roles.marketIds.eko, { locationIds });
    expect(response.statusCode).toBe(200);
    expect(names(response.json())).toEqual(['Berat', 'Vlorë']);
    expect(names((await getCities(roles.admins.eko, roles.marketIds.eko)).json())).toEqual(['Berat', 'Vlorë']);
  });

  it("requires at least one city with the form's message", async () => {
    for (const payload of [{ locationIds: [] }, {}, { locationIds: 'Tiranë' }]) {
      const response = await setCities(roles.admins.eko, roles.marketIds.eko, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: messages.marketCities.validation.locationRequired });
    }
  });

  it('refuses unknown city ids and leaves the set unchanged', async () => {
    const before = (await getCities(roles.superAdmin, roles.marketIds.dajti)).json();
    const response = await setCities(roles.superAdmin, roles.marketIds.dajti, { locationIds: [cityIds['Fier'], 999_999] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.locations.unknown });
    expect((await getCities(roles.superAdmin, roles.marketIds.dajti)).json()).toEqual(before);
  });

  it('answers 401 anonymous, 403 to the admin of another market, 200 to the super admin', async () => {
    const payload = { locationIds: [cityIds['Kukës']] };
    expect((await setCities(undefined, roles.marketIds.drini, payload)).statusCode).toBe(401);
    expect((await setCities(roles.admins.dajti, roles.marketIds.drini, payload)).statusCode).toBe(403);
    const superAdmin = await setCities(roles.superAdmin, roles.marketIds.drini, payload);
    expect(superAdmin.statusCode).toBe(200);
    expect(names(superAdmin.json())).toEqual(['Kukës']);
  });

  it('answers 404 for an unknown market', async () => {
    const response = await setCities(roles.superAdmin, 999_999, { locationIds: [cityIds['Fier']] });
    expect(response.statusCode).toBe(404);
  });
});
