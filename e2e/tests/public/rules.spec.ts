import { expect, test } from '../../fixtures/test';
import { clickHomeFooterLink, skipAppPopup } from '../../fixtures/public-site';

test.describe('[PUBLIC][RULES]', () => {
  test.beforeEach(async ({ page }) => skipAppPopup(page));

  test('@phone the footer leads to the privacy policy', async ({ page }) => {
    await page.goto('/');
    await clickHomeFooterLink(page, 'Rregullat');
    await expect(page).toHaveURL(/\/rules$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rregullat e privatësisë' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Stafi i marketeve dhe administratorët' })).toBeVisible();
    await expect(page).toHaveTitle('Rregullat e privatësisë · Ofertat');
  });
});
