// Demo data for a newcomer's first start (DEMO_DATA, on by default) and for tests and e2e, which rely
// on it. Deterministic: the same rows in the same order every time. Each step is a function in its own
// file that inserts one kind of data and returns what later steps need; add a step by writing its file
// and calling it below, after the steps whose results it uses.
import type { Database } from '../../db/database.js';
import { seedCities } from './cities.js';
import { seedMarketAdmins } from './market-admins.js';
import { seedMarkets } from './markets.js';

export async function seedDemoData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await seedCities(tx);
    const markets = await seedMarkets(tx);
    await seedMarketAdmins(tx, markets);
  });
}
