import { expect, test } from '../../fixtures/test';
import { expectFlyerPageDrawn } from '../../fixtures/flyer-viewer';
import { getJson, skipAppPopup } from '../../fixtures/public-site';

interface Flyer {
  volantinoId: number;
  volantinoName: string;
  marketName: string;
}

test.describe('[PUBLIC][FLYERS]', () => {
  test.beforeEach(async ({ page }) => skipAppPopup(page));

  test('@phone @smoke a flyer click is recorded, the PDF opens without a toolbar, and a reload still shows it', async ({ page, request, baseURL }) => {
    // pdf.js renders the flyer twice (before and after the reload). On the edge run (two workers, two servers,
    // PostgreSQL and nginx on two cores) a first render once took longer than 20 s while the other worker loaded
    // its own pages: each render may take up to a minute there, as a slow phone would.
    test.setTimeout(180_000);
    // A flyer of the demo data: on the edge stack every spec shares one database, and the newest flyer may be one
    // another spec is still working with.
    const flyer = (await getJson<Flyer[]>(request, '/api/volantino/all')).find((candidate) => candidate.volantinoName.startsWith('Fletëpalosja'));
    const workers: string[] = [];
    page.on('request', (req) => {
      if (/pdf\.worker/.test(req.url())) workers.push(req.url());
    });
    await page.goto('/list-volantino');
    await expect(page.getByRole('heading', { level: 1, name: 'Fletëpalosje' })).toBeVisible();
    const recorded = page.waitForRequest((req) => req.method() === 'POST' && req.url().endsWith(`/api/volantino/count/${flyer!.volantinoId}`));
    await page.getByRole('link', { name: new RegExp(`${flyer!.volantinoName}.*${flyer!.marketName}`) }).first().click();
    await recorded;
    await expect(page).toHaveURL(new RegExp(`/volantino/${flyer!.volantinoId}$`));

    await expectFlyerPageDrawn(page);
    await expect(page.locator('.rpv-toolbar, .rpv-default-layout__toolbar')).toHaveCount(0);
    expect(workers.length).toBeGreaterThan(0);
    for (const url of workers) expect(new URL(url).origin).toBe(new URL(baseURL!).origin);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: flyer!.volantinoName })).toBeVisible();
    await expectFlyerPageDrawn(page);
  });

  test('an unknown flyer shows the not-found text', async ({ page }) => {
    await page.goto('/volantino/999999');
    await expect(page.getByText('Volantino nuk u gjet.')).toBeVisible();
  });
});
