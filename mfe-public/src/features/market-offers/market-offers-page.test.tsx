import { screen } from '@testing-library/react';
import { fetchMarket, fetchMarketOfferCards, messages, publicPaths } from '@ofertat/shared-api';
import { offerCard } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { MarketOffersPage } from './market-offers-page';

jest.mock('@ofertat/shared-api', () => ({
  ...jest.requireActual('@ofertat/shared-api'),
  fetchMarket: jest.fn(),
  fetchMarketOfferCards: jest.fn(),
}));

const fetchOffers = jest.mocked(fetchMarketOfferCards);
const fetchMarketMock = jest.mocked(fetchMarket);

function renderMarket(id = '3') {
  return renderRoute(<MarketOffersPage />, { path: publicPaths.marketOffers.path, route: publicPaths.marketOffers.getHref({ marketId: id }) });
}

describe('MarketOffersPage', () => {
  beforeEach(() => {
    fetchOffers.mockReset();
    fetchMarketMock.mockReset().mockResolvedValue({ marketId: 3, marketName: 'Dajti Market', marketLogo: null, cities: [], storeLocationCount: 0 });
  });

  it('is titled with the market name and uses the Albanian labels and Shfaq më shumë', async () => {
    fetchOffers.mockResolvedValue(Array.from({ length: 5 }, (_, index) => offerCard({ productId: index + 1 })));
    const { user } = renderMarket();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dajti Market' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(screen.getAllByText('Çmimi normal')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Shfaq më shumë' }));
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(fetchOffers).toHaveBeenCalledWith(3);
  });

  it('tells an empty market from one whose offers were all dropped', async () => {
    fetchOffers.mockResolvedValueOnce([]);
    const { unmount } = renderMarket();
    expect(await screen.findByText(messages.offers.marketEmpty)).toBeInTheDocument();
    unmount();

    fetchOffers.mockResolvedValueOnce([offerCard({ offertaId: undefined as unknown as number })]);
    renderMarket();
    expect(await screen.findByText(messages.offers.marketNoValidOffers)).toBeInTheDocument();
  });

  it('shows the load and refresh errors in Albanian', async () => {
    fetchOffers.mockRejectedValueOnce(new Error('down')).mockRejectedValueOnce(new Error('down'));
    const { user } = renderMarket();
    expect(await screen.findByText(messages.offers.marketLoadFailure)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rifresko' }));
    expect(await screen.findByText(messages.offers.refreshFailure)).toBeInTheDocument();
  });

  it('keeps the default title when the market cannot be loaded', async () => {
    fetchMarketMock.mockRejectedValue(new Error('down'));
    fetchOffers.mockResolvedValue([]);
    renderMarket();
    await screen.findByText(messages.offers.marketEmpty);
    expect(screen.getByRole('heading', { level: 1, name: 'Market' })).toBeInTheDocument();
  });

  it('says so when the route has no usable id', () => {
    renderMarket('0');
    expect(screen.getByText(messages.offers.missingMarketId)).toBeInTheDocument();
  });
});
