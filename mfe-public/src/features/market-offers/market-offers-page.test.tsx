import { screen } from '@testing-library/react';
import { ApiError, fetchMarket, fetchProductGroups, messages, publicPaths, recordPublicEvent } from '@ofertat/shared-api';
import { pagesOf, productGroups } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { readStored } from '../../lib/local-storage';
import { FAVORITES_STORAGE_KEY, parseFavorites } from '../../lib/favorites';
import { MarketOffersPage } from './market-offers-page';

jest.mock('@ofertat/shared-api', () => ({
  ...jest.requireActual('@ofertat/shared-api'),
  fetchMarket: jest.fn(),
  fetchProductGroups: jest.fn(),
  recordPublicEvent: jest.fn(),
}));

const fetchGroups = jest.mocked(fetchProductGroups);
const fetchMarketMock = jest.mocked(fetchMarket);

function renderMarket(id = '3') {
  return renderRoute(<MarketOffersPage />, { path: publicPaths.marketOffers.path, route: publicPaths.marketOffers.getHref({ marketId: id }) });
}

describe('MarketOffersPage', () => {
  beforeEach(() => {
    fetchGroups.mockReset();
    jest.mocked(recordPublicEvent).mockReset();
    fetchMarketMock.mockReset().mockResolvedValue({ marketId: 3, marketName: 'Dajti Market', marketLogo: null, marketLogoThumbnail: null, cities: [], storeLocationCount: 0 });
  });

  it('stars the market once its name is known, for the favourites page', async () => {
    fetchGroups.mockImplementation(pagesOf(productGroups(1)));
    const { user } = renderMarket();
    const star = await screen.findByRole('button', { name: 'Të preferuarat: Dajti Market' });
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(readStored(FAVORITES_STORAGE_KEY, parseFavorites).markets).toEqual([{ marketId: 3, marketName: 'Dajti Market' }]);
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'false');
  });

  it('is titled with the market name and pages its offers through the server, 4 at a time', async () => {
    fetchGroups.mockImplementation(pagesOf(productGroups(5)));
    const { user } = renderMarket();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dajti Market' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(screen.getAllByText('Çmimi normal')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Shfaq më shumë' }));
    await screen.findByRole('heading', { name: 'Produkt 5' });
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(fetchGroups).toHaveBeenCalledWith({ marketId: 3, sort: 'newest', page: 1, pageSize: 4 });
    expect(fetchGroups).toHaveBeenCalledWith({ marketId: 3, sort: 'newest', page: 2, pageSize: 4 });
    expect(recordPublicEvent).toHaveBeenCalledWith({ type: 'marketView', marketId: 3 });
  });

  it('is the not-found page for a market the public cannot see', async () => {
    fetchGroups.mockImplementation(pagesOf([]));
    fetchMarketMock.mockRejectedValue(new ApiError({ status: 404, message: 'x', userMessage: messages.markets.notFound }));
    renderMarket('999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Faqja nuk u gjet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kthehu në faqen kryesore' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(messages.offers.marketEmpty)).not.toBeInTheDocument();
  });

  it('keeps its offers when its name cannot be loaded otherwise', async () => {
    fetchGroups.mockImplementation(pagesOf(productGroups(1)));
    fetchMarketMock.mockRejectedValue(new ApiError({ status: 0, message: 'offline', isNetworkError: true }));
    renderMarket();
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Faqja nuk u gjet' })).not.toBeInTheDocument();
  });

  it('shows the empty text', async () => {
    fetchGroups.mockImplementation(pagesOf([]));
    renderMarket();
    expect(await screen.findByText(messages.offers.marketEmpty)).toBeInTheDocument();
  });

  it('shows the load and refresh errors in Albanian', async () => {
    fetchGroups.mockRejectedValue(new Error('down'));
    const { user } = renderMarket();
    expect(await screen.findByText(messages.offers.marketLoadFailure)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rifresko' }));
    expect(await screen.findByText(messages.offers.refreshFailure)).toBeInTheDocument();
  });

  it('keeps the default title when the market cannot be loaded', async () => {
    fetchMarketMock.mockRejectedValue(new Error('down'));
    fetchGroups.mockImplementation(pagesOf([]));
    renderMarket();
    await screen.findByText(messages.offers.marketEmpty);
    expect(screen.getByRole('heading', { level: 1, name: 'Market' })).toBeInTheDocument();
  });

  it('says so when the route has no usable id', () => {
    renderMarket('0');
    expect(screen.getByText(messages.offers.missingMarketId)).toBeInTheDocument();
  });
});
