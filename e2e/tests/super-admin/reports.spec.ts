import { expect, test } from '../../fixtures/test';
import { superAdmin } from '../../fixtures/accounts';
import { signInThroughApi } from '../../fixtures/session';
import { getAsAdmin } from '../../fixtures/super-admin';

interface SessionRecord {
  userId: string;
  date: string;
  totalDuration: number;
}

test.describe('[SUPER_ADMIN][REPORTS]', () => {
  test('@phone the mobile-users report of the demo data: chart, unique users and minutes', async ({ page, request }) => {
    const { token } = await signInThroughApi(page, request, superAdmin);
    const records = await getAsAdmin<SessionRecord[]>(request, token, '/api/sessions/all-user-durations');
    const unique = new Set(records.map((record) => record.userId)).size;

    await page.goto('/super-admin/list-mobile-users');
    await expect(page.getByRole('heading', { name: 'Mobile Users' })).toBeVisible();
    await expect(page.getByText(`Përdorues unikë gjithsej: ${unique}`)).toBeVisible();
    await expect(page.getByRole('img', { name: /^Përdorues aktivë sipas datës/ })).toBeVisible();

    const first = records[0]!;
    const firstRow = page.getByRole('table').getByRole('row').nth(1);
    await expect(firstRow.getByRole('cell').nth(0)).toHaveText(first.userId);
    await expect(firstRow.getByRole('cell').nth(2)).toHaveText((first.totalDuration / 60).toFixed(2));
  });

  test('the area home shows the platform counts it was given, each a link to its list', async ({ page, request }) => {
    await signInThroughApi(page, request, superAdmin);
    // Other workers add and remove markets meanwhile, so the page is held to the overview it received; that the
    // overview counts the platform is the server's test (overview.test.ts).
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/admin/overview'));
    await page.goto('/super-admin');
    const overview = (await (await answered).json()) as { markets: number };
    await expect(page.getByRole('link', { name: `Markete aktive ${overview.markets}` })).toHaveAttribute('href', '/super-admin/list-market');
    await expect(page.getByText(/^mfe-super-admin \d+\.\d+\.\d+/)).toBeAttached();
  });

  test('the super admin manages any market’s flyers after choosing the market', async ({ page, request }) => {
    const { token } = await signInThroughApi(page, request, superAdmin);
    const markets = await getAsAdmin<{ marketId: number; marketName: string }[]>(request, token, '/api/market/all');
    const dajti = markets.find((market) => market.marketName === 'Dajti Supermarket')!;
    const flyers = await getAsAdmin<{ volantinoName: string }[]>(request, token, `/api/volantino/list/market/${dajti.marketId}`);

    await page.goto('/super-admin');
    await page.getByRole('navigation', { name: 'Super Admin' }).getByRole('link', { name: 'Volantino' }).click();
    // The area home has a "Marketi" chart section too: the choice is made once the flyer screen has opened.
    await expect(page).toHaveURL(/\/super-admin\/list-volantino/);
    await page.getByRole('combobox', { name: 'Marketi' }).selectOption({ label: 'Dajti Supermarket' });
    await expect(page).toHaveURL(new RegExp(`market=${dajti.marketId}`));
    await expect(page.getByRole('article', { name: flyers[0]!.volantinoName })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shto volantino' }).first()).toHaveAttribute('href', `/super-admin/add-volantino?market=${dajti.marketId}`);
  });
});
