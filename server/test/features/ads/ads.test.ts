import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Ad } from '@ofertat/shared-api/contracts';
import { messages } from '@ofertat/shared-api/validation';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { DEFAULT_SUPERADMIN_EMAIL, DEFAULT_SUPERADMIN_PASSWORD } from '../../../src/config.js';
import { ads } from '../../../src/db/schema.js';
import { AD_DEACTIVATED_MESSAGE } from '../../../src/features/ads/ads-routes.js';
import { DEMO_ADS } from '../../../src/seed/demo/ads.js';
import { DEMO_MARKET_ADMIN_PASSWORD, demoMarketAdminEmail } from '../../../src/seed/demo/market-admins.js';
import { uploadMessages } from '../../../src/uploads/index.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { asFile, bearer, HTML_TEXT, multipart, PDF_BYTES, testImage } from '../../helpers/uploads.js';

const AD_KEYS = ['active', 'adsClicks', 'adsId', 'adsImageUrl', 'adsName', 'adsOutsideLink', 'displayOrder'];

let testApp: TestApp;
let superToken: string;
let adminToken: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  superToken = await testApp.login(DEFAULT_SUPERADMIN_EMAIL, DEFAULT_SUPERADMIN_PASSWORD);
  adminToken = await testApp.login(demoMarketAdminEmail('shqiponja'), DEMO_MARKET_ADMIN_PASSWORD);
});
afterAll(() => testApp.close());

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: FormData | object) =>
  testApp.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const slot = async (name: 'top' | 'bottom') => {
  const response = await inject('GET', `/api/ads/${name}`);
  expect(response.statusCode).toBe(200);
  return response.json<Ad | null>();
};

async function adForm(fields: Record<string, string | undefined> = {}, withImage = true) {
  return multipart({
    adsName: 'Zbritje vere',
    adsOutsideLink: 'https://example.al/vere',
    active: 'true',
    displayOrder: '1',
    ...fields,
    ...(withImage ? { adsImageUrl: await testImage('png', { width: 1250, height: 300 }) } : {}),
  });
}

async function createAd(fields: Record<string, string> = {}): Promise<Ad> {
  const response = await inject('POST', '/api/admin/add/ad', superToken, await adForm(fields));
  expect(response.statusCode).toBe(201);
  return response.json<Ad>();
}

const storedFiles = () => readdir(testApp.config.uploads.dir);

describe('GET /api/ads/top and /api/ads/bottom', () => {
  it('serve the demo ads publicly, with their generated images', async () => {
    const top = await slot('top');
    const bottom = await slot('bottom');
    expect(top).toEqual({
      adsId: expect.any(Number),
      adsName: DEMO_ADS[0]!.name,
      adsOutsideLink: DEMO_ADS[0]!.link,
      adsImageUrl: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.webp$/),
      active: true,
      displayOrder: 1,
      adsClicks: DEMO_ADS[0]!.clicks,
    });
    expect(bottom).toMatchObject({ adsName: DEMO_ADS[1]!.name, displayOrder: 2, active: true });

    const image = await inject('GET', top!.adsImageUrl!);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 1250, height: 300 });
    expect(await sharp((await inject('GET', bottom!.adsImageUrl!)).rawPayload).metadata()).toMatchObject({ width: 1250, height: 250 });
  });

  it('answer 304 to a matching ETag', async () => {
    const first = await inject('GET', '/api/ads/top');
    const again = await testApp.app.inject({ method: 'GET', url: '/api/ads/top', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });
});

describe('authorization: super admin only', () => {
  // Every row has three entries: jest passes a `done` callback to tests of shorter rows.
  const routes: Array<['GET' | 'POST' | 'PUT', string, boolean]> = [
    ['GET', '/api/ads/all', false],
    ['GET', '/api/ads/1', false],
    ['POST', '/api/admin/add/ad', true],
    ['PUT', '/api/ads/edit/1', true],
    ['PUT', '/api/ads/deactivate/1', false],
  ];

  it.each(routes)('%s %s: 401 anonymous, 403 market admin', async (method, url, withForm) => {
    const anonymous = await inject(method, url, undefined, withForm ? await adForm() : undefined);
    expect(anonymous.statusCode).toBe(401);
    const admin = await inject(method, url, adminToken, withForm ? await adForm() : undefined);
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toEqual({ message: messages.authorization.forbidden });
  });

  it('left the ads as they were', async () => {
    const list = (await inject('GET', '/api/ads/all', superToken)).json<Ad[]>();
    expect(list.map((ad) => ad.adsName)).toEqual(DEMO_ADS.map((ad) => ad.name));
    expect(list.every((ad) => ad.active)).toBe(true);
  });
});

describe('GET /api/ads/all and /api/ads/{id}', () => {
  it('list every ad and return one, for the super admin', async () => {
    const response = await inject('GET', '/api/ads/all', superToken);
    expect(response.statusCode).toBe(200);
    const list = response.json<Ad[]>();
    for (const ad of list) expect(Object.keys(ad).sort()).toEqual(AD_KEYS);
    const one = await inject('GET', `/api/ads/${list[1]!.adsId}`, superToken);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(list[1]);
  });

  it('answer 404 and 400 with messages', async () => {
    const missing = await inject('GET', '/api/ads/999999', superToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.ads.notFound });
    expect((await inject('GET', '/api/ads/-1', superToken)).statusCode).toBe(400);
  });
});

describe('POST /api/admin/add/ad', () => {
  it('creates an ad (201); the newest active ad of a slot is the one served', async () => {
    const ad = await createAd({ adsName: 'Fundjavë me oferta', displayOrder: '1' });
    expect(ad).toEqual({
      adsId: expect.any(Number),
      adsName: 'Fundjavë me oferta',
      adsOutsideLink: 'https://example.al/vere',
      adsImageUrl: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.webp$/),
      active: true,
      displayOrder: 1,
      adsClicks: 0,
    });
    expect(await slot('top')).toEqual(ad);
    await inject('PUT', `/api/ads/deactivate/${ad.adsId}`, superToken);
    expect((await slot('top'))!.adsName).toBe(DEMO_ADS[0]!.name);
  });

  it('creates an inactive ad when active is false or absent (the spec default), which is not served', async () => {
    const form = await adForm({ active: undefined, displayOrder: '2', adsName: 'Ende jo' });
    const response = await inject('POST', '/api/admin/add/ad', superToken, form);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ active: false });
    expect((await slot('bottom'))!.adsName).toBe(DEMO_ADS[1]!.name);
  });

  it.each([
    [{ adsName: '' }, true, messages.ads.validation.nameRequired],
    [{ adsOutsideLink: '' }, true, messages.ads.validation.linkRequired],
    [{ adsOutsideLink: 'javascript:alert(1)' }, true, messages.ads.validation.linkInvalid],
    [{ displayOrder: '' }, true, messages.ads.validation.displayOrderRequired],
    [{ displayOrder: '0' }, true, messages.ads.validation.displayOrderInvalid],
    [{ displayOrder: 'top' }, true, messages.ads.validation.displayOrderInvalid],
    [{ active: 'maybe' }, true, messages.validation.invalidBoolean],
    [{}, false, messages.ads.validation.imageRequired],
  ])('refuses %o (image sent: %s) with the shared message, storing nothing', async (fields, withImage, message) => {
    const before = await storedFiles();
    const response = await inject('POST', '/api/admin/add/ad', superToken, await adForm(fields, withImage));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses an image that is not one, and an oversize one', async () => {
    for (const adsImageUrl of [asFile(PDF_BYTES, 'ad.png', 'image/png'), asFile(HTML_TEXT, 'ad.jpg', 'image/jpeg')]) {
      const form = multipart({ adsName: 'X', adsOutsideLink: 'https://example.al', active: 'true', displayOrder: '1', adsImageUrl });
      const response = await inject('POST', '/api/admin/add/ad', superToken, form);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(uploadMessages.wrongType.image);
    }
    const huge = asFile(Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(testApp.config.uploads.imageMaxBytes)]), 'ad.gif', 'image/gif');
    const form = multipart({ adsName: 'X', adsOutsideLink: 'https://example.al', active: 'true', displayOrder: '1', adsImageUrl: huge });
    expect((await inject('POST', '/api/admin/add/ad', superToken, form)).statusCode).toBe(413);
  });
});

describe('PUT /api/ads/edit/{id}', () => {
  it('edits the fields and keeps the image when none is sent (200)', async () => {
    const ad = await createAd({ active: 'false', displayOrder: '3' });
    const form = multipart({ adsName: 'Emër i ri', adsOutsideLink: 'http://example.al/e-re', active: 'false', displayOrder: '4' });
    const response = await inject('PUT', `/api/ads/edit/${ad.adsId}`, superToken, form);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...ad, adsName: 'Emër i ri', adsOutsideLink: 'http://example.al/e-re', displayOrder: 4 });
  });

  it('replaces the image and removes the old file', async () => {
    const ad = await createAd({ active: 'false', displayOrder: '3' });
    const form = await adForm({ active: 'false', displayOrder: '3' });
    const response = await inject('PUT', `/api/ads/edit/${ad.adsId}`, superToken, form);
    const edited = response.json<Ad>();
    expect(edited.adsImageUrl).not.toBe(ad.adsImageUrl);
    const files = await storedFiles();
    expect(files).toContain(path.basename(edited.adsImageUrl!));
    expect(files).not.toContain(path.basename(ad.adsImageUrl!));
  });

  it('answers 404 for an unknown ad and 400 with the shared messages', async () => {
    const missing = await inject('PUT', '/api/ads/edit/999999', superToken, await adForm({}, false));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.ads.notFound });
    const ad = await createAd({ active: 'false' });
    const invalid = await inject('PUT', `/api/ads/edit/${ad.adsId}`, superToken, await adForm({ adsOutsideLink: 'ftp://example.al' }, false));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<{ message: string }>().message).toBe(messages.ads.validation.linkInvalid);
  });
});

describe('POST /api/ads/count/{id}', () => {
  it('counts a click from anyone, without invalidating the public bodies', async () => {
    const top = (await slot('top'))!;
    const etag = (await inject('GET', '/api/ads/top')).headers.etag;
    const response = await inject('POST', `/api/ads/count/${top.adsId}`);
    expect(response.statusCode).toBe(204);
    expect((await inject('GET', `/api/ads/${top.adsId}`, superToken)).json<Ad>().adsClicks).toBe(top.adsClicks + 1);
    expect((await inject('GET', '/api/ads/top')).headers.etag).toBe(etag);
  });

  it('answers 404 for an unknown or inactive ad', async () => {
    const inactive = await createAd({ active: 'false' });
    for (const id of [inactive.adsId, 999999]) {
      const response = await inject('POST', `/api/ads/count/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: messages.ads.notFound });
    }
  });

  it('limits clicks per client address (429)', async () => {
    const bottom = (await slot('bottom'))!;
    const click = () => testApp.app.inject({ method: 'POST', url: `/api/ads/count/${bottom.adsId}`, remoteAddress: '203.0.113.9' });
    const statuses = [];
    for (let index = 0; index < 31; index++) statuses.push((await click()).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
    const limited = await click();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: expect.any(String) });
    // Another address is not affected.
    expect((await inject('POST', `/api/ads/count/${bottom.adsId}`)).statusCode).toBe(204);
  });
});

describe('PUT /api/ads/deactivate/{id}', () => {
  it('answers 200 and the slot falls back to the previous active ad, then to null', async () => {
    const bottom = (await slot('bottom'))!;
    const newer = await createAd({ displayOrder: '2', adsName: 'Më e reja poshtë' });
    expect((await slot('bottom'))!.adsId).toBe(newer.adsId);

    const response = await inject('PUT', `/api/ads/deactivate/${newer.adsId}`, superToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: AD_DEACTIVATED_MESSAGE });
    expect((await slot('bottom'))!.adsId).toBe(bottom.adsId);

    await inject('PUT', `/api/ads/deactivate/${bottom.adsId}`, superToken);
    const empty = await inject('GET', '/api/ads/bottom');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toBe('null');
    // Still listed for the super admin, who can switch it back on.
    const listed = (await inject('GET', '/api/ads/all', superToken)).json<Ad[]>().find((ad) => ad.adsId === bottom.adsId);
    expect(listed).toMatchObject({ active: false });
    expect((await testApp.database.db.select({ active: ads.active }).from(ads).where(eq(ads.id, bottom.adsId)))[0]).toEqual({ active: false });
  });

  it('answers 404 for an unknown ad', async () => {
    const response = await inject('PUT', '/api/ads/deactivate/999999', superToken);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.ads.notFound });
  });
});
