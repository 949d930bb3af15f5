// What a crawler and a link preview get from the raw HTML of each public page kind (no script runs): status,
// language, title, description, canonical address, Open Graph and Twitter tags, and JSON-LD that passes Google's
// rich-result rules; robots.txt and a sitemap that follows the data.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, tiraneToday } from '../../../src/lib/tirane-date.js';
import { SITE_IMAGE, SITE_LOGO_PATH } from '../../../src/features/pages/site-assets.js';
import { sitemapDocument, type SitemapUrl } from '../../../src/features/pages/sitemap.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { bearer, type DemoRoles, loginDemoRoles } from '../../helpers/demo-roles.js';
import { readPage } from '../../helpers/read-page.js';
import { multipart, testImage, testPdf } from '../../helpers/uploads.js';

const ORIGIN = 'https://ofertat.test';
const webRoot = path.join(__dirname, '../../fixtures/web');

let testApp: TestApp;
let roles: DemoRoles<'dajti'>;
beforeAll(async () => {
  testApp = await buildTestApp({ webRoot, env: { PUBLIC_ORIGIN: ORIGIN } });
  roles = await loginDemoRoles(testApp, ['dajti']);
});
afterAll(() => testApp.close());

const get = (url: string) => testApp.app.inject({ method: 'GET', url });
const api = async <T>(url: string): Promise<T> => (await get(url)).json<T>();

async function page(url: string, status = 200) {
  const response = await get(url);
  expect({ url, status: response.statusCode }).toEqual({ url, status });
  expect(response.headers['content-type']).toContain('text/html');
  // Still the app: the client renders the page (or its not-found page) from the same shell.
  expect(response.body).toContain('<div id="root">');
  return readPage(response.body);
}

/** The tags every indexable page has: its canonical address named the same way in the head, Open Graph and Twitter. */
function expectPreview(read: ReturnType<typeof readPage>, { path: pagePath, title, image, large }: { path: string; title: string | RegExp; image: string; large: boolean }) {
  expect(read.lang).toBe('sq');
  expect(read.title).toEqual(typeof title === 'string' ? title : expect.stringMatching(title));
  expect(read.meta.description!.length).toBeGreaterThan(20);
  expect(read.meta.description!.length).toBeLessThanOrEqual(200);
  expect(read.canonical).toBe(`${ORIGIN}${pagePath}`);
  expect(read.meta).toMatchObject({
    'og:url': `${ORIGIN}${pagePath}`,
    'og:site_name': 'Ofertat',
    'og:locale': 'sq_AL',
    'og:title': read.title,
    'og:description': read.meta.description,
    'og:image': `${ORIGIN}${image}`,
    'twitter:card': large ? 'summary_large_image' : 'summary',
    'twitter:title': read.title,
    'twitter:description': read.meta.description,
    'twitter:image': `${ORIGIN}${image}`,
  });
  expect(read.meta['og:image:alt']).toBeTruthy();
  expect(read.meta.robots).toBeUndefined();
}

interface Group {
  productId: number;
  productName: string;
}
interface Card {
  newPrice: number;
  marketName: string;
  offerStartDate: string;
  offerEndDate: string;
}

describe('the home page', () => {
  it('names the site, its organisation and its search', async () => {
    const read = await page('/');
    expectPreview(read, { path: '/', title: 'Ofertat – ofertat e supermarketeve në Shqipëri', image: SITE_IMAGE.path, large: true });
    expect(read.jsonLd.Organization).toEqual([
      expect.objectContaining({ name: 'Ofertat', url: `${ORIGIN}/`, logo: `${ORIGIN}${SITE_LOGO_PATH}`, sameAs: expect.arrayContaining([expect.stringContaining('facebook')]) }),
    ]);
    expect(read.jsonLd.WebSite).toEqual([
      expect.objectContaining({
        url: `${ORIGIN}/`,
        inLanguage: 'sq',
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/search?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      }),
    ]);
    expect(await read.errors()).toEqual([]);
  });

  it('has the browser fetch the top ad with the page, and follows the ad served', async () => {
    const topAd = await api<{ adsId: number; adsImageUrl: string }>('/api/ads/top');
    expect(topAd.adsImageUrl).toMatch(/^\/uploads\//);
    expect((await page('/')).preloadedImages).toEqual([topAd.adsImageUrl]);
    // Only the home page shows the ad.
    expect((await page('/list-volantino')).preloadedImages).toEqual([]);

    const deactivated = await testApp.app.inject({ method: 'PUT', url: `/api/ads/deactivate/${topAd.adsId}`, headers: bearer(roles.superAdmin) });
    expect(deactivated.statusCode).toBe(200);
    const served = await api<{ adsImageUrl: string } | null>('/api/ads/top');
    expect((await page('/')).preloadedImages).toEqual(served ? [served.adsImageUrl] : []);
    expect(served?.adsImageUrl).not.toBe(topAd.adsImageUrl);
  });
});

describe('a product page', () => {
  it('has the product with an AggregateOffer of its current offers in ALL', async () => {
    const { items } = await api<{ items: Group[] }>('/api/compare/products?sort=discount&pageSize=5');
    const group = items[0]!;
    const { product, offers } = await api<{ product: { productImage: string | null }; offers: Card[] }>(`/api/compare/products/${group.productId}`);
    const read = await page(`/product/${group.productId}`);
    expectPreview(read, { path: `/product/${group.productId}`, title: `${group.productName} · Ofertat`, image: product.productImage ?? SITE_IMAGE.path, large: true });
    expect(read.meta['og:type']).toBe('product');
    const prices = offers.map((offer) => offer.newPrice);
    expect(read.meta.description).toContain(`${Math.min(...prices).toFixed(2)} ALL`);
    const [jsonLd] = read.jsonLd.Product!;
    expect(jsonLd).toMatchObject({
      name: group.productName,
      url: `${ORIGIN}/product/${group.productId}`,
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'ALL',
        lowPrice: Math.min(...prices),
        highPrice: Math.max(...prices),
        offerCount: offers.length,
        validFrom: offers.map((offer) => offer.offerStartDate).sort()[0],
        validThrough: offers.map((offer) => offer.offerEndDate).sort().at(-1),
      },
    });
    expect(await read.errors()).toEqual([]);
  });
});

describe('a market and a store point', () => {
  it("list the market's first offers (ItemList) with its logo as the preview", async () => {
    const [market] = await api<{ marketId: number; marketName: string; marketLogo: string }[]>('/api/market/all');
    const { total, items } = await api<{ total: number; items: Group[] }>(`/api/compare/products?marketId=${market!.marketId}&sort=newest&pageSize=20`);
    const read = await page(`/market-offer/${market!.marketId}`);
    expectPreview(read, { path: `/market-offer/${market!.marketId}`, title: `${market!.marketName} · Ofertat`, image: market!.marketLogo, large: false });
    expect(read.jsonLd.ItemList).toEqual([
      expect.objectContaining({
        numberOfItems: total,
        itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, url: `${ORIGIN}/product/${item.productId}`, name: item.productName })),
      }),
    ]);
    expect(await read.errors()).toEqual([]);
  });

  it('describe the store as a GroceryStore with its place, and list its offers', async () => {
    const [store] = await api<{ storeLocationId: number; storeLocationName: string; latitude: number; longitude: number; marketName: string }[]>('/api/store-locations/all');
    const read = await page(`/store-offer/${store!.storeLocationId}`);
    expect(read.title).toBe(`${store!.storeLocationName} · Ofertat`);
    expect(read.canonical).toBe(`${ORIGIN}/store-offer/${store!.storeLocationId}`);
    expect(read.jsonLd.GroceryStore).toEqual([
      expect.objectContaining({
        name: `${store!.marketName} – ${store!.storeLocationName}`,
        address: expect.objectContaining({ '@type': 'PostalAddress', addressCountry: 'AL', addressLocality: expect.any(String) }),
        geo: { '@type': 'GeoCoordinates', latitude: store!.latitude, longitude: store!.longitude },
      }),
    ]);
    expect(read.jsonLd.ItemList![0]!.numberOfItems).toEqual(expect.any(Number));
    expect(await read.errors()).toEqual([]);
  });
});

describe('flyers', () => {
  it('list the current flyers, and a flyer is previewed with its cover', async () => {
    const flyers = await api<{ volantinoId: number; volantinoName: string; volantinoImageUrl: string; marketName: string }[]>('/api/volantino/all');
    const list = await page('/list-volantino');
    expectPreview(list, { path: '/list-volantino', title: 'Fletëpalosje · Ofertat', image: SITE_IMAGE.path, large: true });
    expect(list.jsonLd.ItemList![0]).toMatchObject({ numberOfItems: flyers.length });
    expect(await list.errors()).toEqual([]);

    const flyer = flyers[0]!;
    const read = await page(`/volantino/${flyer.volantinoId}`);
    expectPreview(read, { path: `/volantino/${flyer.volantinoId}`, title: `${flyer.volantinoName} · Ofertat`, image: flyer.volantinoImageUrl, large: true });
    expect(read.meta.description).toContain(flyer.marketName);
  });
});

describe('job posts', () => {
  it('list the active posts, and a post is a JobPosting of its market', async () => {
    const rows = await api<{ jobPostId: number; jobTitle: string; jobDescription: string; marketName: string; createdAt: string }[]>('/api/jobpost/all');
    const list = await page('/notification');
    expectPreview(list, { path: '/notification', title: 'Njoftime pune · Ofertat', image: SITE_IMAGE.path, large: true });
    expect(list.jsonLd.ItemList![0]).toMatchObject({ numberOfItems: rows.length });

    const post = rows[0]!;
    const read = await page(`/notification/${post.jobPostId}`);
    expect(read.title).toBe(`${post.jobTitle} · Ofertat`);
    expect(read.jsonLd.JobPosting).toEqual([
      expect.objectContaining({
        title: post.jobTitle,
        description: post.jobDescription,
        datePosted: new Date(post.createdAt).toISOString(),
        hiringOrganization: expect.objectContaining({ '@type': 'Organization', name: post.marketName }),
        jobLocation: { '@type': 'Place', address: expect.objectContaining({ '@type': 'PostalAddress', addressCountry: 'AL' }) },
      }),
    ]);
    expect(await read.errors()).toEqual([]);
  });

  it('escape what a market writes, in tags and in JSON-LD, and follow its edits', async () => {
    const title = '</script><script>alert(1)</script> "Arkëtar" & <b>shitës</b>';
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/jobpost/add',
      headers: bearer(roles.admins.dajti),
      payload: { jobTitle: title, jobDescription: 'Turni i mbrëmjes. </script><!-- $& $1', marketId: null },
    });
    expect(created.statusCode).toBe(201);
    const { jobPostId } = created.json<{ jobPostId: number }>();
    const html = (await get(`/notification/${jobPostId}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>shitës');
    const read = readPage(html);
    expect(read.title).toBe(`${title} · Ofertat`);
    expect(read.meta['og:title']).toBe(`${title} · Ofertat`);
    expect(read.jsonLd.JobPosting![0]).toMatchObject({ title, description: 'Turni i mbrëmjes. </script><!-- $& $1' });

    const edited = await testApp.app.inject({
      method: 'PUT',
      url: `/api/jobpost/edit/${jobPostId}`,
      headers: bearer(roles.admins.dajti),
      payload: { jobTitle: 'Magazinier', jobDescription: 'Turni i mëngjesit.', active: true, marketId: null },
    });
    expect(edited.statusCode).toBe(200);
    expect(readPage((await get(`/notification/${jobPostId}`)).body).title).toBe('Magazinier · Ofertat');
  });
});

describe('pages without data of their own', () => {
  it.each([
    ['/rules', 'Rregullat e privatësisë · Ofertat'],
    ['/map', 'Harta e dyqaneve · Ofertat'],
  ])('%s has its title and canonical address', async (url, title) => {
    expectPreview(await page(url), { path: url, title, image: SITE_IMAGE.path, large: true });
  });
});

describe('status codes', () => {
  it.each(['/market-offer/999999', '/store-offer/999999', '/product/999999', '/notification/999999', '/volantino/999999', '/no-such-page', '/product/abc', '/market-offer/0', '/notification/12abc', '/rules/more'])(
    '%s answers 404 with the app, kept out of search results',
    async (url) => {
      const read = await page(url, 404);
      expect(read.title).toBe('Faqja nuk u gjet · Ofertat');
      expect(read.meta.robots).toBe('noindex');
      expect(read.canonical).toBeUndefined();
    },
  );

  it('keeps the sign-in screens and the admin areas at 200, rendered by the client and not indexed', async () => {
    for (const url of ['/login', '/forgotpassword', '/admin', '/admin/list-user-offer', '/super-admin/edit-user/3', '/super-admin/no-such-screen']) {
      expect((await page(url)).meta.robots).toBe('noindex');
    }
  });

  it('answers an unknown API route with JSON still', async () => {
    const response = await get('/api/no-such-route');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});

describe('robots.txt and the sitemap', () => {
  it('robots.txt keeps crawlers out of the admin areas and the sign-in screens and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      ['User-agent: *', 'Disallow: /login', 'Disallow: /forgotpassword', 'Disallow: /admin', 'Disallow: /super-admin', '', `Sitemap: ${ORIGIN}/sitemap.xml`, ''].join('\n'),
    );
  });

  const sitemap = async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    return new Map([...response.body.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)].map((match) => [match[1]!.replace(ORIGIN, ''), match[2]!]));
  };

  it('lists the home page, products on offer, markets, store points, flyers and job posts, each with its last change', async () => {
    const urls = await sitemap();
    const [market] = await api<{ marketId: number }[]>('/api/market/all');
    const [store] = await api<{ storeLocationId: number }[]>('/api/store-locations/all');
    const [flyer] = await api<{ volantinoId: number }[]>('/api/volantino/all');
    const { items } = await api<{ items: Group[]; total: number }>('/api/compare/products?pageSize=1');
    for (const url of ['/', '/list-volantino', '/notification', `/market-offer/${market!.marketId}`, `/store-offer/${store!.storeLocationId}`, `/volantino/${flyer!.volantinoId}`, `/product/${items[0]!.productId}`]) {
      expect({ url, listed: urls.has(url) }).toEqual({ url, listed: true });
    }
    const { total } = await api<{ total: number }>('/api/compare/products?pageSize=1');
    expect([...urls.keys()].filter((url) => url.startsWith('/product/'))).toHaveLength(total);
    for (const lastModified of urls.values()) expect(new Date(lastModified).toISOString()).toBe(lastModified);
  });

  it('follows the data: a new job post and a product put on offer appear at once, a deleted post leaves', async () => {
    const before = await sitemap();
    const offered = new Set([...before.keys()].filter((url) => url.startsWith('/product/')));
    const products = await api<{ productId: number; marketId: number | null }[]>('/api/product/all');
    const product = products.find((row) => row.marketId === null && !offered.has(`/product/${row.productId}`));
    expect(product).toBeDefined();

    const job = await testApp.app.inject({ method: 'POST', url: '/api/jobpost/add', headers: bearer(roles.admins.dajti), payload: { jobTitle: 'Shofer', jobDescription: 'Shpërndarje në Tiranë.', marketId: null } });
    const { jobPostId } = job.json<{ jobPostId: number }>();
    const today = tiraneToday();
    const [city] = await api<{ locationId: number }[]>('/api/location/all');
    const offer = await testApp.app.inject({
      method: 'POST',
      url: '/api/offer/add',
      headers: bearer(roles.admins.dajti),
      payload: { offerName: 'Oferta e re', marketId: null, startDate: today, endDate: addDays(today, 3), locationIds: [city!.locationId], storeLocationIds: [], products: [{ productId: product!.productId, oldPrice: 200, newPrice: 150 }] },
    });
    expect(offer.statusCode).toBe(201);

    const after = await sitemap();
    expect(after.has(`/notification/${jobPostId}`)).toBe(true);
    expect(after.has(`/product/${product!.productId}`)).toBe(true);
    expect(after.get(`/market-offer/${roles.marketIds.dajti}`)! > before.get(`/market-offer/${roles.marketIds.dajti}`)!).toBe(true);

    await testApp.app.inject({ method: 'DELETE', url: `/api/jobpost/delete/${jobPostId}`, headers: bearer(roles.admins.dajti) });
    expect((await sitemap()).has(`/notification/${jobPostId}`)).toBe(false);
  });

  it('moves the last change of a job post, a store point and a flyer when they are edited', async () => {
    const as = bearer(roles.admins.dajti);
    const send = async (method: 'POST' | 'PUT', url: string, payload: object | FormData) => {
      const response = await testApp.app.inject({ method, url, headers: as, payload: payload as object });
      expect({ url, status: response.statusCode }).toEqual({ url, status: method === 'POST' ? 201 : 200 });
      return response.json<Record<string, number>>();
    };
    const job = { jobTitle: 'Arkëtar/e', jobDescription: 'Turni i mëngjesit.', marketId: null };
    const store = { storeLocationName: 'Dajti Supermarket – Kombinat', latitude: 41.31, longitude: 19.78, marketId: null, locationId: null };
    const today = tiraneToday();
    const flyer = async (volantinoName: string, files: boolean) =>
      multipart({
        volantinoName,
        volantinoStartDate: today,
        volantinoEndDate: addDays(today, 6),
        ...(files ? { volantinoImageUrl: await testImage('jpeg', { width: 300, height: 420 }), volantinoPdfUrl: testPdf() } : {}),
      });
    const { jobPostId } = await send('POST', '/api/jobpost/add', job);
    const { storeLocationId } = await send('POST', '/api/store-locations/add', store);
    const { volantinoId } = await send('POST', '/api/volantino/add', await flyer('Fundjava', true));
    const urls = [`/notification/${jobPostId}`, `/store-offer/${storeLocationId}`, `/volantino/${volantinoId}`];
    const before = await sitemap();

    await send('PUT', `/api/jobpost/edit/${jobPostId}`, { ...job, jobDescription: 'Turni i mbrëmjes.', active: true });
    await send('PUT', `/api/store-locations/edit/${storeLocationId}`, { ...store, storeLocationName: 'Dajti Supermarket – Kombinati' });
    await send('PUT', `/api/volantino/edit/${volantinoId}`, await flyer('Fundjava e gjatë', false));
    const after = await sitemap();
    for (const url of urls) expect({ url, moved: after.get(url)! > before.get(url)! }).toEqual({ url, moved: true });
  });

  it('becomes an index of parts past 50 000 addresses (the protocol’s limit), each part at ?page=n', async () => {
    const urls: SitemapUrl[] = Array.from({ length: 5 }, (_, index) => ({ path: `/product/${index + 1}`, lastModified: new Date(Date.UTC(2026, 0, index + 1)) }));
    const index = sitemapDocument(urls, ORIGIN, undefined, 2)!;
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...index.matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/sitemap>/g)].map((match) => [match[1], match[2]])).toEqual([
      [`${ORIGIN}/sitemap.xml?page=1`, '2026-01-02T00:00:00.000Z'],
      [`${ORIGIN}/sitemap.xml?page=2`, '2026-01-04T00:00:00.000Z'],
      [`${ORIGIN}/sitemap.xml?page=3`, '2026-01-05T00:00:00.000Z'],
    ]);
    expect(sitemapDocument(urls, ORIGIN, 3, 2)).toContain(`<url><loc>${ORIGIN}/product/5</loc>`);
    expect(sitemapDocument(urls, ORIGIN, 4, 2)).toBeUndefined();
    // One file holds them all here: it has no parts.
    expect((await get('/sitemap.xml?page=2')).statusCode).toBe(404);
    expect((await get('/sitemap.xml?page=x')).statusCode).toBe(400);
  });
});

describe("the site's own pictures", () => {
  const shellPublic = path.join(__dirname, '../../../../shell/public');

  it('are in the shell, as the heads and the manifest name them', () => {
    const manifest = JSON.parse(readFileSync(path.join(shellPublic, 'manifest.webmanifest'), 'utf8')) as { icons: { src: string }[] };
    for (const file of [SITE_IMAGE.path, SITE_LOGO_PATH, ...manifest.icons.map((icon) => icon.src), '/favicon.ico', '/favicon.svg', '/apple-touch-icon.png']) {
      expect({ file, present: existsSync(path.join(shellPublic, file)) }).toEqual({ file, present: true });
    }
  });
});
