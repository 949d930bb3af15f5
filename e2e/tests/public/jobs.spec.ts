import { expect, test } from '../../fixtures/test';
import { getJson, skipAppPopup } from '../../fixtures/public-site';

interface JobPost {
  jobPostId: number;
  jobTitle: string;
  marketName: string;
  createdAt: string;
}

test.describe('[PUBLIC][JOBS]', () => {
  test.beforeEach(async ({ page }) => skipAppPopup(page));

  test('@phone lists posts newest first, filters with suggestions, sorts oldest first and opens a post', async ({ page, request }) => {
    const posts = await getJson<JobPost[]>(request, '/api/jobpost/all');
    const newestFirst = [...posts].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    await page.goto('/notification');
    const titles = page.getByRole('article').getByRole('heading', { level: 2 });
    await expect(titles.first()).toHaveText(newestFirst[0]!.jobTitle);

    await page.getByRole('combobox', { name: 'Rendit' }).selectOption({ label: 'Më të vjetrat' });
    await expect(titles.first()).toHaveText(newestFirst.at(-1)!.jobTitle);

    const filter = page.getByRole('combobox', { name: 'Kërko sipas titullit ose marketit' });
    await filter.fill('korca fresh');
    await page.getByRole('option', { name: 'Korça Fresh Market' }).click();
    await expect(filter).toHaveValue('Korça Fresh Market');
    const korca = posts.filter((post) => post.marketName === 'Korça Fresh Market');
    await expect(titles).toHaveCount(korca.length);

    const post = korca[0]!;
    await page.getByRole('link', { name: post.jobTitle }).first().click();
    await expect(page).toHaveURL(/\/notification\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.jobTitle);
    await expect(page.getByText(/Publikuar më \d{1,2} (janar|shkurt|mars|prill|maj|qershor|korrik|gusht|shtator|tetor|nëntor|dhjetor) \d{4}/)).toBeVisible();
  });

  test('@phone filter suggestions list names starting with the text first, then word starts, then the rest', async ({ page, request }) => {
    const posts = await getJson<JobPost[]>(request, '/api/jobpost/all');
    // The demo job posts come from a fixed random seed (server/src/seed/demo/job-posts.ts), a cashier's among them.
    expect(posts.map((post) => post.jobTitle)).toContain('Arkëtar/e');
    await page.goto('/notification');
    await page.getByRole('combobox', { name: 'Kërko sipas titullit ose marketit' }).fill('arke');
    const options = page.getByRole('option');
    await expect(options.first()).toHaveText('Arkëtar/e');
    // 'arke' is inside "…market" too: those come after.
    await expect(options.filter({ hasText: /market/i }).first()).toBeVisible();
  });

  test('shows the invalid-id and not-found texts', async ({ page }) => {
    await page.goto('/notification/abc');
    await expect(page.getByText('ID e postimit të punës nuk është e vlefshme.')).toBeVisible();
    await page.goto('/notification/999999');
    await expect(page.getByText('Postimi i punës nuk u gjet.')).toBeVisible();
  });
});
