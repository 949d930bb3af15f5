// The start-up cleanup of the uploads folder (src/uploads/upload-cleanup.ts), on the demo data: every file a row
// refers to (logos, product and ad images with their thumbnails, flyer covers and PDFs) stays, old temporaries
// and orphans go, and anything young enough to belong to another instance's request in progress stays too.
import { existsSync } from 'node:fs';
import { readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ORPHAN_MIN_AGE_MS, removeLeftoverUploads, TEMPORARY_MIN_AGE_MS } from '../../src/uploads/upload-cleanup.js';
import { listUploadUrls } from '../../src/uploads/upload-references-repository.js';
import { thumbnailUrlOf } from '../../src/uploads/storage.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

let testApp: TestApp;
let uploadsDir: string;
beforeAll(async () => {
  testApp = await buildTestApp();
  uploadsDir = testApp.config.uploads.dir;
});
afterAll(() => testApp.close());

const hex = (digit: string) => digit.repeat(32);

async function plant(name: string, ageMs: number): Promise<string> {
  const file = path.join(uploadsDir, name);
  await writeFile(file, 'leftover');
  const time = new Date(Date.now() - ageMs);
  await utimes(file, time, time);
  return name;
}

it('removes old temporaries and orphans, and keeps referenced, young and foreign files', async () => {
  // Every stored file is older than both margins, so only the references keep the demo's files.
  const old = new Date(Date.now() - 2 * ORPHAN_MIN_AGE_MS);
  for (const name of await readdir(uploadsDir)) await utimes(path.join(uploadsDir, name), old, old);
  const referenced = (await listUploadUrls(testApp.app.db)).flatMap((url) => [url, thumbnailUrlOf(url)!]).map((url) => path.basename(url));
  // The demo data has each kind of referenced file.
  expect(referenced.filter((name) => name.endsWith('-thumb.webp')).length).toBeGreaterThan(10);
  expect(referenced.filter((name) => name.endsWith('.pdf')).length).toBeGreaterThan(5);

  const oldTemporaries = [
    await plant(`.${hex('a')}.pdf.${hex('1')}.tmp`, TEMPORARY_MIN_AGE_MS + 60_000),
    await plant(`.${hex('a')}-thumb.webp.${hex('2')}.tmp`, TEMPORARY_MIN_AGE_MS + 60_000),
  ];
  const oldOrphans = [
    await plant(`${hex('b')}.pdf`, ORPHAN_MIN_AGE_MS + 60_000),
    await plant(`${hex('c')}.webp`, ORPHAN_MIN_AGE_MS + 60_000),
    await plant(`${hex('c')}-thumb.webp`, ORPHAN_MIN_AGE_MS + 60_000),
  ];
  const kept = [
    // Another instance may be writing this one, or about to write the row that refers to that one.
    await plant(`.${hex('d')}.pdf.${hex('3')}.tmp`, TEMPORARY_MIN_AGE_MS - 60_000),
    await plant(`${hex('e')}.pdf`, ORPHAN_MIN_AGE_MS - 60_000),
    // Not a name the server writes: never touched.
    await plant('notes.txt', 2 * ORPHAN_MIN_AGE_MS),
    await plant(`.${hex('f')}.html.${hex('4')}.tmp`, 2 * ORPHAN_MIN_AGE_MS),
  ];

  const report = await removeLeftoverUploads(testApp.app.db, uploadsDir);
  expect(report.temporaries.sort()).toEqual(oldTemporaries.sort());
  expect(report.orphans.sort()).toEqual(oldOrphans.sort());
  for (const name of [...oldTemporaries, ...oldOrphans]) expect(existsSync(path.join(uploadsDir, name))).toBe(false);
  for (const name of [...kept, ...referenced]) expect(existsSync(path.join(uploadsDir, name))).toBe(true);

  // The public pages still find every file they show.
  const flyers = (await testApp.app.inject({ method: 'GET', url: '/api/volantino/all' })).json<Array<Record<string, string>>>();
  expect(flyers.length).toBeGreaterThan(0);
  for (const flyer of flyers) {
    for (const url of [flyer.volantinoImageUrl!, flyer.volantinoThumbnailUrl!, flyer.volantinoPdfUrl!, flyer.marketLogo!]) {
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
  }
});

it('does nothing on a missing uploads folder', async () => {
  await expect(removeLeftoverUploads(testApp.app.db, path.join(uploadsDir, 'missing'))).resolves.toEqual({ temporaries: [], orphans: [] });
});
