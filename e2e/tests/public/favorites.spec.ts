import { expect, test } from '../../fixtures/test';
import { expectNoSeriousViolations } from '../../fixtures/accessibility';
import { getJson, skipAppPopup } from '../../fixtures/public-site';

interface Market {
  marketId: number;
  marketName: string;
}

interface Product {
  productId: number;
  productName: string;
}

/** mfe-public/src/lib/favorites.ts */
const FAVORITES_KEY = 'ofertat.favorites';

test.describe('[PUBLIC][FAVORITES]', () => {
  test.beforeEach(async ({ page }) => skipAppPopup(page));

  test('@phone a starred market and product show their offers; offers new since the last visit say "E re"', async ({ page, request }) => {
    // A visitor whose last look at the favourites was long ago: every current offer started since.
    await page.addInitScript((key) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ markets: [], products: [], lastVisit: '2000-01-01' }));
    }, FAVORITES_KEY);
    const [market] = await getJson<Market[]>(request, '/api/market/all');
    if (!market) throw new Error('the demo data has markets');

    await page.goto(`/market-offer/${market.marketId}`);
    await expect(page.getByRole('heading', { level: 1, name: market.marketName })).toBeVisible();
    const marketStar = page.getByRole('button', { name: `Të preferuarat: ${market.marketName}` });
    await marketStar.click();
    await expect(marketStar).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/search?q=kafe');
    const card = page.getByRole('main').getByRole('article').first();
    const productName = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await card.getByRole('button', { name: `Të preferuarat: ${productName}` }).click();
    await expect(card.getByRole('button', { name: `Të preferuarat: ${productName}` })).toHaveAttribute('aria-pressed', 'true');

    const menu = page.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('navigation', { name: 'Navigimi kryesor' }).getByRole('link', { name: 'Të preferuarat' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Të preferuarat' })).toBeVisible();
    const markets = page.getByRole('region', { name: 'Marketet' });
    await expect(markets.getByRole('link', { name: market.marketName })).toBeVisible();
    await expect(markets.getByRole('article').first()).toBeVisible();
    await expect(markets.getByRole('article').first()).toContainText(market.marketName);
    await expect(markets.getByText('E re', { exact: true }).first()).toBeVisible();
    const products = page.getByRole('region', { name: 'Produktet' });
    await expect(products.getByRole('article').first()).toContainText(productName);
    await expectNoSeriousViolations(page);

    // The next visit, the same day: what was there is no longer new.
    await page.reload();
    await expect(markets.getByRole('article').first()).toBeVisible();
    await expect(page.getByText('E re', { exact: true })).toHaveCount(0);

    // Unstarring the market takes it off the page.
    await markets.getByRole('button', { name: `Të preferuarat: ${market.marketName}` }).click();
    await expect(markets).toHaveCount(0);
  });

  test('@phone a starred product without a current offer stays, says so, links to its page and can be unstarred', async ({ page, request }) => {
    let quiet: Product | undefined;
    for (const product of await getJson<Product[]>(request, '/api/product/all')) {
      const comparison = await getJson<{ offers: unknown[] }>(request, `/api/compare/products/${product.productId}`);
      if (comparison.offers.length === 0) {
        quiet = product;
        break;
      }
    }
    if (!quiet) throw new Error('the demo data has a product without a current offer');
    // Starred on an earlier visit, when it still had an offer.
    await page.addInitScript(
      ([key, product]) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ markets: [], products: [product], lastVisit: null }));
      },
      [FAVORITES_KEY, { productId: quiet.productId, productName: quiet.productName }] as const,
    );

    await page.goto('/favorites');
    const line = page.getByRole('region', { name: 'Produktet' }).getByRole('list', { name: 'Pa ofertë aktuale' }).getByRole('listitem');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('Ky produkt nuk ka asnjë ofertë aktuale.');
    await expectNoSeriousViolations(page);

    await line.getByRole('link', { name: quiet.productName }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${quiet.productId}$`));
    await expect(page.getByRole('heading', { level: 1, name: quiet.productName })).toBeVisible();

    await page.goBack();
    const star = line.getByRole('button', { name: `Të preferuarat: ${quiet.productName}` });
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await star.click();
    await expect(page.getByText('Nuk keni ende të preferuara.', { exact: false })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Produktet' })).toHaveCount(0);
  });
});
