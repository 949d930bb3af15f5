// Every column that holds the URL of a stored upload (thumbnails derive from their image's URL), for the
// start-up cleanup (upload-cleanup.ts). A new column holding an upload belongs here, or its files are removed.
import { isNotNull } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { ads, markets, products, volantinos } from '../db/schema.js';

export async function listUploadUrls(db: Database): Promise<string[]> {
  const rows = await Promise.all([
    db.select({ url: markets.logoPath }).from(markets).where(isNotNull(markets.logoPath)),
    db.select({ url: products.imagePath }).from(products).where(isNotNull(products.imagePath)),
    db.select({ url: ads.imagePath }).from(ads).where(isNotNull(ads.imagePath)),
    db.select({ url: volantinos.imagePath }).from(volantinos),
    db.select({ url: volantinos.pdfPath }).from(volantinos),
  ]);
  return rows.flat().flatMap(({ url }) => (url === null ? [] : [url]));
}
