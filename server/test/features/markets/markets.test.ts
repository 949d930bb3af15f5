import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Market } from '@ofertat/shared-api/contracts';
import { messages } from '@ofertat/shared-api/validation';
import { DEFAULT_SUPERADMIN_EMAIL, DEFAULT_SUPERADMIN_PASSWORD } from '../../../src/config.js';
import { MARKET_DEACTIVATED_MESSAGE } from '../../../src/features/markets/markets-routes.js';
import { DEMO_MARKET_ADMIN_PASSWORD, demoMarketAdminEmail } from '../../../src/seed/demo/market-admins.js';
import { DEMO_MARKETS } from '../../../src/seed/demo/markets.js';
import { LOGO_THUMBNAIL_SIDE, uploadMessages } from '../../../src/uploads/index.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { asFile, bearer, multipart, PDF_BYTES, SVG_TEXT, testImage } from '../../helpers/uploads.js';

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

const listMarkets = async () => (await inject('GET', '/api/market/all')).json<Market[]>();
const marketId = async (name: string) => (await listMarkets()).find((market) => market.marketName === name)!.marketId;
const storedFiles = () => readdir(testApp.config.uploads.dir);

describe('GET /api/market/all', () => {
  it('lists the active markets to anyone, each with a generated logo and its thumbnail, both served', async () => {
    const response = await inject('GET', '/api/market/all');
    expect(response.statusCode).toBe(200);
    const markets = response.json<Market[]>();
    expect(markets.map((market) => market.marketName)).toEqual(DEMO_MARKETS.map((market) => market.name));
    for (const market of markets) {
      expect(Object.keys(market).sort()).toEqual(['marketId', 'marketLogo', 'marketLogoThumbnail', 'marketName']);
      expect(market.marketLogo).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
      expect(market.marketLogoThumbnail).toBe(market.marketLogo!.replace('.webp', '-thumb.webp'));
    }
    expect(new Set(markets.map((market) => market.marketLogo)).size).toBe(markets.length);
    for (const url of [markets[0]!.marketLogo!, markets[0]!.marketLogoThumbnail!]) {
      const logo = await inject('GET', url);
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/webp');
    }
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await inject('GET', '/api/market/all');
    const again = await testApp.app.inject({ method: 'GET', url: '/api/market/all', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/market/{id}', () => {
  it('returns an active market with its cities and store-location count, publicly', async () => {
    const id = await marketId('Dajti Supermarket');
    const response = await inject('GET', `/api/market/${id}`);
    expect(response.statusCode).toBe(200);
    const market = response.json<Market & { cities: Array<{ locationId: number; locationName: string }>; storeLocationCount: number }>();
    expect(market).toEqual({
      marketId: id,
      marketName: 'Dajti Supermarket',
      marketLogo: expect.stringMatching(/^\/uploads\//),
      marketLogoThumbnail: expect.stringMatching(/^\/uploads\/.+-thumb\.webp$/),
      cities: expect.any(Array),
      storeLocationCount: expect.any(Number),
    });
    for (const city of market.cities) expect(city).toEqual({ locationId: expect.any(Number), locationName: expect.any(String) });
  });

  it('answers 404 with a message for an unknown market, 400 for a malformed id', async () => {
    const missing = await inject('GET', '/api/market/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.markets.notFound });
    const malformed = await inject('GET', '/api/market/abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: messages.validation.invalidId });
  });
});

describe('POST /api/admin/markets', () => {
  it('is for the super admin only', async () => {
    const form = () => multipart({ marketName: 'Market pa leje' });
    expect((await inject('POST', '/api/admin/markets', undefined, form())).statusCode).toBe(401);
    const forbidden = await inject('POST', '/api/admin/markets', adminToken, form());
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: messages.authorization.forbidden });
    expect((await listMarkets()).map((market) => market.marketName)).not.toContain('Market pa leje');
  });

  it('creates a market with a logo (201), stored as WebP, and lists it at once', async () => {
    const response = await inject(
      'POST',
      '/api/admin/markets',
      superToken,
      multipart({ marketName: '  Berati Market  ', marketLogo: await testImage('jpeg', { width: 900, height: 600 }) }),
    );
    expect(response.statusCode).toBe(201);
    const market = response.json<Market>();
    expect(market).toEqual({
      marketId: expect.any(Number),
      marketName: 'Berati Market',
      marketLogo: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.webp$/),
      marketLogoThumbnail: market.marketLogo!.replace('.webp', '-thumb.webp'),
    });
    expect(await storedFiles()).toEqual(expect.arrayContaining([path.basename(market.marketLogo!), path.basename(market.marketLogo!).replace('.webp', '-thumb.webp')]));
    expect(await listMarkets()).toContainEqual(market);
    // Logos are shown at 64 px at most: their thumbnail is 128 px on its longer side, not the lists' 320 px.
    const thumbnail = await inject('GET', market.marketLogoThumbnail!);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: LOGO_THUMBNAIL_SIDE, height: 85 });
  });

  it('creates a market without a logo', async () => {
    const response = await inject('POST', '/api/admin/markets', superToken, multipart({ marketName: 'Market pa logo' }));
    expect(response.statusCode).toBe(201);
    expect(response.json<Market>()).toMatchObject({ marketLogo: null, marketLogoThumbnail: null });
  });

  it('validates the name with the shared rules and refuses a name in use (ignoring case and accents)', async () => {
    const blank = await inject('POST', '/api/admin/markets', superToken, multipart({ marketName: '   ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: messages.markets.validation.nameRequired, errors: { marketName: messages.markets.validation.nameRequired } });

    const duplicate = await inject('POST', '/api/admin/markets', superToken, multipart({ marketName: 'KORCA fresh market' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: messages.markets.duplicate('Korça Fresh Market') });
  });

  it('refuses a logo that is not an image, or too large, and stores nothing', async () => {
    const before = await storedFiles();
    for (const marketLogo of [asFile(SVG_TEXT, 'logo.svg', 'image/svg+xml'), asFile(PDF_BYTES, 'logo.png', 'image/png')]) {
      const response = await inject('POST', '/api/admin/markets', superToken, multipart({ marketName: 'Market me logo të keq', marketLogo }));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(uploadMessages.wrongType.image);
    }
    const huge = asFile(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(testApp.config.uploads.imageMaxBytes)]), 'big.jpg', 'image/jpeg');
    const oversize = await inject('POST', '/api/admin/markets', superToken, multipart({ marketName: 'Market me logo të madh', marketLogo: huge }));
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json()).toEqual({
      message: 'Imazhi është shumë i madh. Madhësia maksimale është 5 MB.',
      errors: { marketLogo: 'Imazhi është shumë i madh. Madhësia maksimale është 5 MB.' },
    });

    const notMultipart = await inject('POST', '/api/admin/markets', superToken, { marketName: 'JSON Market' });
    expect(notMultipart.statusCode).toBe(415);
    expect(await storedFiles()).toEqual(before);
    expect((await listMarkets()).map((market) => market.marketName)).not.toContain('Market me logo të keq');
  });

  it('refuses a form with the name sent twice, with its logo, and stores nothing', async () => {
    const before = await storedFiles();
    const form = multipart({ marketName: 'Market i parë' });
    form.append('marketName', 'Market i dytë');
    const logo = await testImage('png');
    form.append('marketLogo', new Blob([logo.data]), logo.filename);
    const response = await inject('POST', '/api/admin/markets', superToken, form);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: uploadMessages.duplicateField('marketName'),
      errors: { marketName: uploadMessages.duplicateField('marketName') },
    });
    expect(await storedFiles()).toEqual(before);
    expect((await listMarkets()).map((market) => market.marketName)).not.toEqual(expect.arrayContaining(['Market i parë']));
    expect((await listMarkets()).map((market) => market.marketName)).not.toEqual(expect.arrayContaining(['Market i dytë']));
  });
});

describe('PUT /api/admin/markets/{id}', () => {
  it('renames and keeps the logo when none is sent', async () => {
    const id = await marketId('Vjosa Market');
    const before = (await listMarkets()).find((market) => market.marketId === id)!;
    const response = await inject('PUT', `/api/admin/markets/${id}`, superToken, multipart({ marketName: 'Vjosa Market Fier' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ marketId: id, marketName: 'Vjosa Market Fier', marketLogo: before.marketLogo, marketLogoThumbnail: before.marketLogoThumbnail });
    expect((await inject('GET', `/api/market/${id}`)).json<Market>().marketName).toBe('Vjosa Market Fier');
  });

  it('replaces the logo and removes the old file with its thumbnail', async () => {
    const id = await marketId('Drini Ushqimore');
    const oldLogo = (await listMarkets()).find((market) => market.marketId === id)!.marketLogo!;
    const response = await inject(
      'PUT',
      `/api/admin/markets/${id}`,
      superToken,
      multipart({ marketName: 'Drini Ushqimore', marketLogo: await testImage('png') }),
    );
    expect(response.statusCode).toBe(200);
    const newLogo = response.json<Market>().marketLogo!;
    expect(newLogo).not.toBe(oldLogo);
    const files = await storedFiles();
    expect(files).toContain(path.basename(newLogo));
    expect(files).not.toContain(path.basename(oldLogo));
    expect(files).not.toContain(path.basename(oldLogo).replace('.webp', '-thumb.webp'));
    expect((await inject('GET', oldLogo)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown market (without storing the logo), 409 for a taken name, 401/403 for others', async () => {
    const before = await storedFiles();
    const missing = await inject('PUT', '/api/admin/markets/999999', superToken, multipart({ marketName: 'X', marketLogo: await testImage('png') }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.markets.notFound });
    expect(await storedFiles()).toEqual(before);

    const id = await marketId('Eko Fruta Shqipëri');
    const taken = await inject('PUT', `/api/admin/markets/${id}`, superToken, multipart({ marketName: 'Dajti supermarket' }));
    expect(taken.statusCode).toBe(409);
    // Its own name is not a conflict.
    expect((await inject('PUT', `/api/admin/markets/${id}`, superToken, multipart({ marketName: 'EKO Fruta Shqiperi' }))).statusCode).toBe(200);

    expect((await inject('PUT', `/api/admin/markets/${id}`, undefined, multipart({ marketName: 'X' }))).statusCode).toBe(401);
    expect((await inject('PUT', `/api/admin/markets/${id}`, adminToken, multipart({ marketName: 'X' }))).statusCode).toBe(403);
  });
});

describe('PUT /api/admin/deactivate/market/{id}', () => {
  it('is for the super admin only', async () => {
    const id = await marketId('Adriatik Market');
    expect((await inject('PUT', `/api/admin/deactivate/market/${id}`)).statusCode).toBe(401);
    expect((await inject('PUT', `/api/admin/deactivate/market/${id}`, adminToken)).statusCode).toBe(403);
    expect((await listMarkets()).map((market) => market.marketId)).toContain(id);
  });

  it("hides the market everywhere, and its admins can neither log in nor keep using a token", async () => {
    const id = await marketId('Tomorri Supermarket');
    const email = demoMarketAdminEmail('tomorri');
    const tomorriToken = await testApp.login(email, DEMO_MARKET_ADMIN_PASSWORD);
    expect((await inject('GET', '/api/admin/me', tomorriToken)).statusCode).toBe(200);

    const response = await inject('PUT', `/api/admin/deactivate/market/${id}`, superToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MARKET_DEACTIVATED_MESSAGE });

    expect((await listMarkets()).map((market) => market.marketId)).not.toContain(id);
    expect((await inject('GET', `/api/market/${id}`)).statusCode).toBe(404);
    expect((await inject('PUT', `/api/admin/markets/${id}`, superToken, multipart({ marketName: 'Tomorri' }))).statusCode).toBe(404);

    const storeLocations = (await inject('GET', '/api/store-locations/all')).json<Array<{ marketName: string }>>();
    expect(storeLocations.map((store) => store.marketName)).not.toContain('Tomorri Supermarket');

    expect((await inject('GET', '/api/admin/me', tomorriToken)).statusCode).toBe(401);
    const login = await testApp.app.inject({ method: 'POST', url: '/api/admin/login', payload: { usernameOrEmail: email, password: DEMO_MARKET_ADMIN_PASSWORD } });
    expect(login.statusCode).toBe(401);

    // Gone: a second deactivation finds nothing, and the name is free again.
    expect((await inject('PUT', `/api/admin/deactivate/market/${id}`, superToken)).statusCode).toBe(404);
    expect((await inject('POST', '/api/admin/markets', superToken, multipart({ marketName: 'Tomorri Supermarket' }))).statusCode).toBe(201);
  });

  it('answers 404 for an unknown market and 400 for a malformed id', async () => {
    expect((await inject('PUT', '/api/admin/deactivate/market/999999', superToken)).json()).toEqual({ message: messages.markets.notFound });
    expect((await inject('PUT', '/api/admin/deactivate/market/0', superToken)).statusCode).toBe(400);
  });
});
