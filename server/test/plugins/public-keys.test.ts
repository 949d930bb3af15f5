// The shortcut's rule (public-answer-shortcut.ts): a kept answer is sent for a URL ahead of Fastify, whoever asks,
// so every public GET's cache key must come from its URL alone. Keys are made by publicKey only (reply.sendPublic
// takes none): this walks every GET of the API's description and checks, for each answered from the cache, that
// the URL names one key whatever else the request carries, and that the key is the route's (made by publicKey).
import { PublicAnswerShortcut } from '../../src/plugins/public-answer-shortcut.js';
import { publicKey } from '../../src/plugins/public-key.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { bearer } from '../helpers/demo-roles.js';

interface Parameter {
  in: 'path' | 'query';
  name: string;
  required?: boolean;
}

/** Query values a public GET needs to answer something (a word to suggest for, a point to be near). */
const SAMPLES: Record<string, string> = { q: 'qum', lat: '41.3275', lng: '19.8187' };

let testApp: TestApp;
let superAdmin: string;
let routes: { route: string; url: string }[];

beforeAll(async () => {
  testApp = await buildTestApp();
  superAdmin = await testApp.login(testApp.config.superAdmin.email, testApp.config.superAdmin.password);
  const paths = (testApp.app.swagger() as { paths: Record<string, Record<string, { parameters?: Parameter[]; security?: unknown[] }>> }).paths;
  routes = Object.entries(paths)
    .filter(([path, methods]) => path.startsWith('/api/') && methods.get !== undefined && methods.get.security === undefined)
    .map(([path, methods]) => {
      const query = (methods.get!.parameters ?? []).filter((parameter) => parameter.in === 'query' && SAMPLES[parameter.name] !== undefined);
      const search = new URLSearchParams(query.map((parameter): [string, string] => [parameter.name, SAMPLES[parameter.name]!]));
      return {
        route: path.replace(/\{(\w+)\}/g, ':$1'),
        url: `${path.replace(/\{\w+\}/g, '1')}${query.length > 0 ? `?${search.toString()}` : ''}`,
      };
    });
});
afterAll(() => testApp.close());

it('makes every public GET answer\'s key from its URL alone, with publicKey', async () => {
  const remember = jest.spyOn(PublicAnswerShortcut.prototype, 'remember');
  const kept: string[] = [];
  for (const { route, url } of routes) {
    const etags = new Set<string>();
    remember.mockClear();
    // The same URL as a visitor, a signed-in super admin and a browser with a cookie and other languages.
    for (const headers of [{}, bearer(superAdmin), { cookie: 'a=b', 'accept-language': 'en', 'accept-encoding': 'br' }]) {
      const response = await testApp.app.inject({ method: 'GET', url, headers });
      if (response.statusCode === 200 && response.headers.etag !== undefined) etags.add(String(response.headers.etag));
    }
    const keys = new Set(remember.mock.calls.filter(([remembered]) => remembered === url).map(([, key]) => key));
    if (keys.size === 0) continue;
    kept.push(route);
    expect({ url, keys: keys.size, etags: etags.size }).toEqual({ url, keys: 1, etags: 1 });
    const [key] = keys;
    expect(key!.startsWith(`${route} `)).toBe(true);
  }
  remember.mockRestore();
  // The walk reached the public reads: the lists, the comparison, suggestions, nearby stores, one product's history.
  expect(kept).toEqual(expect.arrayContaining(['/api/offer/all', '/api/compare/products', '/api/search/suggest', '/api/store-locations/near', '/api/product/:id/price-history']));
});

it('names the same key when a URL adds a parameter its route does not read', async () => {
  const remember = jest.spyOn(PublicAnswerShortcut.prototype, 'remember');
  for (const url of ['/api/compare/products?sort=price', '/api/compare/products?sort=price&_=1732780800']) {
    expect((await testApp.app.inject(url)).statusCode).toBe(200);
  }
  const [first, second] = remember.mock.calls.map(([, key]) => key);
  remember.mockRestore();
  expect(second).toBe(first);
});

it('names one key for equal questions, in any order, and another for another question', () => {
  expect(publicKey('/api/compare/products', { query: { sort: 'price', page: 1 } })).toBe(publicKey('/api/compare/products', { query: { page: 1, sort: 'price', q: undefined } }));
  expect(publicKey('/api/compare/products', { query: { page: 1 } })).not.toBe(publicKey('/api/compare/products', { query: { page: 2 } }));
  expect(publicKey('/api/product/:id', { params: { id: 1 } })).not.toBe(publicKey('/api/market/:id', { params: { id: 1 } }));
});
