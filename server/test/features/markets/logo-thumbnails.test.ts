// Logos saved before logos had small thumbnails get one at start (src/features/markets/logo-thumbnails.ts).
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { markets } from '../../../src/db/schema.js';
import { shrinkLogoThumbnails } from '../../../src/features/markets/logo-thumbnails.js';
import { LOGO_THUMBNAIL_SIDE, saveImage, THUMBNAIL_SIDE, thumbnailUrlOf } from '../../../src/uploads/index.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { testImage } from '../../helpers/uploads.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const thumbnailSize = async (logoUrl: string) =>
  sharp(path.join(testApp.config.uploads.dir, path.basename(thumbnailUrlOf(logoUrl)!))).metadata();

it("makes an old logo's 320 px thumbnail small once, and leaves small ones, other files and missing ones alone", async () => {
  const { db } = testApp.app;
  const uploads = { uploadsDir: testApp.config.uploads.dir };
  const [first, second] = await db.select({ id: markets.id, logoPath: markets.logoPath }).from(markets).orderBy(markets.id).limit(2);
  // The demo's logos are saved with small thumbnails already.
  expect(await thumbnailSize(first!.logoPath!)).toMatchObject({ width: LOGO_THUMBNAIL_SIDE });

  // A logo as saved before: the lists' thumbnail side.
  const old = await saveImage(uploads, { buffer: (await testImage('png', { width: 900, height: 600 })).data });
  expect(await thumbnailSize(old.url)).toMatchObject({ width: THUMBNAIL_SIDE });
  await db.update(markets).set({ logoPath: old.url }).where(eq(markets.id, first!.id));
  // A row pointing at a file that is gone is skipped, not a failure.
  await db.update(markets).set({ logoPath: `/uploads/${'e'.repeat(32)}.webp` }).where(eq(markets.id, second!.id));

  expect(await shrinkLogoThumbnails(db, uploads.uploadsDir)).toBe(1);
  expect(await thumbnailSize(old.url)).toMatchObject({ format: 'webp', width: LOGO_THUMBNAIL_SIDE, height: 85 });
  // The logo itself is untouched.
  expect(await sharp(path.join(uploads.uploadsDir, path.basename(old.url))).metadata()).toMatchObject({ width: 900, height: 600 });
  expect(await shrinkLogoThumbnails(db, uploads.uploadsDir)).toBe(0);
});
