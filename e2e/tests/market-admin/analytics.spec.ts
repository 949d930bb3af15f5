// What the market's pages drew (issue 16): the admin's home shows the last 30 days, and a visitor's event sent to the
// public endpoint is counted there. Counts are read before and after, so the spec runs on any data.
import { expect, getAsAdmin, test } from '../../fixtures/market-admin';
import { expectNoSeriousViolations } from '../../fixtures/accessibility';

interface MarketAnalytics {
  totals: { marketViews: number };
}

const count = new Intl.NumberFormat('sq-AL');

test.describe('[MARKET_ADMIN][ANALYTICS]', () => {
  test('@phone the home counts a market page view sent by a visitor, charts the 30 days and has no serious axe violations', async ({ page, request, admin }) => {
    const before = await getAsAdmin<MarketAnalytics>(request, admin, `/api/analytics/market/${admin.marketId}?days=30`);
    const sent = await request.post('/api/events', { data: { type: 'marketView', marketId: admin.marketId } });
    expect(sent.status()).toBe(204);

    await page.goto('/admin');
    const analytics = page.getByRole('region', { name: '30 ditët e fundit' });
    const marketViews = analytics.locator('dt', { hasText: 'Shikime të faqes së marketit' }).locator('xpath=following-sibling::dd[1]');
    await expect(marketViews).toHaveText(count.format(before.totals.marketViews + 1));
    // uPlot is loaded on this page only, and draws the daily counts; the table beside it says them to screen readers.
    await expect(analytics.getByTestId('time-chart-plot').locator('canvas')).toBeVisible();
    await expect(analytics.getByRole('table', { name: /Veprimet e vizitorëve sipas ditës/ })).toBeAttached();
    await expectNoSeriousViolations(page);
  });
});
