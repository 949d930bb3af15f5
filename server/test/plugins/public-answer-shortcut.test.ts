// The real app listening on a port: a public answer asked for again is sent ahead of Fastify, byte for byte and
// header for header what Fastify sent, and a write that changes it sends the next request through Fastify again.
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OfferCard } from '@ofertat/shared-api/contracts';
import { addDays, tiraneToday } from '../../src/lib/tirane-date.js';
import { PublicAnswerShortcut } from '../../src/plugins/public-answer-shortcut.js';
import { PublicCache } from '../../src/plugins/public-cache.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { bearer, type DemoRoles, loginDemoRoles } from '../helpers/demo-roles.js';

let testApp: TestApp;
let roles: DemoRoles<'dajti'>;
let origin: string;
let serve: jest.SpyInstance<boolean, Parameters<PublicAnswerShortcut['serve']>>;

beforeAll(async () => {
  testApp = await buildTestApp();
  roles = await loginDemoRoles(testApp, ['dajti']);
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  serve = jest.spyOn(PublicAnswerShortcut.prototype, 'serve');
});
afterAll(() => testApp.close());
beforeEach(() => serve.mockClear());

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request as a browser sends it, the body as it came (still compressed). */
function request(method: 'GET' | 'HEAD' | 'POST', path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = http.request(`${origin}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/** Whether each request since the last clear was answered ahead of Fastify. */
const shortcutTaken = () => serve.mock.results.map((result) => result.value as boolean);
const withoutDate = ({ date: _date, ...headers }: IncomingHttpHeaders) => headers;

it('sends a public answer asked for again with the bytes and headers Fastify sent, in each encoding', async () => {
  for (const encoding of ['br', 'gzip', '']) {
    const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
    const first = await request('GET', '/api/market/all?for=test', headers);
    const again = await request('GET', '/api/market/all?for=test', headers);
    expect(again.status).toBe(200);
    expect(again.body.equals(first.body)).toBe(true);
    expect(withoutDate(again.headers)).toEqual(withoutDate(first.headers));
    expect(again.headers['content-encoding']).toBe(encoding || undefined);
    expect(again.headers['content-security-policy']).toContain("default-src 'self'");
  }
  // The first request of the URL went through Fastify, and so did the first in gzip, which the body was not yet
  // compressed in (each copy is made when first asked for); the others did not. No encoding is needed for none.
  expect(shortcutTaken()).toEqual([false, true, false, true, true, true]);
});

it('answers 304 to a request that holds the current ETag, as Fastify does', async () => {
  const first = await request('GET', '/api/category/all');
  const fromFastify = await request('GET', '/api/category/all?x', { 'if-none-match': String(first.headers.etag) });
  const ahead = await request('GET', '/api/category/all', { 'if-none-match': String(first.headers.etag) });
  expect([fromFastify.status, ahead.status]).toEqual([304, 304]);
  expect(withoutDate(ahead.headers)).toEqual(withoutDate(fromFastify.headers));
  expect(ahead.body.length).toBe(0);
  expect(shortcutTaken()).toEqual([false, false, true]);
});

it('sends the request after a write through Fastify, which shows the write', async () => {
  const path = `/api/offer/market/app/${roles.marketIds.dajti}`;
  const cards = async () => JSON.parse((await request('GET', path)).body.toString()) as OfferCard[];
  await cards();
  const before = await cards();
  expect(shortcutTaken()).toEqual([false, true]);

  const [city] = JSON.parse((await request('GET', '/api/location/all')).body.toString()) as { locationId: number }[];
  const products = JSON.parse((await request('GET', '/api/product/all')).body.toString()) as { productId: number; marketId: number | null }[];
  const today = tiraneToday();
  const offer = {
    offerName: 'Vetëm sot',
    marketId: null,
    startDate: today,
    endDate: addDays(today, 2),
    locationIds: [city!.locationId],
    storeLocationIds: [],
    products: [{ productId: products.find((product) => product.marketId === null)!.productId, oldPrice: 300, newPrice: 199 }],
  };
  const created = await request('POST', '/api/offer/add', { ...bearer(roles.admins.dajti), 'content-type': 'application/json' }, JSON.stringify(offer));
  expect(created.status).toBe(201);
  const { offerId } = JSON.parse(created.body.toString()) as { offerId: number };

  serve.mockClear();
  const after = await cards();
  expect(shortcutTaken()).toEqual([false]);
  expect(after).toHaveLength(before.length + 1);
  expect(after.filter((card) => card.offerId === offerId)).toEqual([expect.objectContaining({ newPrice: 199, oldPrice: 300 })]);
});

it('leaves to Fastify what is not a kept public answer: a refused request, a search sent by POST, a HEAD', async () => {
  for (let i = 0; i < 2; i++) expect((await request('GET', '/api/market/abc')).status).toBe(400);
  const search = JSON.stringify({ categoryId: 1 });
  for (let i = 0; i < 2; i++) expect((await request('POST', '/api/offer/search', { 'content-type': 'application/json' }, search)).status).toBe(200);
  for (let i = 0; i < 2; i++) await request('GET', '/api/jobpost/all');
  expect((await request('HEAD', '/api/jobpost/all')).status).toBe(200);
  expect(shortcutTaken()).toEqual([false, false, false, false, false, true, false]);
});

it('leaves every request to Fastify once its server no longer listens, so that a closing server answers as Fastify does', async () => {
  const cache = new PublicCache();
  await cache.get('markets', ['market'], async () => [{ marketId: 1 }]);
  const shortcut = new PublicAnswerShortcut({});
  shortcut.serveFrom(cache);
  shortcut.remember('/api/market/all', 'markets');
  const toFastify: string[] = [];
  const server = shortcut.serverFactory((incoming) => toFastify.push(String(incoming.url)), {} as Parameters<PublicAnswerShortcut['serverFactory']>[1]);
  /** A GET of the kept URL delivered to the server; the status the shortcut wrote, if it answered. */
  const deliver = () => {
    let status: number | undefined;
    const response = { writeHead: (code: number) => ((status = code), { end: () => undefined }) };
    server.emit('request', { method: 'GET', url: '/api/market/all', headers: {} }, response);
    return status;
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  expect(deliver()).toBe(200);
  await new Promise((resolve) => server.close(resolve));
  expect(deliver()).toBeUndefined();
  expect(toFastify).toEqual(['/api/market/all']);
});
