import { expectShownAfter } from '../../fixtures/brief-message';
import { expect, getAsAdmin, test, tiraneDay, uniqueName } from '../../fixtures/market-admin';

interface KnownPrices {
  productId: number;
  median: number | null;
  priceCount: number;
}

interface OfferDetail {
  products: { productId: number; oldPrice: number; newPrice: number }[];
}

test.describe('[MARKET_ADMIN][OFFERS] price sanity check', () => {
  test('@phone an implausible new price asks first: going back saves nothing, saving anyway saves', async ({ page, request, admin }) => {
    const auth = { Authorization: `Bearer ${admin.token}` };
    // A product of the market whose usual price the demo history knows well.
    const products = await getAsAdmin<{ productId: number; productName: string }[]>(request, admin, `/api/product/get/market/${admin.marketId}`);
    const asked = await request.post('/api/product/known-prices', { headers: auth, data: { productIds: products.slice(0, 200).map((p) => p.productId) } });
    expect(asked.status()).toBe(200);
    const known = ((await asked.json()) as KnownPrices[]).find((prices) => prices.priceCount >= 3 && (prices.median ?? 0) >= 100)!;
    expect(known, 'a demo product with a known price').toBeDefined();
    const median = known.median!;
    const [store] = await getAsAdmin<{ storeLocationId: number }[]>(request, admin, '/api/store-locations/all/market');
    expect(store, 'the market has a store point').toBeDefined();
    const plausible = { oldPrice: Math.round(median * 1.1), newPrice: Math.round(median * 0.9) };
    const offerName = uniqueName('Oferta me çmim të dyshimtë');
    const created = await request.post('/api/offer/add', {
      headers: auth,
      data: {
        offerName,
        startDate: tiraneDay(0),
        endDate: tiraneDay(5),
        locationIds: [],
        storeLocationIds: [store!.storeLocationId],
        products: [{ productId: known.productId, ...plausible }],
        marketId: admin.marketId,
      },
    });
    expect(created.status()).toBe(201);
    const { offerId } = (await created.json()) as { offerId: number };
    const savedPrices = async () => (await getAsAdmin<OfferDetail>(request, admin, `/api/offer/view/${offerId}`)).products[0]!;

    // Below a third of the usual price, with a modest discount: the old price was mistyped along with it.
    const typo = Math.floor(median / 4);
    await page.goto(`/admin/edit-user-offer/${offerId}`);
    await page.getByRole('spinbutton', { name: 'Çmimi i vjetër (ALL)' }).fill(String(typo + 10));
    await page.getByRole('spinbutton', { name: 'Çmimi i ri (ALL)' }).fill(String(typo));
    await page.getByRole('button', { name: 'Ruaj ndryshimet' }).click();
    const question = page.getByRole('alertdialog', { name: 'Çmime të pazakonta' });
    await expect(question).toContainText(`Rreshti 1 (${products.find((p) => p.productId === known.productId)!.productName})`);
    await expect(question).toContainText('është më pak se një e treta e çmimit të zakonshëm');

    await question.getByRole('button', { name: 'Kthehu te forma' }).click();
    await expect(question).toBeHidden();
    expect(await savedPrices()).toMatchObject(plausible);

    await page.getByRole('button', { name: 'Ruaj ndryshimet' }).click();
    await expectShownAfter(page, 'Oferta u përditësua me sukses!', () =>
      page.getByRole('alertdialog').getByRole('button', { name: 'Ruaj gjithsesi' }).click(),
    );
    expect(await savedPrices()).toMatchObject({ oldPrice: typo + 10, newPrice: typo });
  });
});
