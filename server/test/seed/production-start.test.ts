// NODE_ENV=production refuses the credentials the README publishes, also when they are already in the
// database (SUPERADMIN_PASSWORD only applies when the super admin is created); a new super admin's password
// from the environment follows the rules of new passwords.
import { eq, inArray } from 'drizzle-orm';
import { ConfigError, DEFAULT_SUPERADMIN_EMAIL } from '../../src/config.js';
import { users } from '../../src/db/schema.js';
import { hashPassword } from '../../src/features/auth/password.js';
import { demoMarketAdminEmail } from '../../src/seed/demo/market-admins.js';
import { DEMO_MARKETS } from '../../src/seed/demo/markets.js';
import { seedDatabase } from '../../src/seed/index.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

const demoEmails = DEMO_MARKETS.map((market) => demoMarketAdminEmail(market.key));
const strongPassword = 'Lule-Bore-Mali-2025';

async function seedError(testApp: TestApp, options: { password: string; production: boolean }): Promise<ConfigError | undefined> {
  try {
    await seedDatabase(testApp.database.db, {
      superAdmin: { email: DEFAULT_SUPERADMIN_EMAIL, password: options.password },
      demoData: false,
      uploadsDir: testApp.config.uploads.dir,
      production: options.production,
    });
    return undefined;
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
}

describe('a production start on a database made by the demo', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('refuses while the super admin or a demo market admin still has a published password, naming them', async () => {
    const refused = await seedError(testApp, { password: strongPassword, production: true });
    expect(refused?.problems).toHaveLength(1 + demoEmails.length);
    expect(refused?.message).toContain(`${DEFAULT_SUPERADMIN_EMAIL} still logs in with the password published in the README`);
    for (const email of demoEmails) expect(refused?.message).toContain(email);
  });

  it('starts once those passwords are changed or the accounts deactivated', async () => {
    const { db } = testApp.database;
    await db.update(users).set({ passwordHash: await hashPassword(strongPassword) }).where(eq(users.email, DEFAULT_SUPERADMIN_EMAIL));
    await db.update(users).set({ isActive: false }).where(inArray(users.email, demoEmails));
    expect(await seedError(testApp, { password: strongPassword, production: true })).toBeUndefined();
  });
});

describe('creating the super admin from SUPERADMIN_PASSWORD', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ demoData: false });
  });
  afterAll(() => testApp.close());

  it('refuses a password that breaks the rules of new passwords, then creates it with one that keeps them', async () => {
    const { db } = testApp.database;
    await db.delete(users).where(eq(users.email, DEFAULT_SUPERADMIN_EMAIL));
    for (const [password, reason] of [
      ['Short2025!', 'at least 12 characters'],
      ['1212121212121212', 'at least 12 characters, 5 of them different'],
      ['Password2025!', 'one of the most common passwords'],
    ] as const) {
      const refused = await seedError(testApp, { password, production: false });
      expect(refused?.message).toContain(reason);
      expect(await db.$count(users)).toBe(0);
    }
    expect(await seedError(testApp, { password: strongPassword, production: true })).toBeUndefined();
    expect(await testApp.login(DEFAULT_SUPERADMIN_EMAIL, strongPassword)).toEqual(expect.any(String));
  });
});
