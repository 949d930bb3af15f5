import { devices, type APIRequestContext } from '@playwright/test';
import { isInStoreGtin } from '@ofertat/shared-api/validation';
import { chromiumLaunchOptions } from '../../playwright.config';
import { expectNoSeriousViolations } from '../../fixtures/accessibility';
import { writeEan13Video } from '../../fixtures/barcode-video';
import { getJson, skipAppPopup } from '../../fixtures/public-site';
import { expect, test, waitingForHydration } from '../../fixtures/test';

interface GroupPage {
  items: { productId: number }[];
}

interface Product {
  productId: number;
  productName: string;
  marketId: number | null;
  barcode: string | null;
}

/** A global demo product on offer today with its GTIN-13, read from the public API as a shopper's results list it. */
async function globalProductOnOffer(request: APIRequestContext): Promise<Product & { barcode: string }> {
  const groups = await getJson<GroupPage>(request, '/api/compare/products?pageSize=24');
  for (const { productId } of groups.items) {
    const product = await getJson<Product>(request, `/api/product/${productId}`);
    if (product.marketId === null && product.barcode?.length === 13 && !isInStoreGtin(product.barcode)) return { ...product, barcode: product.barcode };
  }
  throw new Error('no global demo product with a barcode is on offer today');
}

test.describe('[PUBLIC][SKANO BARKODIN]', () => {
  test('@phone without a camera, the typed digits find the product; Escape closes the scanner', async ({ page, request }) => {
    const product = await globalProductOnOffer(request);
    await skipAppPopup(page);
    await page.goto('/search');
    const scan = page.getByRole('button', { name: 'Skano barkodin' });
    await scan.click();
    const dialog = page.getByRole('dialog', { name: 'Skano barkodin' });
    // The stories' Chromium has no camera: the scanner says so, and the field is there.
    await expect(dialog.getByText(/^Kjo pajisje nuk ka kamerë/)).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(scan).toBeFocused();

    await scan.click();
    const digits = dialog.getByRole('textbox', { name: 'Numrat e barkodit' });
    await digits.fill(`${product.barcode.slice(0, -1)}${(Number(product.barcode.at(-1)) + 1) % 10}`);
    await digits.press('Enter');
    await expect(dialog.getByText('Barkodi nuk është i vlefshëm.')).toBeVisible();
    await digits.fill(product.barcode);
    await expect(dialog.getByText('Barkodi nuk është i vlefshëm.')).toBeHidden();
    await digits.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/product/${product.productId}$`));
    await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
  });

  // The phone's camera films the pack: Chromium plays a video of its barcode as the camera, and the video must exist
  // before the browser starts, so this story starts its own (the configuration's Chromium and flags, and the camera's).
  test('a shopper scans a pack’s barcode with a phone’s camera and lands on the product’s page', async ({ playwright, request }, testInfo) => {
    const product = await globalProductOnOffer(request);
    const video = testInfo.outputPath('barcode.y4m');
    await writeEan13Video(product.barcode, video);
    const browser = await playwright.chromium.launch({
      ...chromiumLaunchOptions,
      args: [...chromiumLaunchOptions.args, '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
    });
    try {
      const context = await browser.newContext({
        ...devices['Pixel 5'],
        viewport: { width: 360, height: 740 },
        baseURL: testInfo.project.use.baseURL,
        permissions: ['camera'],
        serviceWorkers: 'block',
      });
      // The reader and its WebAssembly come from our own server: a request anywhere else (a CDN) fails the story.
      const elsewhere: string[] = [];
      await context.route(
        (url) => url.hostname !== '127.0.0.1',
        (route) => {
          elsewhere.push(route.request().url());
          return route.abort();
        },
      );
      const page = waitingForHydration(await context.newPage());
      await skipAppPopup(page);

      await page.goto('/search');
      await page.getByRole('button', { name: 'Skano barkodin' }).click();
      await expect(page.getByRole('dialog', { name: 'Skano barkodin' })).toBeVisible();

      await expect(page).toHaveURL(new RegExp(`/product/${product.productId}$`));
      await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
      expect(elsewhere).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
