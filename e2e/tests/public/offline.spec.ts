import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { clickHomeFooterLink, getJson, skipAppPopup } from '../../fixtures/public-site';

// The production build's service worker (shell/src/service-worker): a visitor who has been here once still
// sees the last offers with no network, inside the normal page, with the offline notice.
test.use({ serviceWorkers: 'allow' });

const OFFLINE_NOTICE = 'Jeni pa internet. Po shihni ofertat e ruajtura herën e fundit që ishit në linjë.';

/** Waits until the worker controls the page (it claims open pages once active). */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
  });
}

async function expectHomeOffers(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Ofertat e supermarketeve në Shqipëri' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Marketet' }).getByRole('link', { name: 'Dajti Supermarket' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Oferta speciale' }).getByRole('article').first()).toBeVisible();
}

test.describe('[PUBLIC][OFFLINE]', () => {
  test.beforeEach(async ({ page }) => skipAppPopup(page));

  test('@phone a returning visitor offline still sees the home page with the last offers and the offline notice', async ({ page, context }) => {
    await page.goto('/');
    await expectHomeOffers(page);
    await waitForServiceWorker(page);
    // The visit the worker answers keeps what the page asks for: the second visit of a returning visitor.
    await page.reload();
    await expectHomeOffers(page);
    await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expectHomeOffers(page);
    // Debian's Chromium 150 leaves the emulated network state out of the document a reload loads: its
    // navigator.onLine stays true (it did not before). Setting the state again reaches it, as a phone's own network
    // state reaches every page.
    await context.setOffline(false);
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
    // Still inside the normal page: the header and the footer are there.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Rregullat', exact: true })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0);
  });

  test('@phone offline after one visit: the page reloads as it was sent, and so does a second, different page', async ({ page, context, request }) => {
    const [special] = (await getJson<{ items: { productId: number; productName: string }[] }>(request, '/api/compare/products?sort=discount&pageSize=1')).items;
    const [market] = await getJson<{ marketId: number; marketName: string }[]>(request, '/api/market/all');
    const productTitle = page.getByRole('heading', { level: 1, name: special!.productName });
    const marketTitle = page.getByRole('heading', { level: 1, name: market!.marketName });

    // One visit, no second: the worker installs during it and keeps what an offline reload needs.
    await page.goto(`/product/${special!.productId}`);
    await expect(productTitle).toBeVisible();
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await expect(productTitle).toBeVisible();
    await expect(page.getByRole('region', { name: 'Çmimet sot, nga më i liri' }).getByRole('listitem').first()).toBeVisible();
    // As in the story above: the emulated state reaches the reloaded document once set again.
    await context.setOffline(false);
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();

    // A second page, visited once: its own markup comes back, never the product's.
    await context.setOffline(false);
    await page.goto(`/market-offer/${market!.marketId}`);
    await expect(marketTitle).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(marketTitle).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(productTitle).toHaveCount(0);

    // Each is kept under its own address: offline, the product's address is still the product.
    await page.goto(`/product/${special!.productId}`);
    await expect(productTitle).toBeVisible();
    await expect(marketTitle).toHaveCount(0);
  });

  test('@phone offline, an address the server never sent gets the offline page, drawn from the kept API answers', async ({ page, context, request }) => {
    const [post] = await getJson<{ jobTitle: string }[]>(request, '/api/jobpost/all');
    await page.goto('/');
    await expectHomeOffers(page);
    await waitForServiceWorker(page);
    // Inside the app: the job list's screen and its answer pass through the worker, the page does not.
    await clickHomeFooterLink(page, 'Njoftime');
    await expect(page.getByText(post!.jobTitle).first()).toBeVisible();

    await context.setOffline(true);
    await page.goto('/notification');
    await expect(page.getByRole('heading', { level: 1, name: 'Njoftime pune' })).toBeVisible();
    await expect(page.getByText(post!.jobTitle).first()).toBeVisible();
    // Not the home page's markup under another address.
    await expect(page.getByRole('region', { name: 'Oferta speciale' })).toHaveCount(0);
  });

  test('the worker keeps the public remote of the version the manifest names, and lets go of any other version', async ({ page }) => {
    await page.goto('/');
    await expectHomeOffers(page);
    await waitForServiceWorker(page);
    const manifest = (await (await page.request.get('/remotes.json')).json()) as { mfe_public: { entry: string } };
    const entry = manifest.mfe_public.entry;
    const folder = entry.slice(0, entry.lastIndexOf('/') + 1);
    const keptFiles = () =>
      page.evaluate(async () => (await (await caches.open('ofertat-remotes')).keys()).map((request) => new URL(request.url).pathname));
    // The public remote's first load is fetched ahead when the worker installs.
    await expect.poll(keptFiles).toContain(entry);

    // What a previous release left: a chunk of a version the manifest no longer names.
    const oldChunk = '/remotes/public/0.0.0-old/chunks/routes.0123456789.js';
    await page.evaluate(async (url) => (await caches.open('ofertat-remotes')).put(url, new Response('old')), oldChunk);
    // Each page the server sends makes the worker compare its files with the manifest.
    await page.reload();
    await expectHomeOffers(page);
    await expect.poll(keptFiles).not.toContain(oldChunk);
    const kept = await keptFiles();
    expect(kept.filter((path) => path.startsWith('/remotes/public/')).every((path) => path.startsWith(folder))).toBe(true);
  });

  test("Chrome's installability check passes: manifest, icons and a worker that answers offline", async ({ page }) => {
    await page.goto('/');
    await expectHomeOffers(page);
    await waitForServiceWorker(page);
    const session = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    // Playwright's contexts are incognito windows, where Chrome never offers to install; nothing else may be missing.
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  });
});
