import type { AdminOverview } from '@ofertat/shared-api/contracts';
import { sql } from 'drizzle-orm';
import { volantinos } from '../../../src/db/schema.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { bearer, type DemoRoles, loginDemoRoles } from '../../helpers/demo-roles.js';

let testApp: TestApp;
let roles: DemoRoles<'dajti'>;
beforeAll(async () => {
  testApp = await buildTestApp();
  roles = await loginDemoRoles(testApp, ['dajti']);
});
afterAll(() => testApp.close());

const get = async <T>(url: string, token = roles.superAdmin) => {
  const response = await testApp.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
};
const overview = () => get<AdminOverview>('/api/admin/overview');

describe('GET /api/admin/overview', () => {
  it('agrees with the lists the super admin and the public see', async () => {
    const [markets, users, offers, ads, flyers] = await Promise.all([
      get<unknown[]>('/api/market/all'),
      get<{ isActive: boolean }[]>('/api/admin/users/all'),
      get<{ current: boolean; marketActive: boolean }[]>('/api/offer/list/all'),
      get<{ active: boolean; adsClicks: number }[]>('/api/ads/all'),
      get<unknown[]>('/api/volantino/all'),
    ]);
    const [clicks] = await testApp.database.db.select({ total: sql<string>`coalesce(sum(${volantinos.clicks}), 0)` }).from(volantinos);

    const counts = await overview();
    expect(counts).toEqual({
      markets: markets.length,
      activeUsers: users.filter((user) => user.isActive).length,
      currentOffers: offers.filter((offer) => offer.current && offer.marketActive).length,
      activeAds: ads.filter((ad) => ad.active).length,
      currentFlyers: flyers.length,
      adClicks: ads.reduce((sum, ad) => sum + ad.adsClicks, 0),
      flyerClicks: Number(clicks!.total),
    });
    // The demo data has something of every kind (flyer clicks aside), so a count stuck at zero would show.
    const { flyerClicks: _noDemoFlyerClicks, ...seeded } = counts;
    for (const value of Object.values(seeded)) expect(value).toBeGreaterThan(0);
  });

  it('follows clicks and deactivations', async () => {
    const before = await overview();
    const [ad] = (await get<{ adsId: number; active: boolean }[]>('/api/ads/all')).filter((entry) => entry.active);
    const click = await testApp.app.inject({ method: 'POST', url: `/api/ads/count/${ad!.adsId}`, remoteAddress: '10.9.0.1' });
    expect(click.statusCode).toBe(204);
    const [flyer] = await get<{ volantinoId: number }[]>('/api/volantino/all');
    const flyerClick = await testApp.app.inject({ method: 'POST', url: `/api/volantino/count/${flyer!.volantinoId}`, remoteAddress: '10.9.0.2' });
    expect(flyerClick.statusCode).toBeLessThan(300);
    const deactivate = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/deactivate/market/${roles.marketIds.tomorri}`,
      headers: bearer(roles.superAdmin),
    });
    expect(deactivate.statusCode).toBe(200);

    const after = await overview();
    expect(after.adClicks).toBe(before.adClicks + 1);
    expect(after.flyerClicks).toBe(before.flyerClicks + 1);
    expect(after.markets).toBe(before.markets - 1);
    // The market's admin account goes with it.
    expect(after.activeUsers).toBeLessThan(before.activeUsers);
    expect(after.currentOffers).toBeLessThanOrEqual(before.currentOffers);
  });

  it('is for the super admin only', async () => {
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/admin/overview' });
    expect(anonymous.statusCode).toBe(401);
    const admin = await testApp.app.inject({ method: 'GET', url: '/api/admin/overview', headers: bearer(roles.admins.dajti) });
    expect(admin.statusCode).toBe(403);
  });
});
