import { expect, test, waitingForHydration } from '../../fixtures/test';
import { clickHomeFooterLink, openServerRendered } from '../../fixtures/public-site';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test.describe('[PUBLIC][APP_POPUP]', () => {
  test.describe('on Android', () => {
    test.use({ userAgent: ANDROID });

    test('@phone invites to Google Play on load, closes on an outside click and stays closed for the visit', async ({ page, browser }) => {
      await page.goto('/');
      const popup = page.getByRole('dialog', { name: 'Shkarkoni aplikacionin Ofertat' });
      await expect(popup).toBeVisible();
      await expect(popup.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', /play\.google\.com/);
      await page.mouse.click(5, 5);
      await expect(popup).toBeHidden();

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Ofertat e supermarketeve në Shqipëri' })).toBeVisible();
      await clickHomeFooterLink(page, 'Rregullat');
      await expect(page.getByRole('heading', { level: 1, name: 'Rregullat e privatësisë' })).toBeVisible();
      await expect(popup).toHaveCount(0);

      const nextVisit = waitingForHydration(await browser.newPage({ userAgent: ANDROID }));
      await nextVisit.goto(`${new URL(page.url()).origin}/rules`);
      await expect(nextVisit.getByRole('dialog', { name: 'Shkarkoni aplikacionin Ofertat' })).toBeVisible();
      await nextVisit.getByRole('button', { name: 'Mbyll' }).click();
      await expect(nextVisit.getByRole('dialog')).toHaveCount(0);
      await nextVisit.close();
    });
  });

  test.describe('on Android, hydrated', () => {
    test.use({ userAgent: ANDROID });

    test('@phone the server’s popup is hydrated, not drawn again, and then closes on its button', async ({ page }) => {
      const { errors, sameNode } = await openServerRendered(page, '/basket', '#root dialog');
      const popup = page.getByRole('dialog', { name: 'Shkarkoni aplikacionin Ofertat' });
      await expect(popup).toBeVisible();
      expect(await sameNode()).toBe(true);
      const pageScroll = () => page.evaluate(() => getComputedStyle(document.body).overflow);
      expect(await pageScroll()).toBe('hidden');
      await popup.getByRole('button', { name: 'Mbyll' }).click();
      await expect(popup).toHaveCount(0);
      expect(await pageScroll()).toBe('visible');
      expect(errors).toEqual([]);
    });
  });

  test('@phone is in the page the server sends, and its close button or a tap outside closes it before any script has run', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ userAgent: ANDROID, javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const popup = page.getByRole('dialog', { name: 'Shkarkoni aplikacionin Ofertat' });
    for (const close of [() => popup.getByRole('button', { name: 'Mbyll' }).click(), () => page.mouse.click(5, 5)]) {
      await page.goto('/basket');
      await expect(popup).toBeVisible();
      await expect(popup.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', /play\.google\.com/);
      await popup.getByText('gjithmonë në xhepin tuaj').click();
      await expect(popup).toBeVisible();
      await close();
      await expect(popup).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: 'Shporta' })).toBeVisible();
    }
    await context.close();
  });

  test.describe('on an iPhone', () => {
    test.use({ userAgent: IPHONE });

    test('invites to the App Store', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('dialog').getByRole('link', { name: /App Store/ })).toHaveAttribute('href', /apps\.apple\.com/);
    });
  });

  test.describe('on a desktop browser', () => {
    test.use({ userAgent: DESKTOP });

    test('gets no popup', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
});
