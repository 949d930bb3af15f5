// The real routes with the demo data: each write drops the public answers built from what it changed, and
// only those (COMPARISON.md §7), and every answer read afterwards shows the write.
import type { OfferCard } from '@ofertat/shared-api/contracts';
import { tiraneToday } from '../../src/lib/tirane-date.js';
import { publicKey } from '../../src/plugins/public-key.js';
import { bearer, type DemoRoles, loginDemoRoles } from '../helpers/demo-roles.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

let testApp: TestApp;
let roles: DemoRoles<'dajti'>;
/** Keys of the public answers computed (cache misses) since the last reset. */
let computed: string[] = [];

beforeAll(async () => {
  testApp = await buildTestApp();
  roles = await loginDemoRoles(testApp, ['dajti']);
  const cache = testApp.app.publicCache;
  const get = cache.get.bind(cache);
  jest.spyOn(cache, 'get').mockImplementation((key, topics, load) =>
    get(key, topics, () => {
      computed.push(key);
      return load();
    }),
  );
});

afterAll(() => testApp.close());

/** The key of a public GET of `route` with no query, and its id when it has one. */
const keyOf = (route: string, id?: number) => publicKey(route, { params: id === undefined ? {} : { id }, query: {} });

/** Reads each public answer of `paths` in order, and returns the keys that were computed rather than cached. */
async function readAll(paths: string[]): Promise<string[]> {
  computed = [];
  for (const url of paths) expect((await testApp.app.inject(url)).statusCode).toBe(200);
  return [...computed].sort();
}

it("drops the cards of the writing market and the answers over all markets, keeping other markets' and unrelated answers", async () => {
  const { dajti, eko } = roles.marketIds;
  const stores = (await testApp.app.inject('/api/store-locations/all')).json<{ storeLocationId: number; marketId: number }[]>();
  const dajtiStore = stores.find((store) => store.marketId === dajti)!.storeLocationId;
  const ekoStore = stores.find((store) => store.marketId === eko)!.storeLocationId;
  const paths = [
    `/api/offer/market/app/${dajti}`,
    `/api/offer/market/app/${eko}`,
    `/api/offer/view/store/location/${dajtiStore}`,
    `/api/offer/view/store/location/${ekoStore}`,
    '/api/offer/all',
    '/api/ads/top',
    '/api/jobpost/all',
    '/api/market/all',
    '/api/category/all',
    '/api/location/all',
  ];
  await readAll(paths);
  expect(await readAll(paths)).toEqual([]);
  const catalogue = await testApp.app.catalogue.current(tiraneToday());

  const offers = (await testApp.app.inject({ url: `/api/offer/list/market/${dajti}`, headers: bearer(roles.admins.dajti) })).json<
    { offerId: number; current: boolean }[]
  >();
  const current = offers.find((offer) => offer.current)!;
  const deleted = await testApp.app.inject({ method: 'DELETE', url: `/api/offer/delete/${current.offerId}`, headers: bearer(roles.admins.dajti) });
  expect(deleted.statusCode).toBe(200);

  expect(await readAll(paths)).toEqual(
    [keyOf('/api/category/all'), keyOf('/api/offer/all'), keyOf('/api/offer/market/app/:id', dajti), keyOf('/api/offer/view/store/location/:id', dajtiStore)].sort(),
  );
  // The catalogue was mended (the deleted offer taken out), not read whole again.
  expect(await testApp.app.catalogue.current(tiraneToday())).toBe(catalogue);
  expect(catalogue.offers.has(current.offerId)).toBe(false);
  const cards = (await testApp.app.inject('/api/offer/all')).json<OfferCard[]>();
  expect(cards.some((card) => card.offerId === current.offerId)).toBe(false);
  const marketCards = (await testApp.app.inject(`/api/offer/market/app/${dajti}`)).json<OfferCard[]>();
  expect(marketCards.some((card) => card.offerId === current.offerId)).toBe(false);
});

it('drops only the ads after an ad is deactivated, and nothing after a sign-in', async () => {
  const paths = ['/api/ads/top', '/api/ads/bottom', '/api/offer/all', '/api/market/all'];
  await readAll(paths);
  await testApp.login(testApp.config.superAdmin.email, testApp.config.superAdmin.password);
  expect(await readAll(paths)).toEqual([]);

  const top = (await testApp.app.inject('/api/ads/top')).json<{ adsId: number }>();
  const deactivated = await testApp.app.inject({ method: 'PUT', url: `/api/ads/deactivate/${top.adsId}`, headers: bearer(roles.superAdmin) });
  expect(deactivated.statusCode).toBe(200);
  expect(await readAll(paths)).toEqual([keyOf('/api/ads/bottom'), keyOf('/api/ads/top')]);
  expect((await testApp.app.inject('/api/ads/top')).json<{ adsId: number } | null>()?.adsId).not.toBe(top.adsId);
});
