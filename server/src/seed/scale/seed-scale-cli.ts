// `npm run seed:scale -- --offers N`: fills the configured database (PGlite in DATA_DIR, or DATABASE_URL)
// with the scale data of seed-scale.ts. The database must be new: run it with a fresh DATA_DIR, then
// `npm start` with the same DATA_DIR serves it (the demo data is only added to an empty database).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/database.js';
import { ensureSuperAdmin } from '../super-admin.js';
import { seedScale } from './seed-scale.js';

const DEFAULT_OFFER_ITEMS = 10_000;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { offers: { type: 'string', default: String(DEFAULT_OFFER_ITEMS) } } });
  const offerItems = Number(values.offers);
  if (!Number.isInteger(offerItems) || offerItems < 1) throw new Error(`--offers must be a positive integer (got "${values.offers}")`);

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: path.join(config.dataDir, 'pglite') });
  try {
    const started = performance.now();
    await database.migrate();
    await ensureSuperAdmin(database.db, config.superAdmin);
    const result = await seedScale(database.db, offerItems);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const where = database.driver === 'postgres' ? 'DATABASE_URL' : path.join(config.dataDir, 'pglite');
    console.log(`Seeded ${result.offerItems} offer items in ${result.offers} offers into ${where} in ${seconds} s.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
