import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
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

/** The special offers' product names as the server answers them, in a city or in all of Albania. */
async function specialOffers(request: APIRequestContext, city?: City): Promise<string[]> {
  const scope = city ? `&locationId=${city.locationId}` : '';
  const answer = await getJson<{ items: { productName: string }[] }>(request, `/api/compare/products?sort=discount&minDiscount=30&pageSize=10${scope}`);
  return answer.items.map((item) => item.productName);
}

/** The special offers the page shows, by product name (each card's heading). */
const shownSpecialOffers = (page: Page) => page.getByRole('region', { name: 'Oferta speciale' }).getByRole('article').getByRole('heading');

test.describe('[PUBLIC][MY CITY]', () => {
  test.beforeEach(async ({ page }) => skipAppPopup(page));

  test('@phone @smoke choosing a city scopes the home lists and is remembered', async ({ page, request }) => {
    const durres = await cityNamed(request, 'Durrës');
    const [everywhere, inDurres] = await Promise.all([specialOffers(request), specialOffers(request, durres)]);
    expect(inDurres.length).toBeGreaterThan(0);
    expect(inDurres).not.toEqual(everywhere);
    await page.goto('/');
    await expect(shownSpecialOffers(page)).toHaveText(everywhere);
    await expect(cityButton(page)).toHaveText(/Gjithë Shqipëria/);
    await cityButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Zgjidhni qytetin tuaj' });
    await expect(dialog).toBeVisible();

    const scoped = listAsked(page);
    await dialog.getByRole('button', { name: 'Durrës', exact: true }).click();
    await expect(dialog).toBeHidden();
    expect((await scoped).get('locationId')).toBe(String(durres.locationId));
    await expect(cityButton(page)).toHaveText(/Durrës/);
    await expect(shownSpecialOffers(page)).toHaveText(inDurres);

    // Kept for the next visit, whose page the server renders in Durrës already (the city travels in a cookie).
    await page.reload();
    await expect(cityButton(page)).toHaveText(/Durrës/);
    await expect(shownSpecialOffers(page)).toHaveText(inDurres);
    const served = await (await page.request.get('/')).text();
    const onlyInDurres = inDurres.find((name) => !everywhere.includes(name)) ?? inDurres[0]!;
    expect(served).toContain(onlyInDurres.replace(/&/g, '&amp;').replace(/</g, '&lt;'));
  });

  test('@phone the search starts in my city, and one tap returns to all of Albania', async ({ page, request }) => {
    const durres = await cityNamed(request, 'Durrës');
    // A shopper who chose Durrës on an earlier visit: kept in the browser, and in the cookie the server reads.
    await page.addInitScript((city) => localStorage.setItem('ofertat.myCity', JSON.stringify(city)), durres);
    await page.context().addCookies([
      { name: 'ofertat_city', value: encodeURIComponent(JSON.stringify(durres)), url: test.info().project.use.baseURL! },
    ]);
    // The search comes from the server already in my city (the cookie), and writes the city into its address, so
    // the link shows the same results on another phone.
    const inMyCity = await getJson<{ items: { productName: string }[] }>(request, `/api/compare/products?q=qumesht&locationId=${durres.locationId}&pageSize=12`);
    const everywhereFound = await getJson<{ items: { productName: string }[] }>(request, '/api/compare/products?q=qumesht&pageSize=12');
    expect(inMyCity.items.map((item) => item.productName)).not.toEqual(everywhereFound.items.map((item) => item.productName));
    await page.goto('/search?q=qumesht');
    await expect(page.getByRole('main').getByRole('article').getByRole('heading')).toHaveText(inMyCity.items.map((item) => item.productName));
    await expect(page).toHaveURL(new RegExp(`city=${durres.locationId}`));
    await expect(page.getByRole('list', { name: 'Filtrat e zgjedhur' }).getByRole('button', { name: 'Hiq filtrin Qyteti: Durrës' })).toBeVisible();

    await page.goto('/');
    await expect(cityButton(page)).toHaveText(/Durrës/);
    await expect(shownSpecialOffers(page)).toHaveText(await specialOffers(request, durres));
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
    await expect(dialog.getByRole('button', { name: 'Durrës', exact: true })).toBeVisible();
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
