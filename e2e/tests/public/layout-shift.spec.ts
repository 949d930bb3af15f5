import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { getJson, skipAppPopup, storeWithOffers } from '../../fixtures/public-site';

/** Issue 14: every public page keeps its cumulative layout shift at or below this (Lighthouse's "good" is 0.1). */
const MAX_LAYOUT_SHIFT = 0.02;

interface PageCase {
  name: string;
  path: (request: APIRequestContext) => Promise<string>;
  /** What shows once the page's content has arrived. */
  ready: (page: Page) => Promise<void>;
}

const firstArticle = async (page: Page) => {
  await expect(page.getByRole('article').first()).toBeVisible();
};

const cases: PageCase[] = [
  { name: 'home', path: async () => '/', ready: async (page) => firstArticle(page) },
  { name: 'job list', path: async () => '/notification', ready: firstArticle },
  {
    name: 'job post',
    path: async (request) => `/notification/${(await getJson<{ jobPostId: number }[]>(request, '/api/jobpost/all'))[0]!.jobPostId}`,
    ready: async (page) => {
      await expect(page.getByText(/Publikuar më \d/)).toBeVisible();
    },
  },
  {
    name: 'market offers',
    path: async (request) => {
      const { items } = await getJson<{ items: { cheapest: { marketId: number } }[] }>(request, '/api/compare/products?pageSize=1');
      return `/market-offer/${items[0]!.cheapest.marketId}`;
    },
    ready: firstArticle,
  },
  { name: 'store offers', path: async (request) => `/store-offer/${(await storeWithOffers(request, 0)).storeLocationId}`, ready: firstArticle },
  { name: 'flyers', path: async () => '/list-volantino', ready: firstArticle },
  {
    name: 'rules',
    path: async () => '/rules',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
];

interface LayoutShiftEntry {
  value: number;
  hadRecentInput: boolean;
  startTime: number;
  sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

/** The shifts counted so far: their sum, and what moved when (to tell a failure's cause). */
interface LayoutShift {
  total: number;
  shifts: string[];
}

/** Every layout shift from the first paint on, as Lighthouse counts them (shifts right after input excepted). */
async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: LayoutShift = { total: 0, shifts: [] };
    const box = (rect: DOMRectReadOnly) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
    Object.defineProperty(window, '__e2eLayoutShift', { get: () => seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        seen.total += entry.value;
        const moved = entry.sources.map((source) => {
          const node = source.node instanceof Element ? `${source.node.tagName.toLowerCase()}.${source.node.className}` : String(source.node?.nodeName);
          return `${node} ${box(source.previousRect)} → ${box(source.currentRect)}`;
        });
        seen.shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shift so far, once the page has loaded and whatever arrived has been painted and measured (two frames). */
async function layoutShift(page: Page): Promise<LayoutShift> {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { __e2eLayoutShift: LayoutShift }).__e2eLayoutShift);
}

/** The page's shift is within issue 14's limit; a failure says what moved. */
async function expectLittleShift(page: Page): Promise<void> {
  const { total, shifts } = await layoutShift(page);
  expect(total, `layout shifts:\n${shifts.join('\n')}`).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
}

test.describe('[PUBLIC][LAYOUT_SHIFT]', () => {
  test.beforeEach(async ({ page }) => {
    await skipAppPopup(page);
    await watchLayoutShift(page);
  });

  for (const { name, path, ready } of cases) {
    test(`@phone the ${name} page does not shift as its content arrives`, async ({ page, request }) => {
      await page.goto(await path(request));
      await ready(page);
      await expectLittleShift(page);
    });
  }

  // Chromium may paint a page whose HTML it has only partly parsed (a slow network, a busy machine): the header
  // must then stand where it will stay, whatever number of its links has arrived.
  test('the header keeps its place however many of its links have been parsed', async ({ page }) => {
    await page.goto('/list-volantino');
    await firstArticle(page);
    const moves = await page.evaluate(() => {
      const header = document.querySelector('header')!;
      const nav = header.querySelector('nav')!;
      const others = Array.from(nav.parentElement!.children).filter((child) => child !== nav);
      const place = () => {
        const boxes = others.map((child) => child.getBoundingClientRect()).map((box) => `${Math.round(box.x)},${Math.round(box.y)}`);
        return `${boxes.join(' ')}, header ${Math.round(header.getBoundingClientRect().height)} px high`;
      };
      const whole = place();
      const found: string[] = [];
      for (let links = nav.querySelectorAll('li').length - 1; links > 0; links -= 1) {
        nav.querySelector('li:last-child')!.remove();
        if (place() !== whole) found.push(`with ${links} links: ${place()} (whole: ${whole})`);
      }
      return found;
    });
    expect(moves).toEqual([]);
  });

  test.describe('with the app popup the server renders for an Android phone', () => {
    test.use({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36' });

    test('@phone the home page and its popup do not shift as they arrive', async ({ page, context }) => {
      await context.clearCookies();
      await page.goto('/');
      await expect(page.getByRole('dialog', { name: 'Shkarkoni aplikacionin Ofertat' })).toBeVisible();
      await firstArticle(page);
      await expectLittleShift(page);
    });
  });
});
