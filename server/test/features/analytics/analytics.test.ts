import type { MarketAnalytics, PlatformAnalytics, ProductComparison, ProductGroupPage, PublicEvent, StorePoint } from '@ofertat/shared-api/contracts';
import { ANALYTICS_MAX_DAYS, messages } from '@ofertat/shared-api/validation';
import { addDays, tiraneToday } from '../../../src/lib/tirane-date.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { bearer, type DemoRoles, loginDemoRoles } from '../../helpers/demo-roles.js';

let testApp: TestApp;
let roles: DemoRoles<'dajti'>;
beforeAll(async () => {
  testApp = await buildTestApp();
  roles = await loginDemoRoles(testApp, ['dajti']);
});
afterAll(() => testApp.close());

let address = 0;
/** Each event from its own client address, so the per-address rate limit is met only where a test wants it. */
const send = (event: Partial<PublicEvent> | unknown, remoteAddress = `198.51.100.${(address++ % 250) + 1}`) =>
  testApp.app.inject({ method: 'POST', url: '/api/events', payload: event as object, remoteAddress });

const get = async <T>(url: string, token: string | undefined = roles.superAdmin) => {
  const response = await testApp.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
};
const marketAnalytics = (marketId: number, token?: string) => get<MarketAnalytics>(`/api/analytics/market/${marketId}`, token);
/** Today's counts of a market. */
const today = async (marketId: number) => (await marketAnalytics(marketId)).daily.at(-1)!;

/** A product with current offers in at least two markets, and those markets. */
async function productInSeveralMarkets() {
  const page = await get<ProductGroupPage>('/api/compare/products?sort=discount&pageSize=48');
  for (const group of page.items.filter((item) => item.offerCount >= 2)) {
    const { offers } = await get<ProductComparison>(`/api/compare/products/${group.productId}`);
    const marketIds = [...new Set(offers.map((offer) => offer.marketId))];
    if (marketIds.length >= 2) return { productId: group.productId, marketIds };
  }
  throw new Error('the demo data has no product offered by two markets');
}

describe('POST /api/events', () => {
  it('counts a product page view today for every market offering the product, and no other', async () => {
    const { productId, marketIds } = await productInSeveralMarkets();
    const other = Object.values(roles.marketIds).find((id) => !marketIds.includes(id))!;
    const before = await Promise.all([...marketIds, other].map(today));

    expect((await send({ type: 'productView', productId })).statusCode).toBe(204);
    expect((await send({ type: 'offerPopup', productId })).statusCode).toBe(204);

    const after = await Promise.all([...marketIds, other].map(today));
    marketIds.forEach((_, index) => {
      expect(after[index]!.productViews).toBe(before[index]!.productViews + 1);
      expect(after[index]!.offerPopups).toBe(before[index]!.offerPopups + 1);
    });
    expect(after.at(-1)).toEqual(before.at(-1));
    expect(after[0]!.date).toBe(tiraneToday());
  });

  it('counts a basket addition from a market card for that market only', async () => {
    const { productId, marketIds } = await productInSeveralMarkets();
    const [chosen, notChosen] = marketIds as [number, number];
    const before = await Promise.all([chosen, notChosen].map(today));
    expect((await send({ type: 'basketAdd', productId, marketId: chosen })).statusCode).toBe(204);
    const after = await Promise.all([chosen, notChosen].map(today));
    expect(after[0]!.basketAdds).toBe(before[0]!.basketAdds + 1);
    expect(after[1]!.basketAdds).toBe(before[1]!.basketAdds);
  });

  it("counts store and market pages for their market, and the market's flyer opens", async () => {
    const [flyer] = await get<{ volantinoId: number; marketId: number }[]>('/api/volantino/all', undefined);
    const marketId = flyer!.marketId;
    const stores = await get<StorePoint[]>('/api/store-locations/all', undefined);
    const store = stores.find((entry) => entry.marketId === marketId)!;
    const before = await today(marketId);

    expect((await send({ type: 'storeView', storeLocationId: store.storeLocationId })).statusCode).toBe(204);
    expect((await send({ type: 'marketView', marketId })).statusCode).toBe(204);
    const click = await testApp.app.inject({ method: 'POST', url: `/api/volantino/count/${flyer!.volantinoId}`, remoteAddress: '198.51.100.251' });
    expect(click.statusCode).toBe(204);

    const after = await today(marketId);
    expect(after.storeViews).toBe(before.storeViews + 1);
    expect(after.marketViews).toBe(before.marketViews + 1);
    expect(after.flyerOpens).toBe(before.flyerOpens + 1);
  });

  it('refuses bad input with 400 and the reason, and unknown subjects with 404, counting nothing', async () => {
    const platformBefore = await get<PlatformAnalytics>('/api/analytics/platform');
    const refusals: [unknown, number, string][] = [
      [{}, 400, messages.analytics.eventTypeInvalid],
      [{ type: 'purchase', productId: 1 }, 400, messages.analytics.eventTypeInvalid],
      [{ type: 'productView' }, 400, messages.analytics.productIdRequired],
      [{ type: 'storeView', productId: 1 }, 400, messages.analytics.storePointIdRequired],
      [{ type: 'marketView' }, 400, messages.analytics.marketIdRequired],
      [{ type: 'productView', productId: '12' }, 400, messages.validation.invalidId],
      [{ type: 'productView', productId: 0 }, 400, messages.validation.invalidId],
      [{ type: 'productView', productId: 999_999 }, 404, messages.products.notFound],
      [{ type: 'marketView', marketId: 999_999 }, 404, messages.markets.notFound],
      [{ type: 'storeView', storeLocationId: 999_999 }, 404, messages.storeLocations.notFound],
      [[], 400, messages.validation.invalidBody],
    ];
    for (const [event, status, message] of refusals) {
      const response = await send(event);
      expect({ event, status: response.statusCode, message: response.json().message }).toEqual({ event, status, message });
    }
    const platformAfter = await get<PlatformAnalytics>('/api/analytics/platform');
    expect(platformAfter.totals).toEqual(platformBefore.totals);
  });

  it("counts nothing for a deactivated market: its pages are not public", async () => {
    const tomorri = roles.marketIds.tomorri;
    const deactivate = await testApp.app.inject({ method: 'PUT', url: `/api/admin/deactivate/market/${tomorri}`, headers: bearer(roles.superAdmin) });
    expect(deactivate.statusCode).toBe(200);
    const before = await today(tomorri);
    const response = await send({ type: 'marketView', marketId: tomorri });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(messages.markets.notFound);
    expect(await today(tomorri)).toEqual(before);
  });

  it('limits the events one client address sends in a minute', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 61; index += 1) {
      statuses.push((await send({ type: 'marketView', marketId: roles.marketIds.dajti }, '192.0.2.77')).statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

describe('GET /api/analytics/market/{marketId}', () => {
  it('answers every day of the period, oldest first, summing to the totals', async () => {
    const analytics = await marketAnalytics(roles.marketIds.dajti);
    expect(analytics.marketName).toBe('Dajti Supermarket');
    expect(analytics.to).toBe(tiraneToday());
    expect(analytics.from).toBe(addDays(tiraneToday(), -29));
    expect(analytics.daily.map((day) => day.date)).toEqual(Array.from({ length: 30 }, (_, index) => addDays(analytics.from, index)));
    for (const key of Object.keys(analytics.totals) as (keyof MarketAnalytics['totals'])[]) {
      expect(analytics.daily.reduce((sum, day) => sum + day[key], 0)).toBe(analytics.totals[key]);
    }
    const week = await get<MarketAnalytics>(`/api/analytics/market/${roles.marketIds.dajti}?days=7`);
    expect(week.daily).toHaveLength(7);
  });

  it("is for the market's own admins and the super admin only", async () => {
    const url = (marketId: number) => `/api/analytics/market/${marketId}`;
    const status = async (marketId: number, token?: string) =>
      (await testApp.app.inject({ method: 'GET', url: url(marketId), headers: bearer(token) })).statusCode;
    expect(await status(roles.marketIds.dajti)).toBe(401);
    expect(await status(roles.marketIds.dajti, roles.admins.dajti)).toBe(200);
    expect(await status(roles.marketIds.adriatik, roles.admins.dajti)).toBe(403);
    expect(await status(999_999, roles.admins.dajti)).toBe(403);
    expect(await status(roles.marketIds.adriatik, roles.superAdmin)).toBe(200);
    expect(await status(999_999, roles.superAdmin)).toBe(404);
  });

  it('refuses a period outside 1 to the maximum number of days', async () => {
    for (const days of ['0', String(ANALYTICS_MAX_DAYS + 1), 'x']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/analytics/market/${roles.marketIds.dajti}?days=${days}`,
        headers: bearer(roles.superAdmin),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(messages.compare.historyDaysInvalid(ANALYTICS_MAX_DAYS));
    }
  });
});

describe('GET /api/analytics/platform', () => {
  it("adds up the markets' counts and the ad clicks, per day and per market", async () => {
    const before = await get<PlatformAnalytics>('/api/analytics/platform');
    const ads = await get<{ adsId: number; active: boolean }[]>('/api/ads/all');
    const ad = ads.find((entry) => entry.active)!;
    const click = await testApp.app.inject({ method: 'POST', url: `/api/ads/count/${ad.adsId}`, remoteAddress: '198.51.100.252' });
    expect(click.statusCode).toBe(204);
    expect((await send({ type: 'marketView', marketId: roles.marketIds.adriatik })).statusCode).toBe(204);

    const after = await get<PlatformAnalytics>('/api/analytics/platform');
    expect(after.totals.adClicks).toBe(before.totals.adClicks + 1);
    expect(after.daily.at(-1)!.adClicks).toBe(before.daily.at(-1)!.adClicks + 1);
    expect(after.totals.marketViews).toBe(before.totals.marketViews + 1);
    const adriatik = after.markets.find((entry) => entry.marketId === roles.marketIds.adriatik)!;
    expect(adriatik.totals).toEqual((await marketAnalytics(roles.marketIds.adriatik)).totals);
    expect(after.markets.map((entry) => entry.marketId).sort()).toEqual(Object.values(roles.marketIds).sort());
    const sums = after.markets.map((entry) => Object.values(entry.totals).reduce((sum, value) => sum + value, 0));
    expect(sums).toEqual([...sums].sort((a, b) => b - a));
    const { adClicks: _ads, ...marketTotals } = after.totals;
    for (const key of Object.keys(marketTotals) as (keyof typeof marketTotals)[]) {
      expect(after.markets.reduce((sum, entry) => sum + entry.totals[key], 0)).toBe(after.totals[key]);
    }
  });

  it('is for the super admin only', async () => {
    const status = async (token?: string) =>
      (await testApp.app.inject({ method: 'GET', url: '/api/analytics/platform', headers: bearer(token) })).statusCode;
    expect(await status()).toBe(401);
    expect(await status(roles.admins.dajti)).toBe(403);
  });
});
