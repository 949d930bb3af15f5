import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { expectNoSeriousViolations } from '../../fixtures/accessibility';
import { marketAdmin } from '../../fixtures/accounts';
import { getJson, skipAppPopup } from '../../fixtures/public-site';

interface Comparison {
  product: { productId: number; productName: string };
  offers: { marketName: string; newPrice: number }[];
}

interface GroupPage {
  items: { productId: number; productName: string }[];
}

/** The home page's special offers, as it asks for them; the first whose product more than one market offers. */
async function specialOfferAtSeveralMarkets(request: APIRequestContext): Promise<Comparison> {
  const specials = await getJson<GroupPage>(request, '/api/compare/products?sort=discount&minDiscount=30&pageSize=12');
  for (const group of specials.items) {
    const comparison = await getJson<Comparison>(request, `/api/compare/products/${group.productId}`);
    if (comparison.offers.length > 1) return comparison;
  }
  throw new Error('no special offer of the demo data is offered by two markets');
}

/** A market's counted events of today, read as that market's own admin. */
async function productViewsAsAdmin(request: APIRequestContext, token: string, marketId: number): Promise<number> {
  const response = await request.get(`/api/analytics/market/${marketId}?days=1`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { totals: { productViews: number } }).totals.productViews;
}

test.describe('[PUBLIC][PRODUCT]', () => {
  test.beforeEach(async ({ page }) => skipAppPopup(page));

  test('@phone opens from a card: every market’s price cheapest first, the 90-day chart, and add to basket', async ({ page, request }) => {
    const expected = await specialOfferAtSeveralMarkets(request);
    const prices = expected.offers.map((offer) => offer.newPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await page.goto('/');
    const specials = page.getByRole('region', { name: 'Oferta speciale' });
    await specials.getByRole('link', { name: expected.product.productName, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${expected.product.productId}$`));
    await expect(page.getByRole('heading', { level: 1, name: expected.product.productName })).toBeVisible();

    const rows = page.getByRole('region', { name: 'Çmimet sot, nga më i liri' }).getByRole('listitem');
    await expect(rows).toHaveCount(expected.offers.length);
    for (const [index, offer] of expected.offers.entries()) await expect(rows.nth(index)).toContainText(offer.marketName);
    await expect(rows.first()).toContainText(`${prices[0]!.toFixed(2)} ALL`);

    // Scrolled to (the history loads as the visitor nears it), uPlot's canvas is drawn, and its values are in the
    // table screen readers get.
    const chart = page.getByRole('region', { name: 'Çmimi në 90 ditët e fundit' });
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('canvas')).toBeVisible();
    await expect(chart.getByRole('table', { name: 'Çmimi në 90 ditët e fundit, sipas marketit' })).toBeAttached();

    await page.getByRole('button', { name: `Një më shumë: ${expected.product.productName}` }).click();
    await page.getByRole('button', { name: 'Shto në shportë', exact: true }).click();
    await expect(page.getByText('Në shportë: 2')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shporta 1 produkte' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('@phone the star keeps the product among the favourites', async ({ page, request }) => {
    const { product } = await specialOfferAtSeveralMarkets(request);
    await page.goto(`/product/${product.productId}`);
    await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
    const star = page.getByRole('main').getByRole('button', { name: `Të preferuarat: ${product.productName}` });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');

    const menu = page.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('navigation', { name: 'Navigimi kryesor' }).getByRole('link', { name: 'Të preferuarat' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Të preferuarat' })).toBeVisible();
    const card = page.getByRole('region', { name: 'Produktet' }).getByRole('article');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(product.productName);

    // Still starred on its page, after a reload: kept in this browser.
    await page.goto(`/product/${product.productId}`);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
  });

  test('@phone a product without a current offer keeps its page with its history; an unknown one is not found', async ({ page, request }) => {
    const catalogue = await getJson<{ productId: number; productName: string }[]>(request, '/api/product/all');
    let quiet: Comparison | undefined;
    for (const product of catalogue) {
      const comparison = await getJson<Comparison>(request, `/api/compare/products/${product.productId}`);
      if (comparison.offers.length === 0) {
        quiet = comparison;
        break;
      }
    }
    expect(quiet, 'a demo product without a current offer').toBeDefined();
    await page.goto(`/product/${quiet!.product.productId}`);
    await expect(page.getByRole('heading', { level: 1, name: quiet!.product.productName })).toBeVisible();
    await expect(page.getByText('Ky produkt nuk ka asnjë ofertë aktuale.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Çmimi në 90 ditët e fundit' }).getByRole('heading')).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto('/product/987654321');
    await expect(page.getByRole('heading', { name: 'Faqja nuk u gjet' })).toBeVisible();
  });

  test('a product view is counted in the analytics of each market offering it, as its admin sees them', async ({ page, request }) => {
    const login = await request.post('/api/admin/login', { data: { usernameOrEmail: marketAdmin.email, password: marketAdmin.password } });
    expect(login.ok()).toBe(true);
    const { token, marketId } = (await login.json()) as { token: string; marketId: number };
    const offered = await getJson<GroupPage>(request, `/api/compare/products?marketId=${marketId}&pageSize=1`);
    const product = offered.items[0]!;
    const before = await productViewsAsAdmin(request, token, marketId);

    await page.goto(`/product/${product.productId}`);
    await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
    await expect.poll(() => productViewsAsAdmin(request, token, marketId)).toBeGreaterThan(before);
  });
});
