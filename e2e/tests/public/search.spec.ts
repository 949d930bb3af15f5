import { expect, test } from '../../fixtures/test';
import { skipAppPopup } from '../../fixtures/public-site';

test.describe('[PUBLIC][SEARCH]', () => {
  test.beforeEach(async ({ page }) => skipAppPopup(page));

  test('@phone @smoke finds products typed without accents and searches on its own after a choice', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const menu = page.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('link', { name: 'Kërko' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kërko ofertat' });
    await expect(dialog).toBeVisible();

    // The product field has the focus, so a phone's keyboard opens on it.
    const product = dialog.getByRole('combobox', { name: 'Produkti' });
    await expect(product).toBeFocused();
    const suggested = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/search/suggest');
    await product.fill('qumesht i fresk');
    expect((await suggested).ok()).toBe(true);
    const searched = page.waitForResponse((res) => /\/api\/compare\/products\/\d+/.test(res.url()));
    await dialog.getByRole('option', { name: /^Qumësht i freskët 1L/ }).click();
    expect((await searched).ok()).toBe(true);
    await expect(dialog.getByText(/^Gjetur \d+ produkte$/)).toBeVisible();
    const first = dialog.getByRole('article').first();
    await expect(first).toContainText('Qumësht i freskët 1L');
    // The results come into view: on a phone they would otherwise sit below the category grid.
    await expect(first).toBeInViewport();
  });

  test('@phone a category’s results come into view, page through the server, and Back closes the popup', async ({ page }) => {
    // Another page first: a Back that left the page would land there.
    await page.goto('/rules');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/?search=1');
    const dialog = page.getByRole('dialog', { name: 'Kërko ofertat' });
    await expect(dialog).toBeVisible();
    const searched = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/compare/products' && new URL(res.url()).searchParams.has('categoryId'));
    await dialog.getByRole('button', { name: /^Bulmet \d+ produkte$/ }).click();
    expect((await searched).ok()).toBe(true);
    await expect(dialog.getByText(/^Gjetur \d+ produkte$/)).toBeVisible();
    await expect(dialog.getByRole('article').first()).toBeInViewport();

    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertat e supermarketeve në Shqipëri' })).toBeVisible();
  });

  test('cities match without ç, categories show their counts, Kërko needs a criterion and Pastro clears', async ({ page }) => {
    await page.goto('/?search=1');
    const dialog = page.getByRole('dialog', { name: 'Kërko ofertat' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await dialog.getByRole('button', { name: 'Kërko', exact: true }).click();
    await expect(dialog.getByText('Ju lutem zgjidhni të paktën një kriter kërkimi.')).toBeVisible();

    await dialog.getByRole('combobox', { name: 'Qyteti' }).fill('korce');
    await expect(dialog.getByRole('option', { name: 'Korçë' })).toBeVisible();
    await dialog.getByRole('option', { name: 'Korçë' }).click();
    await expect(dialog.getByText(/^Gjetur \d+ produkte$/)).toBeVisible();

    const dairy = dialog.getByRole('button', { name: /^Bulmet \d+ produkte$/ });
    await dairy.click();
    await expect(dairy).toHaveAttribute('aria-pressed', 'true');

    await dialog.getByRole('button', { name: 'Pastro' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Qyteti' })).toHaveValue('');
    await expect(dairy).toHaveAttribute('aria-pressed', 'false');
    await expect(dialog.getByText(/^Gjetur/)).toHaveCount(0);
    await expect(dialog.getByRole('article')).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
