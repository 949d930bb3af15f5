import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../../fixtures/accessibility';
import { getJson, skipAppPopup } from '../../fixtures/public-site';

interface City {
  locationId: number;
  locationName: string;
}

/** The next GET /api/compare/products, with its query. */
const listAsked = (page: Page) =>
  page.waitForResponse((res) => new URL(res.url()).pathname === '/api/compare/products').then((res) => new URL(res.url()).searchParams);

async function cityNamed(request: APIRequestContext, name: string): Promise<City> {
  const city = (await getJson<City[]>(request, '/api/location/all')).find((candidate) => candidate.locationName === name);
  if (!city) throw new Error(`the demo data has ${name}`);
  return city;
}

const cityButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Qyteti: / });

test.describe('[PUBLIC][MY CITY]', () => {
  test.beforeEach(async ({ page }) => skipAppPopup(page));

  test('@phone choosing a city scopes the home lists and is remembered', async ({ page, request }) => {
    const korce = await cityNamed(request, 'Korçë');
    const everywhere = listAsked(page);
    await page.goto('/');
    // The first list of a freshly started server is its slowest answer (the 30-day lows are computed once).
    expect((await everywhere).has('locationId')).toBe(false);
    await expect(page.getByRole('region', { name: 'Oferta speciale' }).getByRole('article').first()).toBeVisible();
    await expect(cityButton(page)).toHaveText(/Gjithë Shqipëria/);
    await cityButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Zgjidhni qytetin tuaj' });
    await expect(dialog).toBeVisible();

    const scoped = listAsked(page);
    await dialog.getByRole('button', { name: 'Korçë', exact: true }).click();
    await expect(dialog).toBeHidden();
    expect((await scoped).get('locationId')).toBe(String(korce.locationId));
    await expect(cityButton(page)).toHaveText(/Korçë/);

    // Kept for the next visit.
    const afterReload = listAsked(page);
    await page.reload();
    expect((await afterReload).get('locationId')).toBe(String(korce.locationId));
    await expect(cityButton(page)).toHaveText(/Korçë/);
  });

  test('@phone the search starts in my city, and one tap returns to all of Albania', async ({ page, request }) => {
    const korce = await cityNamed(request, 'Korçë');
    await page.addInitScript((city) => localStorage.setItem('ofertat.myCity', JSON.stringify(city)), korce);
    // The search writes the city into its address, so the link shows the same results on another phone.
    const searched = listAsked(page);
    await page.goto('/search?q=qumesht');
    expect((await searched).get('locationId')).toBe(String(korce.locationId));
    await expect(page).toHaveURL(new RegExp(`city=${korce.locationId}`));
    await expect(page.getByRole('combobox', { name: 'Qyteti' }).locator('option:checked')).toHaveText('Korçë');

    const homeScoped = listAsked(page);
    await page.goto('/');
    expect((await homeScoped).get('locationId')).toBe(String(korce.locationId));
    await expect(cityButton(page)).toHaveText(/Korçë/);
    const everywhere = page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/api/compare/products' && !new URL(res.url()).searchParams.has('locationId'),
    );
    await page.getByRole('banner').getByRole('button', { name: 'Gjithë Shqipëria', exact: true }).click();
    expect((await everywhere).ok()).toBe(true);
    await expect(cityButton(page)).toHaveText(/Gjithë Shqipëria/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Gjithë Shqipëria', exact: true })).toHaveCount(0);
  });

  test('the city choice has no serious accessibility violation', async ({ page }) => {
    await page.goto('/rules');
    await cityButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Zgjidhni qytetin tuaj' });
    await expect(dialog.getByRole('button', { name: 'Korçë', exact: true })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test.describe('with the visitor in Durrës', () => {
    test.use({ geolocation: { latitude: 41.3155, longitude: 19.4465 }, permissions: ['geolocation'] });

    test('@phone the city is taken from the position: the nearest store’s', async ({ page }) => {
      await page.goto('/rules');
      await cityButton(page).click();
      const dialog = page.getByRole('dialog', { name: 'Zgjidhni qytetin tuaj' });
      await dialog.getByRole('button', { name: 'Përdor vendndodhjen time' }).click();
      await expect(dialog).toBeHidden();
      await expect(cityButton(page)).toHaveText(/Durrës/);
    });
  });
});
