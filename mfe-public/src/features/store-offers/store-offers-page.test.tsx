import { screen, within } from '@testing-library/react';
import { fetchStoreOfferCards, messages, publicPaths, type OfferCard } from '@ofertat/shared-api';
import { offerCard } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { StoreOffersPage } from './store-offers-page';

jest.mock('@ofertat/shared-api', () => ({
  ...jest.requireActual('@ofertat/shared-api'),
  fetchStoreOfferCards: jest.fn(),
}));

const fetchOffers = jest.mocked(fetchStoreOfferCards);
const tenOffers = Array.from({ length: 10 }, (_, index) => offerCard({ productId: index + 1, productName: `Produkt ${index + 1}` }));

function renderStore(id = '7') {
  return renderRoute(<StoreOffersPage />, { path: publicPaths.storeOffers.path, route: publicPaths.storeOffers.getHref({ storeLocationId: id }) });
}

const cards = () => screen.queryAllByRole('article');

describe('StoreOffersPage', () => {
  beforeEach(() => fetchOffers.mockReset());

  it('shows 6 skeleton cards while loading, then 4 offers and 4 more per Show More', async () => {
    let resolve!: (offers: OfferCard[]) => void;
    fetchOffers.mockReturnValue(new Promise((done) => (resolve = done)));
    const { user } = renderStore();
    const loading = screen.getByRole('status');
    expect(within(loading).getAllByRole('listitem', { hidden: true })).toHaveLength(6);

    resolve(tenOffers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shqiponja Market' })).toBeInTheDocument();
    expect(fetchOffers).toHaveBeenCalledWith(7);
    expect(cards()).toHaveLength(4);
    expect(screen.getAllByText('Normal Price')).toHaveLength(4);
    expect(screen.getAllByText('Offer Price')).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Show More' }));
    expect(cards()).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Show More' }));
    expect(cards()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();
  });

  it('drops offers without offertaId', async () => {
    fetchOffers.mockResolvedValue([offerCard({ productName: 'Pa id', offertaId: null as unknown as number }), offerCard({ productName: 'Me id' })]);
    renderStore();
    expect(await screen.findByRole('heading', { name: 'Me id' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pa id' })).not.toBeInTheDocument();
  });

  it('refresh resets the count to 4, clears the error and reloads', async () => {
    fetchOffers.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(tenOffers).mockResolvedValueOnce(tenOffers);
    const { user } = renderStore();
    expect(await screen.findByText(messages.offers.storeLoadFailure)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Market' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(screen.queryByText(messages.offers.storeLoadFailure)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show More' }));
    expect(cards()).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(fetchOffers).toHaveBeenCalledTimes(3);
  });

  it('shows the refresh error and clears the list when a refresh fails', async () => {
    fetchOffers.mockResolvedValueOnce(tenOffers).mockRejectedValueOnce(new Error('down'));
    const { user } = renderStore();
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(messages.offers.storeRefreshFailure)).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });

  it('shows the empty text', async () => {
    fetchOffers.mockResolvedValue([]);
    renderStore();
    expect(await screen.findByText(messages.offers.storeEmpty)).toBeInTheDocument();
  });

  it('says so when the route has no usable id, without calling the API', () => {
    renderStore('abc');
    expect(screen.getByText(messages.offers.missingStoreLocationId)).toBeInTheDocument();
    expect(fetchOffers).not.toHaveBeenCalled();
  });
});
