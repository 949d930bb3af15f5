import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument, PDFName } from '@cantoo/pdf-lib';
import type { Flyer } from '@ofertat/shared-api/contracts';
import { sql } from 'drizzle-orm';
import { messages } from '@ofertat/shared-api/validation';
import { volantinos } from '../../../src/db/schema.js';
import { addDays, tiraneToday } from '../../../src/lib/tirane-date.js';
import { uploadMessages } from '../../../src/uploads/index.js';
import { encryptedPdf, LAUNCHED, openActionJavaScript, openActionLaunch, SCRIPT } from '../../helpers/pdf-fixtures.js';
import { buildCatalogueContext, type Caller, type CatalogueContext } from '../../helpers/catalogue-world.js';
import { asFile, multipart, type MultipartValue, PDF_BYTES, testImage, testPdf } from '../../helpers/uploads.js';

const today = tiraneToday();
let context: CatalogueContext;
/** Inserted directly: current and expired flyers of market A, one of market B, one of the deactivated market. */
let seeded: { currentA: number; endsTodayA: number; expiredA: number; upcomingB: number; closed: number };

beforeAll(async () => {
  context = await buildCatalogueContext();
  const { markets } = context.world;
  const flyer = (marketId: number, name: string, startDate: string, endDate: string) => ({
    marketId,
    name,
    startDate,
    endDate,
    imagePath: `/uploads/${name}.webp`,
    pdfPath: `/uploads/${name}.pdf`,
  });
  const rows = await context.db
    .insert(volantinos)
    .values([
      flyer(markets.a, 'current-a', addDays(today, -3), addDays(today, 4)),
      flyer(markets.a, 'ends-today-a', addDays(today, -7), today),
      flyer(markets.a, 'expired-a', addDays(today, -20), addDays(today, -1)),
      flyer(markets.b, 'upcoming-b', addDays(today, 2), addDays(today, 9)),
      flyer(markets.closed, 'closed', addDays(today, -1), addDays(today, 5)),
    ])
    .returning({ id: volantinos.id });
  const [currentA, endsTodayA, expiredA, upcomingB, closed] = rows.map((row) => row.id) as [number, number, number, number, number];
  seeded = { currentA, endsTodayA, expiredA, upcomingB, closed };
});
afterAll(() => context.testApp.close());

const uploadedFile = (url: string) => path.join(context.testApp.config.uploads.dir, url.replace('/uploads/', ''));
const get = (url: string, as: Caller = 'anonymous') => context.request({ method: 'GET', url, as });

async function flyerForm(overrides: Record<string, MultipartValue | undefined> = {}) {
  return multipart({
    volantinoName: 'Oferta e fundjavës',
    volantinoStartDate: today,
    volantinoEndDate: addDays(today, 6),
    volantinoImageUrl: await testImage('jpeg', { width: 300, height: 420 }),
    volantinoPdfUrl: testPdf(),
    ...overrides,
  });
}

const create = async (as: Caller, overrides: Record<string, MultipartValue | undefined> = {}) =>
  context.request({ method: 'POST', url: '/api/volantino/add', payload: await flyerForm(overrides), as });

describe('GET /api/volantino/all', () => {
  it('shows flyers of active markets that have not ended, newest first, with every field', async () => {
    const response = await get('/api/volantino/all');
    expect(response.statusCode).toBe(200);
    const list = response.json<Flyer[]>();
    expect(list.map((flyer) => flyer.volantinoId)).toEqual([seeded.upcomingB, seeded.currentA, seeded.endsTodayA]);
    expect(list[1]).toEqual({
      volantinoId: seeded.currentA,
      marketId: context.world.markets.a,
      marketName: 'Alfa Market',
      marketLogo: '/uploads/alfa-logo.webp',
      volantinoName: 'current-a',
      volantinoImageUrl: '/uploads/current-a.webp',
      volantinoThumbnailUrl: '/uploads/current-a.webp',
      volantinoPdfUrl: '/uploads/current-a.pdf',
      volantinoStartDate: addDays(today, -3),
      volantinoEndDate: addDays(today, 4),
      volantinoClicks: 0,
    });
  });
});

describe('GET /api/volantino/list/market/{marketId}', () => {
  const url = (marketId: number) => `/api/volantino/list/market/${marketId}`;

  it("lists every flyer of the market, ended ones included, for the market's admin", async () => {
    const response = await get(url(context.world.markets.a), 'adminA');
    expect(response.statusCode).toBe(200);
    const ids = response.json<Flyer[]>().map((flyer) => flyer.volantinoId);
    expect(ids).toEqual(expect.arrayContaining([seeded.currentA, seeded.endsTodayA, seeded.expiredA]));
    expect(ids).not.toContain(seeded.upcomingB);
  });

  it('lets the super admin read a deactivated market, and answers 404 for an unknown one', async () => {
    const closed = await get(url(context.world.markets.closed), 'superAdmin');
    expect(closed.json<Flyer[]>().map((flyer) => flyer.volantinoId)).toEqual([seeded.closed]);
    const unknown = await get(url(999_999), 'superAdmin');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: messages.markets.notFound });
  });

  it.each<[Caller, number]>([
    ['anonymous', 401],
    ['adminA', 200],
    ['adminB', 403],
    ['superAdmin', 200],
  ])('for market A as %s answers %i', async (as, status) => {
    expect((await get(url(context.world.markets.a), as)).statusCode).toBe(status);
  });
});

describe('GET /api/volantino/{id}', () => {
  it('returns a flyer of an active market, ended or not', async () => {
    const response = await get(`/api/volantino/${seeded.expiredA}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ volantinoId: seeded.expiredA, volantinoName: 'expired-a' });
  });

  it('answers 404 with the spec text for an unknown flyer or one of a deactivated market', async () => {
    for (const id of [999_999, seeded.closed]) {
      const response = await get(`/api/volantino/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: messages.volantino.notFound });
    }
    expect((await get('/api/volantino/abc')).statusCode).toBe(400);
  });
});

describe('POST /api/volantino/add', () => {
  it("creates a flyer (201) in the admin's own market, stores both files and lists it publicly", async () => {
    const response = await create('adminA', { marketId: context.world.markets.b });
    expect(response.statusCode).toBe(201);
    const flyer = response.json<Flyer>();
    expect(flyer).toMatchObject({
      marketId: context.world.markets.a,
      marketName: 'Alfa Market',
      volantinoName: 'Oferta e fundjavës',
      volantinoStartDate: today,
      volantinoEndDate: addDays(today, 6),
      volantinoImageUrl: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.webp$/),
      volantinoThumbnailUrl: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}-thumb\.webp$/),
      volantinoPdfUrl: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.pdf$/),
      volantinoClicks: 0,
    });
    const pdf = await get(flyer.volantinoPdfUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
    // Written anew without active content (test/uploads/pdf-sanitizer.test.ts), same pages.
    expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBe(1);

    const listed = (await get('/api/volantino/all')).json<Flyer[]>();
    expect(listed).toContainEqual(flyer);
  });

  it.each<[string, Record<string, MultipartValue | undefined>, string]>([
    ['no name', { volantinoName: '  ' }, messages.volantino.validation.nameRequired],
    ['no image', { volantinoImageUrl: undefined }, messages.volantino.validation.imageRequired],
    ['no PDF', { volantinoPdfUrl: undefined }, messages.volantino.validation.pdfRequired],
    ['no start date', { volantinoStartDate: '' }, messages.volantino.validation.startDateRequired],
    ['no end date', { volantinoEndDate: undefined }, messages.volantino.validation.endDateRequired],
    ['an end before the start', { volantinoEndDate: addDays(today, -1) }, messages.volantino.validation.endBeforeStart],
    ['a date that is not a date', { volantinoStartDate: '2025-02-30' }, messages.validation.invalidDate],
  ])('refuses %s with its message', async (_name, overrides, message) => {
    const response = await create('adminA', overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses an image given as the PDF and a PDF given as the image, whatever their names', async () => {
    const imageAsPdf = await create('adminA', { volantinoPdfUrl: asFile((await testImage('png')).data, 'flyer.pdf', 'application/pdf') });
    expect(imageAsPdf.statusCode).toBe(400);
    expect(imageAsPdf.json().message).toBe(uploadMessages.wrongType.pdf);

    const pdfAsImage = await create('adminA', { volantinoImageUrl: asFile(PDF_BYTES, 'cover.png', 'image/png') });
    expect(pdfAsImage.statusCode).toBe(400);
    expect(pdfAsImage.json().message).toBe(uploadMessages.wrongType.image);
  });

  it('stores a PDF with a script and a launch action without them, and refuses an encrypted one leaving nothing', async () => {
    const withScript = await create('adminA', { volantinoPdfUrl: asFile(await openActionJavaScript(), 'flyer.pdf', 'application/pdf') });
    expect(withScript.statusCode).toBe(201);
    const stored = (await get(withScript.json<Flyer>().volantinoPdfUrl)).rawPayload;
    expect(stored.includes(SCRIPT)).toBe(false);
    expect((await PDFDocument.load(stored)).catalog.has(PDFName.of('OpenAction'))).toBe(false);

    const withLaunch = await create('adminA', { volantinoPdfUrl: asFile(await openActionLaunch(), 'flyer.pdf', 'application/pdf') });
    expect(withLaunch.statusCode).toBe(201);
    expect((await get(withLaunch.json<Flyer>().volantinoPdfUrl)).rawPayload.includes(LAUNCHED)).toBe(false);

    const filesBefore = readdirSync(context.testApp.config.uploads.dir).sort();
    const encrypted = await create('adminA', { volantinoPdfUrl: asFile(await encryptedPdf(), 'flyer.pdf', 'application/pdf') });
    expect(encrypted.statusCode).toBe(400);
    expect(encrypted.json()).toMatchObject({
      message: uploadMessages.pdfRefused.encrypted,
      errors: { volantinoPdfUrl: uploadMessages.pdfRefused.encrypted },
    });
    // The cover image, saved first, is removed again.
    expect(readdirSync(context.testApp.config.uploads.dir).sort()).toEqual(filesBefore);
  });

  it('lets the super admin choose the market, which is then required', async () => {
    const { markets } = context.world;
    const created = await create('superAdmin', { marketId: markets.b });
    expect(created.statusCode).toBe(201);
    expect(created.json().marketId).toBe(markets.b);
    expect((await create('superAdmin')).statusCode).toBe(400);
    expect((await create('superAdmin', { marketId: 999_999 })).json().message).toBe(messages.markets.notFound);
  });

  it.each<[Caller, number]>([
    ['anonymous', 401],
    ['adminA', 201],
    ['adminB', 201],
    ['superAdmin', 201],
  ])('as %s answers %i', async (as, status) => {
    expect((await create(as, { marketId: context.world.markets.a })).statusCode).toBe(status);
  });
});

describe('oversize files', () => {
  let small: CatalogueContext;
  beforeAll(async () => {
    small = await buildCatalogueContext({ env: { IMAGE_MAX_BYTES: '2048', PDF_MAX_BYTES: '2048' } });
  });
  afterAll(() => small.testApp.close());

  it('answers 413 for a cover image or a PDF over its limit', async () => {
    const bigPdf = asFile(Buffer.concat([PDF_BYTES, Buffer.alloc(4096)]), 'flyer.pdf', 'application/pdf');
    const bigImage = await testImage('png', { width: 400, height: 400 });
    bigImage.data = Buffer.concat([bigImage.data, Buffer.alloc(4096)]);
    const smallImage = await testImage('png', { width: 8, height: 8 });
    const send = async (files: Record<string, MultipartValue>) =>
      small.request({ method: 'POST', url: '/api/volantino/add', payload: await flyerForm(files), as: 'adminA' });

    expect((await send({ volantinoImageUrl: smallImage, volantinoPdfUrl: bigPdf })).statusCode).toBe(413);
    expect((await send({ volantinoImageUrl: bigImage, volantinoPdfUrl: testPdf() })).statusCode).toBe(413);
  });
});

describe('PUT /api/volantino/edit/{id}', () => {
  const edit = async (id: number | string, as: Caller, overrides: Record<string, MultipartValue | undefined> = {}) =>
    context.request({
      method: 'PUT',
      url: `/api/volantino/edit/${id}`,
      payload: await flyerForm({ volantinoImageUrl: undefined, volantinoPdfUrl: undefined, ...overrides }),
      as,
    });

  it('keeps the files when none are sent, and replaces (and removes) the ones that are', async () => {
    const created = (await create('adminA')).json<Flyer>();

    const renamed = await edit(created.volantinoId, 'adminA', { volantinoName: 'Oferta e re', volantinoEndDate: addDays(today, 10) });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ ...created, volantinoName: 'Oferta e re', volantinoEndDate: addDays(today, 10) });

    const newPdf = await edit(created.volantinoId, 'adminA', { volantinoPdfUrl: testPdf() });
    const edited = newPdf.json<Flyer>();
    expect(edited.volantinoImageUrl).toBe(created.volantinoImageUrl);
    expect(edited.volantinoPdfUrl).not.toBe(created.volantinoPdfUrl);
    expect(existsSync(uploadedFile(created.volantinoPdfUrl))).toBe(false);
    expect(existsSync(uploadedFile(created.volantinoImageUrl!))).toBe(true);
    expect(existsSync(uploadedFile(edited.volantinoPdfUrl))).toBe(true);
  });

  it('answers 404 to an edit whose flyer is gone when it writes, and keeps none of the files it sent', async () => {
    const created = (await create('adminA')).json<Flyer>();
    const uploads = () => readdirSync(context.testApp.config.uploads.dir, { recursive: true }).map(String).sort();
    const before = uploads();
    // The edit reads the flyer, then a trigger skips its write, as a deletion between the two would.
    await context.db.execute(sql`create function skip_flyer_write() returns trigger language plpgsql as $$ begin return null; end $$`);
    await context.db.execute(sql`create trigger skip_flyer_write before update on volantinos for each row execute function skip_flyer_write()`);
    try {
      const response = await edit(created.volantinoId, 'adminA', {
        volantinoImageUrl: await testImage('jpeg', { width: 300, height: 420 }),
        volantinoPdfUrl: testPdf(),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: messages.volantino.notFound });
    } finally {
      await context.db.execute(sql`drop trigger skip_flyer_write on volantinos`);
      await context.db.execute(sql`drop function skip_flyer_write()`);
    }
    expect(uploads()).toEqual(before);
  });

  it('validates with the spec texts and answers 404 for an unknown flyer', async () => {
    const invalid = await edit(seeded.currentA, 'adminA', { volantinoName: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(messages.volantino.validation.nameRequired);
    const wrongType = await edit(seeded.currentA, 'adminA', { volantinoPdfUrl: await testImage('gif') });
    expect(wrongType.json().message).toBe(uploadMessages.wrongType.pdf);

    const missing = await edit(999_999, 'superAdmin');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.volantino.notFound });
  });

  it.each<[Caller, number]>([
    ['anonymous', 401],
    ['adminA', 200],
    ['adminB', 403],
    ['superAdmin', 200],
  ])("on market A's flyer as %s answers %i", async (as, status) => {
    expect((await edit(seeded.currentA, as, { volantinoName: 'current-a', volantinoStartDate: addDays(today, -3), volantinoEndDate: addDays(today, 4) })).statusCode).toBe(status);
  });
});

describe('DELETE /api/volantino/delete/{id}', () => {
  const remove = (id: number, as: Caller) => context.request({ method: 'DELETE', url: `/api/volantino/delete/${id}`, as });

  it('removes the flyer, then its files', async () => {
    const created = (await create('adminA')).json<Flyer>();
    const response = await remove(created.volantinoId, 'adminA');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.volantino.deleteSuccess });
    expect((await get(`/api/volantino/${created.volantinoId}`)).statusCode).toBe(404);
    for (const url of [created.volantinoImageUrl, created.volantinoThumbnailUrl, created.volantinoPdfUrl]) {
      expect(existsSync(uploadedFile(url!))).toBe(false);
    }
    expect((await remove(created.volantinoId, 'adminA')).json()).toEqual({ message: messages.volantino.notFound });
  });

  it.each<[Caller, number]>([
    ['anonymous', 401],
    ['adminB', 403],
    ['adminA', 200],
    ['superAdmin', 200],
  ])("on market A's flyer as %s answers %i", async (as, status) => {
    const created = (await create('adminA')).json<Flyer>();
    expect((await remove(created.volantinoId, as)).statusCode).toBe(status);
  });
});

describe('POST /api/volantino/count/{id}', () => {
  const click = (id: number | string, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'POST', url: `/api/volantino/count/${id}`, headers });
  const clicksOf = async (id: number) =>
    (await get(`/api/volantino/list/market/${context.world.markets.a}`, 'adminA'))
      .json<Flyer[]>()
      .find((flyer) => flyer.volantinoId === id)?.volantinoClicks;

  it('counts clicks from anyone without recomputing the public bodies', async () => {
    const before = await get('/api/volantino/all');
    expect((await click(seeded.currentA)).statusCode).toBe(204);
    expect((await click(seeded.currentA)).statusCode).toBe(204);
    expect(await clicksOf(seeded.currentA)).toBe(2);
    const after = await context.request({ method: 'GET', url: '/api/volantino/all', headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(304);
  });

  it('answers 404 for an unknown flyer or one of a deactivated market', async () => {
    for (const id of [999_999, seeded.closed]) {
      const response = await click(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: messages.volantino.notFound });
    }
  });

  it('limits the clicks of one client address', async () => {
    // Another address than the other tests', so their clicks do not count here.
    const remoteAddress = '203.0.113.9';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 35; attempt++) {
      statuses.push((await context.app.inject({ method: 'POST', url: `/api/volantino/count/${seeded.upcomingB}`, remoteAddress })).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([204, 204, 204, 204, 204]);
    expect(statuses.at(-1)).toBe(429);
  });
});
