import { expect, test } from '../../fixtures/test';
import { getJson, marketEventTotals, openInApp, skipAppPopup } from '../../fixtures/public-site';

interface Ad {
  adsId: number;
  adsName: string;
  adsOutsideLink: string;
}

test.describe('[PUBLIC][HOME]', () => {
  test.beforeEach(async ({ page }) => skipAppPopup(page));

  test('@phone @smoke shows the markets row, both ads, the special and all offers, and the footer', async ({ page, request }) => {
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

  test('@phone the +N badge opens a popup of the product’s offers from the comparison, cheapest first; Back closes it', async ({ page, request }) => {
    await page.goto('/');
    // The newest offers include products several markets offer (the special ones of the demo data do not).
    const all = page.getByRole('region', { name: 'Të gjitha ofertat' });
    await all.scrollIntoViewIfNeeded();
    const badge = all.getByRole('button', { name: /^\+\d+ oferta të tjera për / }).first();
    const label = (await badge.getAttribute('aria-label'))!;
    const [, others, product] = /^\+(\d+) oferta të tjera për (.+)$/.exec(label)!;
    const compared = page.waitForResponse((res) => /\/api\/compare\/products\/\d+$/.test(new URL(res.url()).pathname));
    await badge.click();
    const comparison = await compared;
    expect(comparison.ok()).toBe(true);
    // The popup was counted for the cheapest offer's market (issue 16).
    const { offers } = (await comparison.json()) as { offers: { marketId: number }[] };
    await expect.poll(async () => (await marketEventTotals(request, offers[0]!.marketId)).offerPopups).toBeGreaterThan(0);
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

    // A phone's Back closes the popup and stays on the page.
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertat e supermarketeve në Shqipëri' })).toBeVisible();
    await badge.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(badge).toBeFocused();
  });

  test('@phone pages through the comparison engine: no whole catalogue, special offers ranked by the real discount', async ({ page, request }) => {
    const catalogue: string[] = [];
    page.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (/^\/api\/(offer\/all|offer\/all\/special|product\/all|offer\/search)$/.test(pathname)) catalogue.push(pathname);
    });
    // The special offers come in the page the server rendered, from this answer.
    const answer = await getJson<{ items: { productName: string; bestDiscountPercentage: number }[] }>(
      request,
      '/api/compare/products?sort=discount&minDiscount=30&pageSize=10',
    );
    const discounts = answer.items.map((item) => item.bestDiscountPercentage);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
    expect(Math.min(...discounts)).toBeGreaterThanOrEqual(30);
    await page.goto('/');
    const specialCards = page.getByRole('region', { name: 'Oferta speciale' }).getByRole('article');
    await expect(specialCards).toHaveCount(answer.items.length);
    for (const [index, item] of answer.items.slice(0, 3).entries()) await expect(specialCards.nth(index)).toContainText(item.productName);

    const all = page.getByRole('region', { name: 'Të gjitha ofertat' });
    await all.scrollIntoViewIfNeeded();
    await expect(all.getByRole('article')).toHaveCount(10);
    expect(catalogue).toEqual([]);
  });

  test('@phone cards show the unit price and, where the 30-day low is below the normal price, that low and the real discount', async ({ page, request }) => {
    interface Card { oldPrice: number; lowestPrice30Days: number | null; realDiscountPercentage: number | null; unitPrice: number | null; unitPriceUnit: string | null }
    interface Group { productName: string; cheapest: Card }
    const special = await getJson<{ items: Group[] }>(request, '/api/compare/products?sort=discount&minDiscount=30&pageSize=10');
    await page.goto('/');
    const cards = page.getByRole('region', { name: 'Oferta speciale' }).getByRole('article');
    await expect(cards).toHaveCount(special.items.length);
    const withUnit = special.items.findIndex((item) => item.cheapest.unitPrice !== null);
    expect(withUnit).toBeGreaterThanOrEqual(0);
    const unit = special.items[withUnit]!.cheapest;
    await expect(cards.nth(withUnit)).toContainText(`${unit.unitPrice!.toFixed(2)} ALL/${unit.unitPriceUnit}`);

    // The demo data has offers whose claimed normal price is above the 30-day low; ranked by their real discount,
    // they are no longer special: find one among all offers and look it up.
    const all = await getJson<{ items: Group[] }>(request, '/api/compare/products?sort=discount&pageSize=48&page=2');
    const inflated = all.items.find(({ cheapest }) => cheapest.lowestPrice30Days !== null && cheapest.lowestPrice30Days < cheapest.oldPrice);
    expect(inflated, 'a demo offer with an inflated normal price').toBeDefined();
    await page.goto('/?search=1');
    const dialog = page.getByRole('dialog', { name: 'Kërko ofertat' });
    await dialog.getByRole('combobox', { name: 'Produkti' }).fill(inflated!.productName);
    const exactly = new RegExp(`^${inflated!.productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(.*\\))?$`);
    await dialog.getByRole('option', { name: exactly }).first().click();
    const card = dialog.getByRole('article').first();
    const low = inflated!.cheapest;
    await expect(card).toContainText(`Çmimi më i ulët në 30 ditët e fundit: ${low.lowestPrice30Days!.toFixed(2)} ALL`);
    await expect(card).toContainText(low.realDiscountPercentage! > 0 ? `Ulja reale: -${low.realDiscountPercentage}%` : 'Pa ulje reale');
  });

  test('@phone market names on two-column cards break between words, never inside one', async ({ page }) => {
    await page.goto('/');
    const names = page.getByRole('region', { name: 'Oferta speciale' }).locator('article .market > span:last-child');
    await expect(names.first()).toBeVisible();
    // Every word of every name lies on one line: a word split over two lines has two boxes.
    const split = await names.evaluateAll((elements) =>
      elements.flatMap((element) => {
        const text = element.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) return [];
        const words: string[] = [];
        const content = text.textContent ?? '';
        for (const match of content.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          if (range.getClientRects().length > 1) words.push(match[0]);
        }
        return words;
      }),
    );
    expect(split).toEqual([]);
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
    // Waits for the answers the page waits for (a busy server can take longer than one expect's 10 s to send them):
    // the top ad did arrive, and the special offers beside it.
    const topAnswered = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/ads/top');
    const specialAnswered = page.waitForResponse((res) => {
      const url = new URL(res.url());
      return url.pathname === '/api/compare/products' && url.searchParams.get('sort') === 'discount';
    });
    // The browser's own loading: reached by a link inside the site (the first page's ads come from the server).
    await openInApp(page, '/');
    expect((await topAnswered).ok()).toBe(true);
    expect(((await (await specialAnswered).json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);
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
