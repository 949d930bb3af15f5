import type { OfferCard } from '@ofertat/shared-api/contracts';
import { DEMO_MARKETS } from '../../../src/seed/demo/markets.js';
import { DEMO_MARKET_ADMIN_PASSWORD, demoMarketAdminEmail } from '../../../src/seed/demo/market-admins.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

let testApp: TestApp;
// The full demo data (generated images and flyers included) takes a while to seed on a busy machine.
beforeAll(async () => {
  testApp = await buildTestApp();
}, 120_000);
afterAll(() => testApp.close());

const get = async <T>(url: string, token?: string) => {
  const response = await testApp.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
};

describe('[DEMO][OFFERS] demo offers', () => {
  it('fill the home page with about 100 current cards of every demo market, at plausible prices', async () => {
    const cards = await get<OfferCard[]>('/api/offer/all');
    expect(cards.length).toBeGreaterThanOrEqual(90);
    expect(cards.length).toBeLessThanOrEqual(130);
    expect(new Set(cards.map((card) => card.marketId)).size).toBe(DEMO_MARKETS.length);
    for (const card of cards) {
      expect(card.newPrice).toBeLessThan(card.oldPrice);
      expect(card.newPrice).toBeGreaterThan(0);
      expect(card.oldPrice).toBeLessThan(10_000);
    }
  });

  it('include special offers of every market', async () => {
    const special = await get<OfferCard[]>('/api/offer/all/special');
    expect(new Set(special.map((card) => card.marketId)).size).toBe(DEMO_MARKETS.length);
    expect(special.every((card) => card.discountPercentage >= 30)).toBe(true);
  });

  it('give every market admin current, expired and upcoming campaigns, and reach store pages', async () => {
    const token = await testApp.login(demoMarketAdminEmail(DEMO_MARKETS[0].key), DEMO_MARKET_ADMIN_PASSWORD);
    const me = await get<{ marketId: number }>('/api/admin/me', token);
    const list = await get<{ current: boolean; expired: boolean }[]>(`/api/offer/list/market/${me.marketId}`, token);
    expect(list.some((offer) => offer.current)).toBe(true);
    expect(list.some((offer) => offer.expired)).toBe(true);
    expect(list.some((offer) => !offer.current && !offer.expired)).toBe(true);

    const stores = await get<{ storeLocationId: number; marketId: number }[]>('/api/store-locations/all');
    const own = stores.filter((store) => store.marketId === me.marketId);
    const storeCards = await Promise.all(own.map((store) => get<OfferCard[]>(`/api/offer/view/store/location/${store.storeLocationId}`)));
    expect(storeCards.every((cards) => cards.length > 0)).toBe(true);
  });
});
