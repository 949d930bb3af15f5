import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { skipAppPopup } from '../../fixtures/public-site';

/** Centres of opaque spots on the map's canvases, in page coordinates: markers and clusters (tiles are blocked). */
async function drawnSpots(page: Page) {
  return page.evaluate(() => {
    const spots: { x: number; y: number }[] = [];
    const map = document.querySelector('[data-testid="store-map"]');
    if (!map) return spots;
    for (const canvas of Array.from(map.querySelectorAll('canvas'))) {
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0) continue;
      const rect = canvas.getBoundingClientRect();
      const scale = canvas.width / rect.width;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      const step = Math.max(1, Math.round(6 * scale));
      for (let y = 0; y < canvas.height; y += step) {
        for (let x = 0; x < canvas.width; x += step) {
          if (data[(y * canvas.width + x) * 4 + 3]! > 250) spots.push({ x: rect.left + x / scale, y: rect.top + y / scale });
        }
      }
    }
    return spots;
  }).catch(() => []); // the page left for the store while drawing was read: nothing drawn
}

test.describe('[PUBLIC][MAP]', () => {
  test.beforeEach(async ({ page }) => {
    await skipAppPopup(page);
    // No tile server: markers and clusters must draw all the same.
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  });

  test('@phone draws the stores without tiles, says location was refused, and a marker opens the store’s offers', async ({ page }) => {
    await page.goto('/map');
    await expect(page.getByText('Location access denied. Showing stores near Tirana.')).toBeVisible();
    const map = page.getByTestId('store-map');
    await expect(map.locator('canvas').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Dyqanet në hartë' }).getByRole('link').first()).toHaveAttribute('href', /\/store-offer\/\d+$/);

    // Click the first drawn marker; a cluster zooms in, so repeat until a single store is hit.
    for (let attempt = 0; attempt < 8 && !/\/store-offer\/\d+$/.test(page.url()); attempt += 1) {
      await expect.poll(async () => (await drawnSpots(page)).length).toBeGreaterThan(0);
      const [spot] = await drawnSpots(page);
      await page.mouse.click(spot!.x + 3, spot!.y + 3);
      // A cluster zooms in with an animation: wait until the page left for the store or the drawing stands still.
      let before = '';
      await expect
        .poll(async () => {
          if (/\/store-offer\/\d+$/.test(page.url())) return true;
          const now = JSON.stringify(await drawnSpots(page));
          const still = now === before;
          before = now;
          return still;
        }, { intervals: [300] })
        .toBe(true);
    }
    await expect(page).toHaveURL(/\/store-offer\/\d+$/);
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test.describe('with the visitor’s position', () => {
    test.use({ geolocation: { latitude: 41.3275, longitude: 19.8187 }, permissions: ['geolocation'] });

    test('centres on the visitor and marks the spot “Your Location”', async ({ page }) => {
      await page.goto('/map');
      const map = page.getByTestId('store-map');
      await expect(map.locator('canvas').first()).toBeVisible();
      await expect(page.getByText('Location access denied. Showing stores near Tirana.')).toHaveCount(0);
      const box = (await map.boundingBox())!;
      await expect
        .poll(async () => {
          await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
          return map.getAttribute('title');
        })
        .toBe('Your Location');
    });
  });
});
