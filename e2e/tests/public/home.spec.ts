import { expect, test } from '@playwright/test';
import { getJson, skipAppPopup } from '../../fixtures/public-site';

interface Ad {
  adsId: number;
  adsName: string;
  adsOutsideLink: string;
}

test.describe('[PUBLIC][HOME]', () => {
  test.beforeEach(async ({ page }) => skipAppPopup(page));

  test('@phone shows the markets row, both ads, the special and all offers, and the footer', async ({ page, request }) => {
    const [top, bottom] = await Promise.all([getJson<Ad>(request, '/api/ads/top'), getJson<Ad>(request, '/api/ads/bottom')]);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertat e supermarketeve në Shqipëri' })).toBeVisible();

    const markets = page.getByRole('navigation', { name: 'Marketet' });
    await expect(markets.getByRole('link', { name: 'Dajti Supermarket' })).toHaveAttribute('href', /\/market-offer\/\d+$/);
    // First two words of 'Eko Fruta Shqipëri'.
    await expect(markets.getByRole('link', { name: 'Eko Fruta', exact: true })).toBeVisible();

    await expect(page.getByRole('link', { name: top.adsName })).toHaveAttribute('rel', 'noopener');
    await expect(page.getByRole('link', { name: bottom.adsName })).toHaveAttribute('target', '_blank');

    const special = page.getByRole('region', { name: 'Oferta speciale' });
    await expect(special.getByRole('article').first()).toBeVisible();
    await expect(special.getByText('Çmimi në ofertë').first()).toBeVisible();
    await expect(special.getByText(/^-\d+%$/).first()).toBeVisible();
    await expect(special.getByText(/^\d{2}\/\d{2} - \d{2}\/\d{2}$/).first()).toBeVisible();

    const all = page.getByRole('region', { name: 'Të gjitha ofertat' });
    await all.scrollIntoViewIfNeeded();
    await expect(all.getByRole('article')).toHaveCount(10);
    await all.getByRole('button', { name: 'Shfaq më shumë' }).click();
    await expect(all.getByRole('article')).toHaveCount(20);

    const footer = page.getByRole('contentinfo');
    for (const name of ['Oferta', 'Njoftime', 'Rregullat']) await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: /Google Play/ })).toBeVisible();
  });

  test('the +N badge opens a popup of the product’s offers, cheapest first', async ({ page }) => {
    await page.goto('/');
    const badge = page.getByRole('button', { name: /^\+\d+ oferta të tjera për / }).first();
    const label = (await badge.getAttribute('aria-label'))!;
    const [, others, product] = /^\+(\d+) oferta të tjera për (.+)$/.exec(label)!;
    await badge.click();
    const dialog = page.getByRole('dialog', { name: product });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(Math.round(box.height)).toBe(400);
    const rows = dialog.getByRole('listitem');
    await expect(rows).toHaveCount(Number(others) + 1);
    // Each row shows its offer price, then the struck-through normal price.
    const prices = await dialog.getByText(/^\d+\.\d{2} ALL$/).allTextContents();
    const newPrices = prices.filter((_, index) => index % 2 === 0).map((text) => Number.parseFloat(text));
    expect(newPrices).toEqual([...newPrices].sort((a, b) => a - b));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(badge).toBeFocused();
  });

  test('an ad click is recorded, then the ad opens in a new tab', async ({ page, context, request }) => {
    const top = await getJson<Ad>(request, '/api/ads/top');
    // The advertiser's site is outside the test machine's reach: answer for it.
    await context.route(`${new URL(top.adsOutsideLink).origin}/**`, (route) => route.fulfill({ body: 'advertiser' }));
    await page.goto('/');
    const recorded = page.waitForRequest((req) => req.method() === 'POST' && req.url().endsWith(`/api/ads/count/${top.adsId}`));
    const opened = context.waitForEvent('page');
    await page.getByRole('link', { name: top.adsName }).click();
    await recorded;
    const tab = await opened;
    await expect.poll(() => tab.url()).toBe(top.adsOutsideLink);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
  });

  test('the ads are hidden when a click cannot be recorded', async ({ page, request }) => {
    const top = await getJson<Ad>(request, '/api/ads/top');
    await page.route('**/api/ads/count/**', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
    await page.goto('/');
    await page.getByRole('link', { name: top.adsName }).click();
    await expect(page.getByRole('link', { name: top.adsName })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Oferta speciale' })).toBeVisible();
  });

  test('the ads are hidden when they cannot be loaded', async ({ page, request }) => {
    const top = await getJson<Ad>(request, '/api/ads/top');
    await page.route('**/api/ads/bottom', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Oferta speciale' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('link', { name: top.adsName })).toHaveCount(0);
  });

  test('@phone the menu toggle opens the sections on a small screen', async ({ page }) => {
    // Below the 768 px breakpoint in every project: a wide screen always shows the links.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navigimi kryesor' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('link', { name: 'Fletëpalosje' }).click();
    await expect(page).toHaveURL(/\/list-volantino$/);
    await expect(nav).toBeHidden();
  });
});
