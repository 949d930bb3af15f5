// Start-up seeding, shared by the server, the tests and e2e: rows from before a migration get what it added
// (when that needs the application's code), the super admin always exists, and an empty database gets the demo
// data when it is switched on.
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { backfillQuantities } from '../features/products/quantity-backfill.js';
import { categories, locations, markets, users } from '../db/schema.js';
import { seedDemoData } from './demo/index.js';
import { DEMO_MARKET_ADMIN_PASSWORD, demoMarketAdminEmail } from './demo/market-admins.js';
import { DEMO_MARKETS } from './demo/markets.js';
import { refusePublishedPasswords } from './published-passwords.js';
import { ensureSuperAdmin } from './super-admin.js';

export interface SeedOptions {
  superAdmin: { email: string; password: string };
  demoData: boolean;
  /** config.uploads.dir: demo logos, ad images and flyers are real uploads. */
  uploadsDir: string;
  /** config.production: refuse (ConfigError) when an account still has a password the README publishes. */
  production?: boolean;
}

export interface DemoAccount {
  marketName: string;
  email: string;
  password: string;
}

export interface SeedReport {
  superAdminCreated: boolean;
  demoDataInserted: boolean;
  /** Demo market admins present in the database (they may exist from an earlier start). */
  demoAccounts: DemoAccount[];
}

export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedReport> {
  await backfillQuantities(db);
  const superAdminCreated = await ensureSuperAdmin(db, options.superAdmin);
  const demoDataInserted = options.demoData && (await isEmpty(db));
  if (demoDataInserted) await seedDemoData(db, { uploadsDir: options.uploadsDir });
  if (options.production) await refusePublishedPasswords(db);
  return { superAdminCreated, demoDataInserted, demoAccounts: options.demoData ? await findDemoAccounts(db) : [] };
}

/** No business data yet (users do not count: the super admin is created first). */
async function isEmpty(db: Database): Promise<boolean> {
  const counts = await Promise.all([db.$count(markets), db.$count(locations), db.$count(categories)]);
  return counts.every((rows) => rows === 0);
}

async function findDemoAccounts(db: Database): Promise<DemoAccount[]> {
  const emails = DEMO_MARKETS.map((market) => demoMarketAdminEmail(market.key));
  const existing = new Set(
    (await db.select({ email: users.email }).from(users).where(inArray(users.email, emails))).map((row) => row.email),
  );
  return DEMO_MARKETS.filter((market) => existing.has(demoMarketAdminEmail(market.key))).map((market) => ({
    marketName: market.name,
    email: demoMarketAdminEmail(market.key),
    password: DEMO_MARKET_ADMIN_PASSWORD,
  }));
}
