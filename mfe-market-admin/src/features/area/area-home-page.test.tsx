import { screen, within } from '@testing-library/react';
import { ApiError, fetchMarket, type MarketAnalytics } from '@ofertat/shared-api';
import { fetchMarketAnalytics, fetchMarketOfferList, fetchMarketFlyers } from '@ofertat/shared-api/admin';
import { renderRoute, signInAs } from '../../test/render';
import { AreaHomePage } from './area-home-page';

jest.mock('@ofertat/shared-api', () => ({
  ...jest.requireActual('@ofertat/shared-api'),
  fetchMarket: jest.fn(),
}));
jest.mock('@ofertat/shared-api/admin', () => ({
  ...jest.requireActual('@ofertat/shared-api/admin'),
  fetchMarketOfferList: jest.fn(),
  fetchMarketFlyers: jest.fn(),
  fetchMarketAnalytics: jest.fn(),
}));

const zero = { productViews: 0, offerPopups: 0, basketAdds: 0, storeViews: 0, marketViews: 0, flyerOpens: 0 };

const analytics = (overrides: Partial<MarketAnalytics> = {}): MarketAnalytics => ({
  marketId: 2,
  marketName: 'Spar',
  from: '2026-05-01',
  to: '2026-05-02',
  totals: { ...zero, productViews: 12, marketViews: 5 },
  daily: [
    { date: '2026-05-01', ...zero, productViews: 4, marketViews: 5 },
    { date: '2026-05-02', ...zero, productViews: 8 },
  ],
  ...overrides,
});

beforeEach(() => {
  jest.resetAllMocks();
  signInAs({ marketId: '2' });
  jest.mocked(fetchMarket).mockResolvedValue({ marketId: 2, marketName: 'Spar', marketLogo: null, marketLogoThumbnail: null, cities: [], storeLocationCount: 3 });
  jest.mocked(fetchMarketOfferList).mockResolvedValue([]);
  jest.mocked(fetchMarketFlyers).mockResolvedValue([]);
});

it("shows the market's last 30 days: each count's total and a chart whose table holds the daily counts", async () => {
  jest.mocked(fetchMarketAnalytics).mockResolvedValue(analytics());
  renderRoute(<AreaHomePage />, { route: '/admin' });
  const section = await screen.findByRole('region', { name: '30 ditët e fundit' });
  expect(fetchMarketAnalytics).toHaveBeenCalledWith('2', 30);
  const totals = await within(section).findAllByRole('term');
  expect(totals.map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`)).toEqual([
    'Shikime të produkteve 12',
    "Hapje të '+N' 0",
    'Shtime në shportë 0',
    'Shikime të pikave të shitjes 0',
    'Shikime të faqes së marketit 5',
    'Hapje të volantinove 0',
  ]);
  const table = await within(section).findByRole('table', { name: 'Veprimet e vizitorëve sipas ditës, 30 ditët e fundit' });
  expect(within(table).getByRole('row', { name: '01/05 4 0 0 0 5 0' })).toBeInTheDocument();
});

it('says so when nothing happened', async () => {
  jest.mocked(fetchMarketAnalytics).mockResolvedValue(analytics({ totals: zero, daily: [{ date: '2026-05-01', ...zero }] }));
  renderRoute(<AreaHomePage />, { route: '/admin' });
  expect(await screen.findByText('Asnjë veprim i vizitorëve në 30 ditët e fundit.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('shows a failure with a retry that asks again', async () => {
  jest.mocked(fetchMarketAnalytics).mockRejectedValueOnce(new ApiError({ status: 0, message: 'Failed to fetch', isNetworkError: true }));
  jest.mocked(fetchMarketAnalytics).mockResolvedValue(analytics());
  const { user } = renderRoute(<AreaHomePage />, { route: '/admin' });
  expect(await screen.findByText('Gabim gjatë marrjes së statistikave.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Provo përsëri' }));
  expect(await screen.findByRole('table', { name: /Veprimet e vizitorëve/ })).toBeInTheDocument();
});
