import { screen, within } from '@testing-library/react';
import { type PlatformAnalytics } from '@ofertat/shared-api';
import { fetchMarketAnalytics, fetchPlatformAnalytics } from '@ofertat/shared-api/admin';
import { networkError } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { PlatformAnalyticsView } from './platform-analytics';

jest.mock('@ofertat/shared-api/admin', () => ({
  ...jest.requireActual('@ofertat/shared-api/admin'),
  fetchPlatformAnalytics: jest.fn(),
  fetchMarketAnalytics: jest.fn(),
}));

const zero = { productViews: 0, offerPopups: 0, basketAdds: 0, storeViews: 0, marketViews: 0, flyerOpens: 0 };

const platform: PlatformAnalytics = {
  from: '2026-05-01',
  to: '2026-05-01',
  totals: { ...zero, productViews: 9, adClicks: 4 },
  daily: [{ date: '2026-05-01', ...zero, productViews: 9, adClicks: 4 }],
  markets: [
    { marketId: 3, marketName: 'Conad', totals: { ...zero, productViews: 6, marketViews: 2 } },
    { marketId: 2, marketName: 'Spar', totals: { ...zero, productViews: 3 } },
  ],
};

beforeEach(() => jest.resetAllMocks());

it("shows the platform's totals with the ads' clicks, and each market's total in the server's order", async () => {
  jest.mocked(fetchPlatformAnalytics).mockResolvedValue(platform);
  renderRoute(<PlatformAnalyticsView />);
  const section = await screen.findByRole('region', { name: '30 ditët e fundit' });
  const totals = await within(section).findAllByRole('term');
  expect(totals.map((term) => term.textContent)).toContain('Klikime në reklama');
  expect(await within(section).findByRole('table', { name: /Veprimet e vizitorëve sipas ditës/ })).toBeInTheDocument();
  const perMarket = within(section).getByRole('region', { name: 'Sipas marketit' });
  const rows = within(perMarket).getAllByRole('row').filter((row) => !row.hidden).slice(1);
  expect(rows.map((row) => within(row).getByRole('rowheader').textContent + ' ' + row.querySelector('td')!.textContent)).toEqual(['Conad 8', 'Spar 3']);
});

it("opens a market's own chart on demand", async () => {
  jest.mocked(fetchPlatformAnalytics).mockResolvedValue(platform);
  jest.mocked(fetchMarketAnalytics).mockResolvedValue({
    marketId: 3,
    marketName: 'Conad',
    from: '2026-05-01',
    to: '2026-05-01',
    totals: { ...zero, productViews: 6, marketViews: 2 },
    daily: [{ date: '2026-05-01', ...zero, productViews: 6, marketViews: 2 }],
  });
  const { user } = renderRoute(<PlatformAnalyticsView />);
  const open = await screen.findByRole('button', { name: 'Shfaq grafikun e Conad' });
  expect(fetchMarketAnalytics).not.toHaveBeenCalled();
  await user.click(open);
  expect(screen.getByRole('button', { name: 'Fshih grafikun e Conad' })).toHaveAttribute('aria-expanded', 'true');
  expect(fetchMarketAnalytics).toHaveBeenCalledWith(3, 30);
  expect(await screen.findByRole('row', { name: '01/05 6 0 0 0 2 0' })).toBeInTheDocument();
});

it('shows a failure with a retry', async () => {
  jest.mocked(fetchPlatformAnalytics).mockRejectedValue(networkError());
  renderRoute(<PlatformAnalyticsView />);
  expect(await screen.findByText('Gabim gjatë marrjes së statistikave.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Provo përsëri' })).toBeInTheDocument();
});
