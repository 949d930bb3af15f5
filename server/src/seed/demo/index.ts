// Demo data for a newcomer's first start (DEMO_DATA, on by default) and for tests and e2e, which rely
// on it. Deterministic: the same rows in the same order every time. Each step is a function in its own
// file that inserts one kind of data and returns what later steps need; add a step by writing its file
// and calling it below, after the steps whose results it uses.
import type { Database } from '../../db/database.js';
import { seedAds } from './ads.js';
import { seedAppSessions } from './app-sessions.js';
import { seedCategories } from './categories.js';
import { seedCities } from './cities.js';
import { seedFlyers } from './flyers.js';
import { seedJobPosts } from './job-posts.js';
import { seedMarketLogos } from './logos.js';
import { seedMarketAdmins } from './market-admins.js';
import { seedMarketCities } from './market-cities.js';
import { seedMarkets } from './markets.js';
import { seedOffers } from './offers.js';
import { seedPriceHistory } from './price-history.js';
import { seedProducts } from './products.js';
import { seedSpelledDuplicates } from './spelled-duplicates.js';
import { seedStorePoints } from './store-points.js';

export interface DemoSeedOptions {
  /** Where generated images and PDFs are stored (config.uploads.dir): they are real uploads. */
  uploadsDir: string;
}

export async function seedDemoData(db: Database, { uploadsDir }: DemoSeedOptions): Promise<void> {
  const uploads = { uploadsDir };
  await db.transaction(async (tx) => {
    const cities = await seedCities(tx);
    const markets = await seedMarkets(tx);
    await seedMarketLogos(tx, markets, uploads);
    const categories = await seedCategories(tx);
    const products = await seedProducts(tx, categories, markets, uploads);
    await seedFlyers(tx, markets, products, uploads);
    const storeLocations = await seedStorePoints(tx, markets, cities);
    await seedMarketCities(tx, storeLocations);
    await seedMarketAdmins(tx, markets);
    await seedJobPosts(tx, markets, storeLocations);
    await seedAppSessions(tx);
    await seedAds(tx, uploads);
    // Offers read the products, store locations and market cities inserted above.
    await seedOffers(tx);
    // After the offers, which would otherwise draw them.
    await seedSpelledDuplicates(tx, categories, markets, uploads);
    // Last: earlier editions of the offers, and the record of every offer and shelf price.
    await seedPriceHistory(tx);
  });
}
