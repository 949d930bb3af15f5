import { DEFAULT_SUPERADMIN_EMAIL, DEFAULT_SUPERADMIN_PASSWORD } from '../../src/config.js';
import { locations, markets, users } from '../../src/db/schema.js';
import { DEMO_CITIES } from '../../src/seed/demo/cities.js';
import { DEMO_MARKETS } from '../../src/seed/demo/markets.js';
import { seedDatabase } from '../../src/seed/index.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

const superAdmin = { email: DEFAULT_SUPERADMIN_EMAIL, password: DEFAULT_SUPERADMIN_PASSWORD };

describe('seeding with demo data', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('creates the 12 county seats, the markets and one admin per market', async () => {
    const db = testApp.database.db;
    expect((await db.select({ name: locations.name }).from(locations)).map((row) => row.name).sort()).toEqual(
      [...DEMO_CITIES].sort(),
    );
    const marketRows = await db.select({ id: markets.id, name: markets.name }).from(markets);
    expect(marketRows.map((row) => row.name)).toEqual(DEMO_MARKETS.map((market) => market.name));

    const accounts = await db.select({ role: users.role, marketId: users.marketId }).from(users);
    expect(accounts.filter((account) => account.role === 'ROLE_SUPER_ADMIN')).toHaveLength(1);
    const adminMarkets = accounts.filter((account) => account.role === 'ROLE_ADMIN').map((account) => account.marketId);
    expect(adminMarkets.sort()).toEqual(marketRows.map((row) => row.id).sort());
  });

  it('does nothing more on the next start, and reports the demo accounts', async () => {
    const report = await seedDatabase(testApp.database.db, { superAdmin, demoData: true, uploadsDir: testApp.config.uploads.dir });
    expect(report).toMatchObject({ superAdminCreated: false, demoDataInserted: false });
    expect(report.demoAccounts).toHaveLength(DEMO_MARKETS.length);
    expect(await testApp.database.db.$count(markets)).toBe(DEMO_MARKETS.length);
  });
});

describe('seeding with DEMO_DATA=0', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ demoData: false });
  });
  afterAll(() => testApp.close());

  it('leaves the database empty except the super admin', async () => {
    const db = testApp.database.db;
    expect(await db.select({ email: users.email, role: users.role }).from(users)).toEqual([
      { email: DEFAULT_SUPERADMIN_EMAIL, role: 'ROLE_SUPER_ADMIN' },
    ]);
    expect(await db.$count(markets)).toBe(0);
    expect(await db.$count(locations)).toBe(0);
  });
});
