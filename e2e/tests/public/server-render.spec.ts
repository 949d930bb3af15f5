// The public pages as the server sends them: the first screen's real content is in the HTML (read here without
// running a script, as a crawler or a link preview does), and the browser hydrates that markup instead of
// drawing the page again (the server's nodes stay, no console error).
import { expect, test } from '../../fixtures/test';
import { openServerRendered, skipAppPopup } from '../../fixtures/public-site';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The markup the server rendered into #root (empty when the browser is left to render the page). */
async function rootOf(request: import('@playwright/test').APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const start = html.indexOf('<div id="root">');
  expect(start, path).toBeGreaterThan(0);
  // The markup only: the data block after it holds the same names as JSON.
  const end = html.indexOf('<script type="application/json" id="ofertat-resource-seed">');
  expect(end, path).toBeGreaterThan(start);
  return html.slice(start, end);
}

interface Group {
  productId: number;
  productName: string;
  cheapest: { marketName: string };
}

const groups = async (request: import('@playwright/test').APIRequestContext, query: string) =>
  ((await (await request.get(`/api/compare/products?${query}`)).json()) as { items: Group[] }).items;

test.describe('[PUBLIC][SERVER RENDER]', () => {
  test.beforeEach(async ({ page }) => skipAppPopup(page));

  test('the home page’s HTML holds the markets row, the special offers with their prices and the page’s data', async ({ request }) => {
    const root = await rootOf(request, '/');
    const markets = (await (await request.get('/api/market/all')).json()) as { marketId: number }[];
    expect(markets.length).toBeGreaterThan(0);
    expect(root).toContain(`href="/market-offer/${markets[0]!.marketId}"`);
    const special = await groups(request, 'sort=discount&minDiscount=30&pageSize=10');
    expect(special.length).toBeGreaterThan(0);
    for (const group of special.slice(0, 3)) expect(root).toContain(escapeHtml(group.productName));
    expect(root).toMatch(/\d+(\.\d+)? ALL/);
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/<script type="application\/json" id="ofertat-resource-seed">\{"[^<]+<\/script>/);
    expect(html).toMatch(/<style data-styled="true"[^>]*>/);
  });

  test('product, market and store pages, the flyer and job lists, a job post and the rules carry their content', async ({ request }) => {
    const [first] = await groups(request, 'sort=discount&pageSize=1');
    const product = await rootOf(request, `/product/${first!.productId}`);
    expect(product).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(first!.productName).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    expect(product).toContain(escapeHtml(first!.cheapest.marketName));

    const markets = (await (await request.get('/api/market/all')).json()) as { marketId: number; marketName: string }[];
    const market = markets[0]!;
    const marketPage = await rootOf(request, `/market-offer/${market.marketId}`);
    const [newest] = await groups(request, `marketId=${market.marketId}&sort=newest&pageSize=4`);
    expect(marketPage).toContain(escapeHtml(newest!.productName));

    const stores = (await (await request.get('/api/store-locations/all')).json()) as { storeLocationId: number }[];
    const storePage = await rootOf(request, `/store-offer/${stores[0]!.storeLocationId}`);
    expect(storePage).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(storePage).not.toContain('aria-busy="true"');

    const flyers = (await (await request.get('/api/volantino/all')).json()) as { volantinoName: string }[];
    expect(await rootOf(request, '/list-volantino')).toContain(escapeHtml(flyers[0]!.volantinoName));

    const posts = (await (await request.get('/api/jobpost/all')).json()) as { jobPostId: number; jobTitle: string; jobDescription: string }[];
    expect(await rootOf(request, '/notification')).toContain(escapeHtml(posts[0]!.jobTitle));
    const post = await rootOf(request, `/notification/${posts[0]!.jobPostId}`);
    expect(post).toContain(escapeHtml(posts[0]!.jobTitle));
    expect(post).toContain(escapeHtml(posts[0]!.jobDescription.split('\n')[0]!));

    expect(await rootOf(request, '/rules')).toContain('Rregullat e privatësisë');

    // A search's first results and its filters' choices, as the address asks for them.
    const found = await groups(request, 'q=qumesht&pageSize=4');
    expect(found.length).toBeGreaterThan(0);
    const search = await rootOf(request, '/search?q=qumesht');
    expect(found.some((group) => search.includes(escapeHtml(group.productName)))).toBe(true);
    expect(search).toContain(`>${escapeHtml(markets[0]!.marketName)}</option>`);
  });

  for (const path of ['/', '/rules', '/list-volantino', '/notification', '/market-offer/1', '/search?q=qumesht']) {
    test(`@phone ${path} is hydrated, not drawn again`, async ({ page }) => {
      const { errors, sameNode: sameMain } = await openServerRendered(page, path, '#root main');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Interactive once hydrated: the header's city button opens its dialog.
      await page.getByRole('banner').getByRole('button', { name: /^Qyteti: / }).click();
      await expect(page.getByRole('dialog', { name: 'Zgjidhni qytetin tuaj' })).toBeVisible();
      expect(await sameMain()).toBe(true);
      expect(errors).toEqual([]);
    });
  }

  for (const path of ['/product/999999', '/market-offer/999999', '/store-offer/999999', '/volantino/999999', '/no-such-page']) {
    test(`@phone ${path} is the not-found page in the server’s HTML, with status 404, and is hydrated`, async ({ page, request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root).toMatch(/<h1[^>]*>Faqja nuk u gjet<\/h1>/);
      expect(root).toMatch(/<a [^>]*href="\/"[^>]*>Kthehu në faqen kryesore<\/a>/);

      const { errors, sameNode: sameMain } = await openServerRendered(page, path, '#root main');
      await expect(page.getByRole('heading', { level: 1, name: 'Faqja nuk u gjet' })).toBeVisible();
      await page.getByRole('banner').getByRole('button', { name: /^Qyteti: / }).click();
      await expect(page.getByRole('dialog', { name: 'Zgjidhni qytetin tuaj' })).toBeVisible();
      // Hydrated: the tab still has the server's not-found title, not the site's name.
      await expect(page).toHaveTitle('Faqja nuk u gjet · Ofertat');
      expect(await sameMain()).toBe(true);
      // The browser reports the page's own 404 status; nothing else may err.
      expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    });
  }

  test('a product page keeps the server’s nodes and the visitor’s stored city shows once hydrated', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('ofertat.myCity', JSON.stringify({ locationId: 1, locationName: 'Tiranë' })));
    const [first] = await groups(page.request, 'sort=discount&pageSize=1');
    const { errors, sameNode: sameMain } = await openServerRendered(page, `/product/${first!.productId}`, '#root main');
    await expect(page.getByRole('heading', { level: 1, name: first!.productName })).toBeVisible();
    await expect(page.getByText('Tiranë').first()).toBeVisible();
    expect(await sameMain()).toBe(true);
    expect(errors).toEqual([]);
  });
});
