import { act, screen, within } from '@testing-library/react';
import {
  fetchCategories,
  fetchProductComparison,
  fetchProductGroups,
  fetchSuggestions,
  messages,
  SEARCH_DEBOUNCE_MS,
  type Product,
  type Suggestions,
} from '@ofertat/shared-api';
import { offerCard, pagesOf, productGroup } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import SearchPopup from './search-popup';
import { RESULTS_PAGE_SIZE } from './search-results';

jest.mock('@ofertat/shared-api', () => ({
  ...jest.requireActual('@ofertat/shared-api'),
  fetchCategories: jest.fn(),
  fetchSuggestions: jest.fn(),
  fetchProductGroups: jest.fn(),
  fetchProductComparison: jest.fn(),
}));

const groups = jest.mocked(fetchProductGroups);
const comparison = jest.mocked(fetchProductComparison);

const milk = { productId: 1, productName: 'Qumësht i freskët', productUnit: '1 L', categoryId: 1 } as Product;
const suggestions: Suggestions = {
  products: [{ productId: 1, productName: 'Qumësht i freskët', productUnit: '1 L', offerCount: 2 }],
  categories: [],
  markets: [{ marketId: 3, marketName: 'Dajti Market', marketLogo: null }],
  locations: [{ locationId: 2, locationName: 'Korçë' }],
};

function renderPopup(onClose = jest.fn()) {
  jest.useFakeTimers();
  return { onClose, ...renderRoute(<SearchPopup onClose={onClose} />, { advanceTimers: jest.advanceTimersByTime }) };
}

/** Lets the type-ahead's debounce pass and its answer arrive. */
const suggestionsArrive = () => act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));

describe('SearchPopup', () => {
  beforeEach(() => {
    jest.mocked(fetchSuggestions).mockReset().mockResolvedValue(suggestions);
    jest.mocked(fetchCategories).mockReset().mockResolvedValue([
      { categoryId: 1, categoryName: 'Bulmet', productCount: 12 },
      { categoryId: 2, categoryName: 'Pije', productCount: 4 },
    ]);
    groups.mockReset().mockImplementation(pagesOf([productGroup({ productId: 1 }, 2), productGroup({ productId: 2, productName: 'Djathë' })]));
    comparison.mockReset().mockResolvedValue({ product: milk, offers: [offerCard({ productId: 1, newPrice: 99 }), offerCard({ productId: 1 })] });
  });

  afterEach(() => jest.useRealTimers());

  it('opens with the product field focused', () => {
    renderPopup();
    expect(screen.getByRole('combobox', { name: 'Produkti' })).toHaveFocus();
  });

  it('suggests what the server suggests for the text, and searches 300 ms after a choice', async () => {
    const { user } = renderPopup();
    await user.type(screen.getByRole('combobox', { name: 'Produkti' }), 'QUMSHT');
    await suggestionsArrive();
    expect(fetchSuggestions).toHaveBeenLastCalledWith('QUMSHT', 8);
    await user.click(await screen.findByRole('option', { name: 'Qumësht i freskët (1 L)' }));
    expect(screen.getByRole('combobox', { name: 'Produkti' })).toHaveValue('Qumësht i freskët (1 L)');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(comparison).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(comparison).toHaveBeenCalledWith(1, undefined);
    expect(await screen.findByText('Gjetur 1 produkte')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '+1 oferta të tjera për Qumësht i freskët' })).toBeInTheDocument();
  });

  it('waits for the last of several quick choices, and pages the server’s groups', async () => {
    const { user } = renderPopup();
    await user.type(screen.getByRole('combobox', { name: 'Qyteti' }), 'korce');
    await suggestionsArrive();
    await user.click(await screen.findByRole('option', { name: 'Korçë' }));
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS / 2));
    await user.click(screen.getByRole('button', { name: /Bulmet/ }));
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(groups).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(groups).toHaveBeenCalledTimes(1);
    expect(groups).toHaveBeenCalledWith({ categoryId: 1, locationId: 2, marketId: undefined, page: 1, pageSize: RESULTS_PAGE_SIZE });
    expect(await screen.findByText('Gjetur 2 produkte')).toBeInTheDocument();
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
    expect(groups).not.toHaveBeenCalled();
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

  it('shows the initial-data error of spec section 8 when the categories cannot be loaded', async () => {
    jest.mocked(fetchCategories).mockRejectedValue(new Error('down'));
    const { user } = renderPopup();
    expect(await screen.findByText(messages.search.initialDataFailure)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kërko' }));
    expect(await screen.findByText(messages.search.criterionRequired)).toBeInTheDocument();
  });

  it('takes text that names no suggestion to the search page, with the city chosen, and closes', async () => {
    const { user, onClose } = renderPopup();
    await user.type(screen.getByRole('combobox', { name: 'Qyteti' }), 'korc');
    await suggestionsArrive();
    await user.click(await screen.findByRole('option', { name: 'Korçë' }));
    // Enter submits through the footer's Kërko (the form's default button): user-event only presses Enter inside.
    await user.type(screen.getByRole('combobox', { name: 'Produkti' }), 'qumsht');
    await user.click(screen.getByRole('button', { name: 'Kërko' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=qumsht&city=2');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the search failure text', async () => {
    groups.mockRejectedValue(new Error('down'));
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
