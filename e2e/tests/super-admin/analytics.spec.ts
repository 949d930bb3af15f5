// The platform's analytics on the super admin's home (issue 16): every market together with the ads' clicks, and
// each market's totals, most active first, with its own chart on demand. A visitor's market page view is sent
// first, so the 30 days are never empty, on any data.
import { expect, test } from '../../fixtures/test';
import { superAdmin } from '../../fixtures/accounts';
import { expectNoSeriousViolations } from '../../fixtures/accessibility';
import { signInThroughApi } from '../../fixtures/session';
import { getAsAdmin } from '../../fixtures/super-admin';

interface PlatformAnalytics {
  totals: { adClicks: number };
  markets: { marketName: string }[];
}

test.describe('[SUPER_ADMIN][ANALYTICS]', () => {
  test("@phone the home shows the platform's 30 days and a market's own chart, with no serious axe violations", async ({ page, request }) => {
    const { token } = await signInThroughApi(page, request, superAdmin);
    const [market] = await getAsAdmin<{ marketId: number }[]>(request, token, '/api/market/all');
    expect(market, 'a market').toBeDefined();
    expect((await request.post('/api/events', { data: { type: 'marketView', marketId: market!.marketId } })).status()).toBe(204);
    const platform = await getAsAdmin<PlatformAnalytics>(request, token, '/api/analytics/platform?days=30');

    await page.goto('/super-admin');
    const analytics = page.getByRole('region', { name: '30 ditët e fundit' });
    await expect(analytics.locator('dt', { hasText: 'Klikime në reklama' })).toBeVisible();
    await expect(analytics.getByTestId('time-chart-plot').first().locator('canvas')).toBeVisible();

    const perMarket = analytics.getByRole('region', { name: 'Sipas marketit' });
    await expect(perMarket.getByRole('rowheader')).toHaveText(platform.markets.map((market) => market.marketName));
    const first = platform.markets[0]!.marketName;
    const showChart = perMarket.getByRole('button', { name: `Shfaq grafikun e ${first}` });
    // Opened from the keyboard. On the emulated phone Playwright's pointer click keeps hit-testing the tiles above
    // after its own scrolling, although the point at the button's centre is the button once it is in view (checked
    // with elementFromPoint); noted in issue 16's closing note, to be looked into with the phone layout.
    await showChart.focus();
    await page.keyboard.press('Enter');
    await expect(perMarket.getByRole('button', { name: `Fshih grafikun e ${first}` })).toHaveAttribute('aria-expanded', 'true');
    // The most active market has counts, so its own view is a chart.
    await expect(perMarket.getByTestId('time-chart-plot').locator('canvas')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
