// axe-core on every public route and on a list and a form of each admin area, on the desktop and the phone
// project. Ids come from the public API, so the spec runs on any data set; it changes nothing.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { marketAdmin, superAdmin } from '../../fixtures/accounts';
import { expectNoSeriousViolations } from '../../fixtures/accessibility';
import { expectFlyerPageDrawn } from '../../fixtures/flyer-viewer';
import { getJson, skipAppPopup, storeWithOffers } from '../../fixtures/public-site';
import { signInThroughApi } from '../../fixtures/session';

interface PublicRoute {
  name: string;
  /** The path to open, looked up in the data when it names a row. */
  path: (request: APIRequestContext) => Promise<string>;
  /** Waits for the content that matters on this route (not its skeleton). */
  ready: (page: Page) => Promise<void>;
}

const firstId = async <T>(request: APIRequestContext, path: string, pick: (row: T) => number) => {
  const rows = await getJson<T[]>(request, path);
  expect(rows.length, `${path} has rows`).toBeGreaterThan(0);
  return pick(rows[0]!);
};

const h1 = (page: Page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible();
const firstArticle = (page: Page) => expect(page.getByRole('article').first()).toBeVisible();

const publicRoutes: PublicRoute[] = [
  {
    name: 'home',
    path: async () => '/',
    ready: async (page) => {
      await expect(page.getByRole('region', { name: 'Oferta speciale' }).getByRole('article').first()).toBeVisible();
      // All offers load when their section nears the viewport.
      const all = page.getByRole('region', { name: 'Të gjitha ofertat' });
      await all.scrollIntoViewIfNeeded();
      await expect(all.getByRole('article').first()).toBeVisible();
    },
  },
  { name: 'flyer list', path: async () => '/list-volantino', ready: firstArticle },
  {
    name: 'flyer viewer',
    path: async (request) => `/volantino/${await firstId<{ volantinoId: number }>(request, '/api/volantino/all', (row) => row.volantinoId)}`,
    ready: async (page) => {
      await h1(page);
      await expectFlyerPageDrawn(page);
    },
  },
  { name: 'job notices', path: async () => '/notification', ready: firstArticle },
  {
    name: 'job notice',
    path: async (request) => `/notification/${await firstId<{ jobPostId: number }>(request, '/api/jobpost/all', (row) => row.jobPostId)}`,
    ready: h1,
  },
  {
    name: 'map',
    path: async () => '/map',
    ready: async (page) => {
      await expect(page.getByTestId('store-map').locator('canvas').first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Dyqanet në hartë' }).getByRole('link').first()).toBeVisible();
    },
  },
  {
    name: 'store offers',
    path: async (request) => `/store-offer/${(await storeWithOffers(request, 0)).storeLocationId}`,
    ready: firstArticle,
  },
  {
    name: 'market offers',
    path: async (request) => {
      const [offer] = await getJson<{ marketName: string }[]>(request, '/api/offer/all');
      const markets = await getJson<{ marketId: number; marketName: string }[]>(request, '/api/market/all');
      const market = markets.find((entry) => entry.marketName === offer?.marketName);
      expect(market, 'a market with current offers').toBeDefined();
      return `/market-offer/${market!.marketId}`;
    },
    ready: firstArticle,
  },
  { name: 'rules', path: async () => '/rules', ready: h1 },
  {
    name: 'login',
    path: async () => '/login',
    ready: (page) => expect(page.getByRole('heading', { name: 'Hyni Ne Llogarine Tuaj!' })).toBeVisible(),
  },
  {
    name: 'forgot password',
    path: async () => '/forgotpassword',
    ready: (page) => expect(page.getByRole('main').getByRole('link', { name: /\+355/ })).toBeVisible(),
  },
  {
    name: 'not found',
    path: async () => '/kjo-faqe-nuk-ekziston',
    ready: (page) => expect(page.getByRole('heading', { name: 'Faqja nuk u gjet' })).toBeVisible(),
  },
];

// axe reads the whole rendered page: on the flyer viewer (pdf.js pages and their text layers) one check passed 30 s
// on a loaded CI machine, where it takes about 20 s here; the admin screens take 13–14 s here.
test.beforeEach(() => test.slow());

test.describe('[PLATFORM][A11Y] public routes', () => {
  test.beforeEach(async ({ page }) => {
    await skipAppPopup(page);
    // The map's tiles come from a third-party server this machine cannot reach; markers draw without them.
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  });

  for (const route of publicRoutes) {
    test(`@phone ${route.name} has no serious or critical axe violations`, async ({ page, request }) => {
      await page.goto(await route.path(request));
      await route.ready(page);
      await expectNoSeriousViolations(page);
    });
  }
});

test.describe('[PLATFORM][A11Y] app popup', () => {
  // The popup greets Android visitors (spec section 1), whatever the project's own device.
  test.use({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36' });

  test('@phone the home page with the app popup open has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Shkarkoni aplikacionin Ofertat' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Oferta speciale' }).getByRole('article').first()).toBeAttached();
    await expectNoSeriousViolations(page);
  });
});

test.describe('[PLATFORM][A11Y] market admin', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInThroughApi(page, request, marketAdmin);
  });

  test('@phone the offer list has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/admin/list-user-offer');
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertat' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('@phone the offer form with a product line has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/admin/add-user-offer');
    // A product line brings the price inputs; the offer is never saved.
    const picker = page.getByRole('combobox', { name: 'Shto produkt' });
    await picker.fill('a');
    await page.getByRole('option').first().click();
    await expect(page.getByRole('spinbutton', { name: 'Çmimi i ri (ALL)' })).toHaveCount(1);
    await expectNoSeriousViolations(page);
  });
});

test.describe('[PLATFORM][A11Y] super admin', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInThroughApi(page, request, superAdmin);
  });

  test('@phone the market list has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/super-admin/list-market');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('@phone the user form has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/super-admin/add-user');
    await expect(page.getByLabel('Marketi').locator('option').nth(1)).toBeAttached();
    await expectNoSeriousViolations(page);
  });
});
