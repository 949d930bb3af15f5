// What a crawler and a link preview get from the running server, without running a script (the raw HTML of a
// page, robots.txt, the sitemap), and what a phone needs to install the app: the manifest and its icons, loaded
// under the page's own Content-Security-Policy.
import { expect, test } from '../../fixtures/test';

/** The JSON-LD items of a page's HTML. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);

const metaOf = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

test.describe('[PUBLIC][CRAWLER]', () => {
  test('a product page and the home page carry their title, preview tags and JSON-LD in the raw HTML', async ({ request }) => {
    const { items } = (await (await request.get('/api/compare/products?sort=discount&pageSize=1')).json()) as { items: { productId: number; productName: string }[] };
    const product = items[0]!;
    const response = await request.get(`/product/${product.productId}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="sq">');
    expect(html).toContain(`<title>${product.productName} · Ofertat</title>`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/product/${product.productId}">`));
    expect(metaOf(html, 'og:type')).toBe('product');
    expect(metaOf(html, 'og:image')).toMatch(/^https?:\/\//);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    const [productData] = jsonLdOf(html);
    expect(productData).toMatchObject({ '@type': 'Product', name: product.productName, offers: { '@type': 'AggregateOffer', priceCurrency: 'ALL' } });

    const home = await (await request.get('/')).text();
    expect(jsonLdOf(home).map((item) => item['@type'])).toEqual(['Organization', 'WebSite']);
  });

  test('an id that does not exist and an unknown route answer 404 with the app, which shows its not-found page', async ({ request, page }) => {
    for (const path of ['/market-offer/999999', '/product/999999', '/no-such-page']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('<div id="root">');
    }
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Faqja nuk u gjet')).toBeVisible();
  });

  test('robots.txt keeps crawlers out of the admin areas and names the sitemap, which lists the product pages', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin\n');
    expect(robots).toContain('Disallow: /super-admin\n');
    const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
    expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const { items } = (await (await request.get('/api/compare/products?pageSize=1')).json()) as { items: { productId: number }[] };
    expect(await sitemap.text()).toMatch(new RegExp(`<loc>https?://[^<]+/product/${items[0]!.productId}</loc><lastmod>`));
  });

  test('@phone the page links the web app manifest, and its icons and the favicons load under the page’s CSP', async ({ page, request }) => {
    await page.goto('/');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifestResponse = await request.get(manifestHref!);
    expect(manifestResponse.status()).toBe(200);
    expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await manifestResponse.json()) as { name: string; lang: string; display: string; start_url: string; icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({ name: 'Ofertat', lang: 'sq', display: 'standalone', start_url: '/' });
    expect(manifest.icons.map((icon) => icon.purpose)).toContain('maskable');

    const linkedIcons = await page.locator('link[rel="icon"], link[rel="apple-touch-icon"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    const sources = [...manifest.icons.map((icon) => icon.src), ...linkedIcons];
    expect(sources).toEqual(expect.arrayContaining(['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png']));
    // Drawn by the page itself, so its Content-Security-Policy (img-src) is the one that lets them in.
    const sizes = await page.evaluate(
      (urls) =>
        Promise.all(
          urls.map(
            (url) =>
              new Promise<string>((resolve) => {
                const image = new Image();
                image.onload = () => resolve(`${url} ${image.naturalWidth}`);
                image.onerror = () => resolve(`${url} failed`);
                image.src = url;
              }),
          ),
        ),
      sources,
    );
    for (const size of sizes) expect(size).not.toMatch(/failed$/);
    for (const icon of manifest.icons) expect(sizes).toContain(`${icon.src} ${icon.sizes.split('x')[0]}`);
  });
});
