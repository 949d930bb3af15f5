import type { Page } from '@playwright/test';
import { expect, test, waitingForHydration } from '../../fixtures/test';
import { expectNoSeriousViolations } from '../../fixtures/accessibility';
import { skipAppPopup } from '../../fixtures/public-site';

/** Waits for the next page of results GET /api/compare/products answers. */
const resultsAnswered = (page: Page) => page.waitForResponse((res) => new URL(res.url()).pathname === '/api/compare/products');

/** The product names of the result cards, in order. */
const resultNames = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();

/** The chip of an active filter, e.g. 'Rendit sipas: Çmimi më i ulët'. */
const filterChip = (page: Page, name: string | RegExp) =>
  page.getByRole('list', { name: 'Filtrat e zgjedhur' }).getByRole('button', { name: typeof name === 'string' ? `Hiq filtrin ${name}` : name });

/** Shows the filters: a phone's wait behind "Filtro", a wider screen shows them. */
async function showFilters(page: Page): Promise<void> {
  const filtro = page.getByRole('button', { name: 'Filtro' });
  if (await filtro.isVisible()) await filtro.click();
  await expect(page.getByRole('combobox', { name: 'Kategoria' })).toBeVisible();
}

test.describe('[PUBLIC][SEARCH PAGE]', () => {
  test.beforeEach(async ({ page }) => skipAppPopup(page));

  test('@phone a shared search link shows the same results, typos and all', async ({ page, browser }) => {
    // The first results come in the page itself (server-rendered), as a link preview or a crawler sees them too.
    const url = '/search?q=qumsht&sort=price';
    await page.goto(url);
    const found = page.getByRole('main').getByText(/^Gjetur \d+ produkte$/);
    await expect(found).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toContainText('Qumësht');
    await expect(page.getByRole('searchbox', { name: 'Produkti' })).toHaveValue('qumsht');
    await expect(filterChip(page, 'Rendit sipas: Çmimi më i ulët')).toBeVisible();
    const names = await resultNames(page);

    // Another visitor, with nothing stored, opens the link.
    const other = await browser.newContext();
    const otherPage = waitingForHydration(await other.newPage());
    await skipAppPopup(otherPage);
    await otherPage.goto(new URL(url, page.url()).toString());
    await expect(otherPage.getByRole('main').getByText(/^Gjetur \d+ produkte$/)).toHaveText((await found.textContent()) ?? '');
    await expect(otherPage.getByRole('main').getByRole('article').getByRole('heading')).toHaveText(names);
    await other.close();
  });

  test('@phone Back and Forward restore the filters and their results', async ({ page }) => {
    await page.goto('/search?q=kafe');
    await expect(page.getByRole('main').getByText(/^Gjetur \d+ produkte$/)).toBeVisible();
    await showFilters(page);

    // A choice made before the page is hydrated does nothing: choose again until the address follows.
    await expect(async () => {
      await page.getByRole('combobox', { name: 'Qyteti' }).selectOption({ label: 'Gjithë Shqipëria' });
      await page.getByRole('combobox', { name: 'Qyteti' }).selectOption({ label: 'Durrës' });
      await expect(page).toHaveURL(/[?&]city=\d+/, { timeout: 1_000 });
    }).toPass();
    await expect(page.getByRole('main').getByText(/^Gjetur \d+ produkte$/)).toBeVisible();
    const byPrice = resultsAnswered(page);
    await page.getByRole('combobox', { name: 'Rendit sipas' }).selectOption('price');
    await byPrice;
    await expect(page).toHaveURL(/sort=price/);

    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(page.getByRole('combobox', { name: 'Rendit sipas' })).toHaveValue('relevance');
    await expect(page.getByRole('combobox', { name: 'Qyteti' }).locator('option:checked')).toHaveText('Durrës');
    await page.goBack();
    await expect(page.getByRole('combobox', { name: 'Qyteti' }).locator('option:checked')).toHaveText('Gjithë Shqipëria');
    await expect(page.getByRole('searchbox', { name: 'Produkti' })).toHaveValue('kafe');
    await page.goForward();
    await page.goForward();
    await expect(page.getByRole('combobox', { name: 'Rendit sipas' })).toHaveValue('price');
    await expect(page.getByRole('main').getByText(/^Gjetur \d+ produkte$/)).toBeVisible();
  });

  test.describe('on a 390 × 844 phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('@phone the results come first; the filters wait behind "Filtro", and a chosen one is a chip that takes it away', async ({ page }) => {
      await page.goto('/search?q=qumesht');
      const first = page.getByRole('main').getByRole('article').first();
      await expect(first).toBeVisible();
      // The first result is whole inside the first screen, nothing scrolled (with the four filters shown it
      // started 655 px down, its picture and price below the screen's edge).
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const box = (await first.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      const category = page.getByRole('combobox', { name: 'Kategoria' });
      await expect(category).toBeHidden();

      const filtro = page.getByRole('button', { name: 'Filtro' });
      await filtro.click();
      await expect(filtro).toHaveAttribute('aria-expanded', 'true');
      for (const name of ['Kategoria', 'Qyteti', 'Marketi', 'Rendit sipas']) await expect(page.getByRole('combobox', { name })).toBeVisible();
      const chosen = (await category.locator('option').nth(1).textContent())!.trim();
      await category.selectOption({ label: chosen });
      await expect(page).toHaveURL(/[?&]category=\d+/);
      const chip = filterChip(page, `Kategoria: ${chosen}`);
      await expect(chip).toBeVisible();

      await chip.click();
      await expect(chip).toHaveCount(0);
      await expect(page).not.toHaveURL(/category=/);
      await expect(category).toHaveValue('');
    });
  });

  test('@phone Enter with text in the search popup leads to the search page; Back returns where it was opened', async ({ page }) => {
    await page.goto('/rules');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/?search=1');
    const dialog = page.getByRole('dialog', { name: 'Kërko ofertat' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Produkti' }).fill('djath');
    await dialog.getByRole('combobox', { name: 'Produkti' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=djath$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').getByText(/^Gjetur [1-9]\d* produkte$/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toContainText('Djath');

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertat e supermarketeve në Shqipëri' })).toBeVisible();
  });

  test('has no serious accessibility violation', async ({ page }) => {
    await page.goto('/search?q=qumesht');
    await expect(page.getByRole('main').getByText(/^Gjetur \d+ produkte$/)).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
