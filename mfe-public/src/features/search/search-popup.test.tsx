import { act, screen, within } from '@testing-library/react';
import {
  fetchCategories,
  fetchLocations,
  fetchMarkets,
  fetchProducts,
  messages,
  SEARCH_DEBOUNCE_MS,
  searchOffers,
  type Product,
} from '@ofertat/shared-api';
import { offerCard } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import SearchPopup from './search-popup';

jest.mock('@ofertat/shared-api', () => ({
  ...jest.requireActual('@ofertat/shared-api'),
  fetchProducts: jest.fn(),
  fetchLocations: jest.fn(),
  fetchMarkets: jest.fn(),
  fetchCategories: jest.fn(),
  searchOffers: jest.fn(),
}));

const search = jest.mocked(searchOffers);

const product = (productId: number, productName: string, productUnit: string): Product => ({
  productId,
  productName,
  productUnit,
  categoryId: 1,
  categoryName: 'Bulmet',
  marketId: null,
  productImage: null,
  productThumbnail: null,
  currentPrice: 150,
  quantity: null,
});

function renderPopup(onClose = jest.fn()) {
  jest.useFakeTimers();
  return { onClose, ...renderRoute(<SearchPopup onClose={onClose} />, { advanceTimers: jest.advanceTimersByTime }) };
}

const milkOffers = [offerCard({ productId: 1 }), offerCard({ productId: 1, newPrice: 99 }), offerCard({ productId: 2, productName: 'Djathë' })];

describe('SearchPopup', () => {
  beforeEach(() => {
    jest.mocked(fetchProducts).mockReset().mockResolvedValue([
      product(1, 'Qumësht i freskët', '1 L'),
      product(2, 'Djathë i bardhë', ''),
    ]);
    jest.mocked(fetchLocations).mockReset().mockResolvedValue([
      { locationId: 1, locationName: 'Tiranë' },
      { locationId: 2, locationName: 'Korçë' },
    ]);
    jest.mocked(fetchMarkets).mockReset().mockResolvedValue([{ marketId: 3, marketName: 'Dajti Market', marketLogo: null }]);
    jest.mocked(fetchCategories).mockReset().mockResolvedValue([
      { categoryId: 1, categoryName: 'Bulmet', productCount: 12 },
      { categoryId: 2, categoryName: 'Pije', productCount: 4 },
    ]);
    search.mockReset().mockResolvedValue(milkOffers);
  });
  afterEach(() => jest.useRealTimers());

  it('suggests without accents or case, and searches 300 ms after a choice', async () => {
    const { user } = renderPopup();
    await user.type(screen.getByRole('combobox', { name: 'Produkti' }), 'QUMESHT');
    await user.click(await screen.findByRole('option', { name: 'Qumësht i freskët (1 L)' }));
    expect(screen.getByRole('combobox', { name: 'Produkti' })).toHaveValue('Qumësht i freskët (1 L)');

    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(search).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(search).toHaveBeenCalledWith({ productId: 1, categoryId: null, locationId: null, marketId: null });
    expect(await screen.findByText('Gjetur 2 produkte')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('waits for the last of several quick choices, and finds cities typed without ç', async () => {
    const { user } = renderPopup();
    await user.type(screen.getByRole('combobox', { name: 'Qyteti' }), 'korce');
    await user.click(await screen.findByRole('option', { name: 'Korçë' }));
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS / 2));
    await user.click(screen.getByRole('button', { name: /Bulmet/ }));
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(search).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith({ productId: null, categoryId: 1, locationId: 2, marketId: null });
  });

  it('shows the categories with their product counts, pressed when chosen', async () => {
    const { user } = renderPopup();
    const dairy = await screen.findByRole('button', { name: 'Bulmet 12 produkte' });
    expect(dairy).toHaveAttribute('aria-pressed', 'false');
    await user.click(dairy);
    expect(dairy).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks for a criterion when Kërko is pressed with none', async () => {
    const { user } = renderPopup();
    await user.click(screen.getByRole('button', { name: 'Kërko' }));
    expect(await screen.findByText(messages.search.criterionRequired)).toBeInTheDocument();
    expect(search).not.toHaveBeenCalled();
  });

  it('Pastro clears the fields, results and messages', async () => {
    const { user } = renderPopup();
    await user.click(await screen.findByRole('button', { name: /Pije/ }));
    await user.click(screen.getByRole('button', { name: 'Kërko' }));
    expect(await screen.findByText('Gjetur 2 produkte')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Marketi' }), 'daj');

    await user.click(screen.getByRole('button', { name: 'Pastro' }));
    expect(screen.queryByText(/Gjetur/)).not.toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'Marketi' })).toHaveValue('');
    expect(screen.getByRole('button', { name: /Pije/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the search and initial-data errors of spec section 8', async () => {
    search.mockRejectedValue(new Error('down'));
    jest.mocked(fetchCategories).mockRejectedValue(new Error('down'));
    const { user } = renderPopup();
    expect(await screen.findByText(messages.search.initialDataFailure)).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Produkti' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Kërko' }));
    expect(await screen.findByText(messages.search.criterionRequired)).toBeInTheDocument();
  });

  it('shows the search failure text', async () => {
    search.mockRejectedValue(new Error('down'));
    const { user } = renderPopup();
    await user.click(await screen.findByRole('button', { name: /Pije/ }));
    await user.click(screen.getByRole('button', { name: 'Kërko' }));
    expect(await screen.findByText(messages.search.failure)).toBeInTheDocument();
  });

  it('closes on Escape and from its close button', async () => {
    const { user, onClose } = renderPopup();
    const dialog = screen.getByRole('dialog', { name: 'Kërko ofertat' });
    await user.click(within(dialog).getByRole('button', { name: 'Mbyll' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
