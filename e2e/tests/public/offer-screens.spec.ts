import { expect, test } from '../../fixtures/test';
import { getJson, marketEventTotals, openInApp, skipAppPopup, storeWithOffers } from '../../fixtures/public-site';

test.describe('[PUBLIC][STORE_OFFERS]', () => {
  test.beforeEach(async ({ page }) => skipAppPopup(page));

  test('@phone shows the store’s offers in English, 4 at a time from the server, and refresh starts over', async ({ page, request }) => {
    const store = await storeWithOffers(request, 8);
    const pages: string[] = [];
    const storeLists: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/api/compare/products') pages.push(`${url.searchParams.get('storeLocationId')}:${url.searchParams.get('page')}:${url.searchParams.get('pageSize')}`);
      if (url.pathname === '/api/store-locations/all') storeLists.push(url.pathname);
    });
    const before = await marketEventTotals(request, store.marketId);
    await page.goto(`/store-offer/${store.storeLocationId}`);
    await expect(page.getByRole('heading', { level: 1, name: store.title })).toBeVisible();
    // The branch's name under the market's, from its own answer rather than the list of every store point.
    await expect(page.getByText(store.storeLocationName, { exact: true })).toBeVisible();
    expect(storeLists).toEqual([]);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(4);
    await expect(cards.first().getByText('Normal Price')).toBeVisible();
    await expect(cards.first().getByText('Offer Price')).toBeVisible();

    await page.getByRole('button', { name: 'Show More' }).click();
    await expect(cards).toHaveCount(8);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(cards).toHaveCount(4);
    const id = store.storeLocationId;
    // The first 4 came in the page the server rendered; the browser asked for the next 4, then the first again.
    expect(pages).toEqual([`${id}:2:4`, `${id}:1:4`]);
    // The visit was counted in the market's analytics (issue 16).
    await expect.poll(async () => (await marketEventTotals(request, store.marketId)).storeViews).toBeGreaterThan(before.storeViews);
  });

  test('shows the store error text when the offers cannot be loaded, and the missing-id text', async ({ page, request }) => {
    const store = await storeWithOffers(request, 0);
    await page.route('**/api/compare/products?**', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
    await openInApp(page, `/store-offer/${store.storeLocationId}`);
    await expect(page.getByText('Error fetching offers for this store.')).toBeVisible();
    await page.goto('/store-offer/not-an-id');
    await expect(page.getByText('No store location ID provided.')).toBeVisible();
  });
});

test.describe('[PUBLIC][MARKET_OFFERS]', () => {
  test.beforeEach(async ({ page }) => skipAppPopup(page));

  test('@phone shows the market’s offers in Albanian, 4 at a time', async ({ page, request }) => {
    const markets = await getJson<{ marketId: number; marketName: string }[]>(request, '/api/market/all');
    const market = markets.find((entry) => entry.marketName === 'Dajti Supermarket')!;
    const before = await marketEventTotals(request, market.marketId);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Marketet' }).getByRole('link', { name: 'Dajti Supermarket' }).click();
    await expect(page).toHaveURL(new RegExp(`/market-offer/${market.marketId}$`));
    await expect.poll(async () => (await marketEventTotals(request, market.marketId)).marketViews).toBeGreaterThan(before.marketViews);
    await expect(page.getByRole('heading', { level: 1, name: 'Dajti Supermarket' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(4);
    await expect(cards.first().getByText('Çmimi normal')).toBeVisible();
    await page.getByRole('button', { name: 'Shfaq më shumë' }).click();
    await expect(cards).toHaveCount(8);
    await page.getByRole('button', { name: 'Rifresko' }).click();
    await expect(cards).toHaveCount(4);
  });

  test('shows the missing-id text', async ({ page }) => {
    await page.goto('/market-offer/0');
    await expect(page.getByText('No market ID provided.')).toBeVisible();
  });
});
