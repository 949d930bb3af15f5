// Two server instances share one PostgreSQL and keep their own public caches: a write through one must show in
// the public reads of the other at once. Each request below goes straight to one instance, not through nginx's
// round robin, so the test knows which instance wrote and which one read.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import type { OfferCard, OfferDetail, OfferListItem } from '@ofertat/shared-api';
import { marketAdmin, superAdmin } from '../../fixtures/accounts';
import { edgeStack } from '../../fixtures/edge';
import { pngFile } from '../../fixtures/images';
import { tiraneDay, uniqueName } from '../../fixtures/market-admin';

interface Session {
  token: string;
  marketId: number | null;
}

async function signIn(instance: APIRequestContext, account: { email: string; password: string }): Promise<Session> {
  const response = await instance.post('/api/admin/login', { data: { usernameOrEmail: account.email, password: account.password } });
  expect(response.status()).toBe(200);
  const { token, marketId } = (await response.json()) as { token: string; marketId: number | null };
  return { token, marketId };
}

const bearer = (session: Session) => ({ headers: { Authorization: `Bearer ${session.token}` } });

async function json<T>(instance: APIRequestContext, path: string, session?: Session): Promise<T> {
  const response = await instance.get(path, session && bearer(session));
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

test.describe('[EDGE][TWO_INSTANCES]', () => {
  let first: APIRequestContext;
  let second: APIRequestContext;

  test.beforeEach(async ({ playwright }) => {
    const [one, two] = edgeStack().instances;
    first = await playwright.request.newContext({ baseURL: one!.url });
    second = await playwright.request.newContext({ baseURL: two!.url });
  });

  test.afterEach(async () => {
    await Promise.all([first.dispose(), second.dispose()]);
  });

  test('an offer created through one instance is in the public list of the other at once, and leaves it when deleted', async () => {
    const admin = await signIn(first, marketAdmin);
    const publicOffersOnSecond = () => json<OfferCard[]>(second, '/api/offer/all');
    // Read twice, so the second instance answers from its cache.
    await publicOffersOnSecond();
    const offersBefore = await publicOffersOnSecond();

    const [template] = await json<OfferListItem[]>(first, `/api/offer/list/market/${admin.marketId}`, admin);
    const detail = await json<OfferDetail>(first, `/api/offer/view/${template!.offerId}`, admin);
    const created = await first.post('/api/offer/add', {
      ...bearer(admin),
      data: {
        offerName: uniqueName('Oferta e dy instancave'),
        startDate: tiraneDay(0),
        endDate: tiraneDay(3),
        locationIds: detail.locations.map((location) => location.locationId),
        storeLocationIds: detail.storeLocations.map((store) => store.storeLocationId),
        products: [{ productId: detail.products[0]!.productId, oldPrice: 450, newPrice: 1 }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { offerId } = (await created.json()) as { offerId: number };
    expect(offersBefore.some((card) => card.offerId === offerId)).toBe(false);

    expect((await publicOffersOnSecond()).filter((card) => card.offerId === offerId)).toHaveLength(1);

    // And the other way round: deleted through the second, gone from the first's public list.
    const publicOffersOnFirst = () => json<OfferCard[]>(first, '/api/offer/all');
    expect((await publicOffersOnFirst()).some((card) => card.offerId === offerId)).toBe(true);
    expect((await second.delete(`/api/offer/delete/${offerId}`, bearer(admin))).ok()).toBe(true);
    expect((await publicOffersOnFirst()).some((card) => card.offerId === offerId)).toBe(false);
  });

  test("a price written through one instance is the other's comparison at once, and both catalogues equal the database", async () => {
    const admin = await signIn(first, marketAdmin);
    const owner = await signIn(second, superAdmin);
    const [template] = await json<OfferListItem[]>(first, `/api/offer/list/market/${admin.marketId}`, admin);
    const detail = await json<OfferDetail>(first, `/api/offer/view/${template!.offerId}`, admin);
    const productId = detail.products[0]!.productId;
    const comparisonOnSecond = () => json<{ offers: OfferCard[] }>(second, `/api/compare/products/${productId}`);
    await comparisonOnSecond();

    const created = await first.post('/api/offer/add', {
      ...bearer(admin),
      data: {
        offerName: uniqueName('Çmimi i dy instancave'),
        startDate: tiraneDay(0),
        endDate: tiraneDay(2),
        locationIds: detail.locations.map((location) => location.locationId),
        storeLocationIds: detail.storeLocations.map((store) => store.storeLocationId),
        products: [{ productId, oldPrice: 450, newPrice: 0.5 }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { offerId } = (await created.json()) as { offerId: number };
    // The cheapest first: the new price leads the other instance's comparison with its answer to the write.
    expect((await comparisonOnSecond()).offers[0]).toMatchObject({ offerId, newPrice: 0.5 });

    for (const [instance, session] of [
      [first, await signIn(first, superAdmin)],
      [second, owner],
    ] as const) {
      const check = await json<{ consistent: boolean; differences: string[] }>(instance, '/api/admin/catalogue/check', session);
      expect(check).toMatchObject({ consistent: true, differences: [] });
    }
    expect((await second.delete(`/api/offer/delete/${offerId}`, bearer(admin))).ok()).toBe(true);
    expect((await json<{ offers: OfferCard[] }>(first, `/api/compare/products/${productId}`)).offers.some((card) => card.offerId === offerId)).toBe(false);
  });

  test('a market deactivated through one instance disappears from both', async () => {
    const owner = await signIn(first, superAdmin);
    const marketName = uniqueName('Market i dy instancave');
    const created = await first.post('/api/admin/markets', {
      ...bearer(owner),
      multipart: { marketName, marketLogo: pngFile('logo.png') },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { marketId: id } = (await created.json()) as { marketId: number };
    const marketNames = async (instance: APIRequestContext) =>
      (await json<{ marketName: string }[]>(instance, '/api/market/all')).map((market) => market.marketName);

    expect(await marketNames(second)).toContain(marketName);
    expect(await marketNames(first)).toContain(marketName);
    expect((await second.get(`/api/market/${id}`)).status()).toBe(200);

    expect((await second.put(`/api/admin/deactivate/market/${id}`, bearer(owner))).ok()).toBe(true);

    expect(await marketNames(first)).not.toContain(marketName);
    expect(await marketNames(second)).not.toContain(marketName);
    expect((await first.get(`/api/market/${id}`)).status()).toBe(404);
  });
});
