import { screen, waitFor, within } from '@testing-library/react';
import { fetchProductGroups, fetchPublicStorePoint, messages, publicPaths, recordPublicEvent, type ProductGroupPage } from '@ofertat/shared-api';
import { pagesOf, productGroups } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { StoreOffersPage } from './store-offers-page';

jest.mock('@ofertat/shared-api', () => ({
  ...jest.requireActual('@ofertat/shared-api'),
  fetchProductGroups: jest.fn(),
  fetchPublicStorePoint: jest.fn(),
  recordPublicEvent: jest.fn(),
}));

const fetchGroups = jest.mocked(fetchProductGroups);
const tenProducts = pagesOf(productGroups(10));

function renderStore(id = '7') {
  return renderRoute(<StoreOffersPage />, { path: publicPaths.storeOffers.path, route: publicPaths.storeOffers.getHref({ storeLocationId: id }) });
}

const cards = () => screen.queryAllByRole('article');

describe('StoreOffersPage', () => {
  beforeEach(() => {
    fetchGroups.mockReset();
    jest.mocked(recordPublicEvent).mockReset();
    jest.mocked(fetchPublicStorePoint).mockReset().mockRejectedValue(new Error('down'));
  });

  it('names the branch under the market', async () => {
    fetchGroups.mockImplementation(tenProducts);
    jest.mocked(fetchPublicStorePoint).mockResolvedValue({
      storeLocationId: 7,
      storeLocationName: 'Shqiponja – Zogu i Zi',
      latitude: 41.3,
      longitude: 19.8,
      marketId: 1,
      marketName: 'Shqiponja Market',
      marketLogo: null,
      locationId: 1,
    });
    renderStore();
    expect(await screen.findByRole('heading', { level: 1, name: 'Shqiponja Market' })).toBeInTheDocument();
    expect(await screen.findByText('Shqiponja – Zogu i Zi')).toBeInTheDocument();
    expect(fetchPublicStorePoint).toHaveBeenCalledWith(7);
  });

  it('shows 6 skeleton cards while loading, then 4 offers and 4 more per Show More, each a page of the server', async () => {
    let resolve!: (page: ProductGroupPage) => void;
    fetchGroups.mockReturnValueOnce(new Promise((done) => (resolve = done))).mockImplementation(tenProducts);
    const { user } = renderStore();
    const loading = screen.getByRole('status');
    expect(within(loading).getAllByRole('listitem', { hidden: true })).toHaveLength(6);

    resolve(await tenProducts({ page: 1, pageSize: 4 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shqiponja Market' })).toBeInTheDocument();
    expect(fetchGroups).toHaveBeenCalledWith({ storeLocationId: 7, sort: 'newest', page: 1, pageSize: 4 });
    expect(cards()).toHaveLength(4);
    expect(screen.getAllByText('Normal Price')).toHaveLength(4);
    expect(screen.getAllByText('Offer Price')).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Show More' }));
    await screen.findByRole('heading', { name: 'Produkt 8' });
    expect(cards()).toHaveLength(8);
    expect(fetchGroups).toHaveBeenLastCalledWith({ storeLocationId: 7, sort: 'newest', page: 2, pageSize: 4 });
    await user.click(screen.getByRole('button', { name: 'Show More' }));
    await screen.findByRole('heading', { name: 'Produkt 10' });
    expect(cards()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();
  });

  it('reports the store view once, for the markets’ analytics', async () => {
    fetchGroups.mockImplementation(tenProducts);
    renderStore();
    await screen.findAllByRole('article');
    expect(recordPublicEvent).toHaveBeenCalledTimes(1);
    expect(recordPublicEvent).toHaveBeenCalledWith({ type: 'storeView', storeLocationId: 7 });
  });

  it('refresh starts over from the first 4, clears the error and reloads', async () => {
    fetchGroups.mockRejectedValueOnce(new Error('down')).mockImplementation(tenProducts);
    const { user } = renderStore();
    expect(await screen.findByText(messages.offers.storeLoadFailure)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Market' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(screen.queryByText(messages.offers.storeLoadFailure)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show More' }));
    await screen.findByRole('heading', { name: 'Produkt 8' });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(fetchGroups).toHaveBeenCalledTimes(4);
  });

  it('shows the refresh error and clears the list when a refresh fails', async () => {
    fetchGroups.mockImplementationOnce(tenProducts).mockRejectedValueOnce(new Error('down'));
    const { user } = renderStore();
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(messages.offers.storeRefreshFailure)).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });

  it('shows the empty text', async () => {
    fetchGroups.mockImplementation(pagesOf([]));
    renderStore();
    expect(await screen.findByText(messages.offers.storeEmpty)).toBeInTheDocument();
  });

  it('says so when the route has no usable id, without calling the API', () => {
    renderStore('abc');
    expect(screen.getByText(messages.offers.missingStorePointId)).toBeInTheDocument();
    expect(fetchGroups).not.toHaveBeenCalled();
    expect(recordPublicEvent).not.toHaveBeenCalled();
  });
});
