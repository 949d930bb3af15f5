import { act, screen, within } from '@testing-library/react';
import { fetchCategories, fetchCities, fetchMarkets, fetchProductGroups, messages } from '@ofertat/shared-api';
import { setMyCity } from '../../lib/my-city';
import { pagesOf, productGroups } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { SearchPage } from './search-page';

jest.mock('@ofertat/shared-api', () => ({
  ...jest.requireActual('@ofertat/shared-api'),
  fetchCategories: jest.fn(),
  fetchCities: jest.fn(),
  fetchMarkets: jest.fn(),
  fetchProductGroups: jest.fn(),
}));

const groups = jest.mocked(fetchProductGroups);
const location = () => screen.getByTestId('location').textContent;

function renderSearch(route: string) {
  return renderRoute(<SearchPage />, { path: '/search', route });
}

/** The page with its filters shown, as a phone's "Filtro" shows them. */
async function renderWithFilters(route: string) {
  const rendered = renderSearch(route);
  await rendered.user.click(screen.getByRole('button', { name: 'Filtro' }));
  return rendered;
}

const chip = (name: string) => screen.getByRole('button', { name: `Hiq filtrin ${name}` });

describe('SearchPage', () => {
  beforeEach(() => {
    jest.mocked(fetchCategories).mockResolvedValue([{ categoryId: 1, categoryName: 'Bulmet', productCount: 3 }]);
    jest.mocked(fetchCities).mockResolvedValue([
      { locationId: 2, locationName: 'Durrës' },
      { locationId: 6, locationName: 'Korçë' },
    ]);
    jest.mocked(fetchMarkets).mockResolvedValue([]);
    groups.mockReset().mockImplementation(pagesOf(productGroups(3)));
  });

  afterEach(() => act(() => setMyCity(null)));

  it('asks the server for what the address holds and says how many it found', async () => {
    await renderWithFilters('/search?q=qumsht&category=1&city=2&sort=price');
    expect(await screen.findByText(messages.search.found(3))).toBeInTheDocument();
    expect(groups).toHaveBeenCalledWith({ q: 'qumsht', categoryId: 1, locationId: 2, marketId: undefined, sort: 'price', page: 1, pageSize: 12 });
    expect(screen.getByRole('searchbox', { name: 'Produkti' })).toHaveValue('qumsht');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    // Straight under the page's title: the cards' names are level-2 headings, no level skipped.
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    // The filters show the address's choices once their lists arrive.
    expect(await screen.findByRole('option', { name: 'Durrës' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Qyteti' })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'Kategoria' })).toHaveValue('1');
    expect(screen.getByRole('combobox', { name: 'Rendit sipas' })).toHaveValue('price');
  });

  it('puts every change in the address: a new search and each filter', async () => {
    const { user } = await renderWithFilters('/search');
    await screen.findByText(messages.search.found(3));
    await user.type(screen.getByRole('searchbox', { name: 'Produkti' }), 'djathe{Enter}');
    expect(location()).toBe('/search?q=djathe');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Qyteti' }), 'Korçë');
    expect(location()).toBe('/search?q=djathe&city=6');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rendit sipas' }), 'unitPrice');
    expect(location()).toBe('/search?q=djathe&city=6&sort=unitPrice');
    expect(groups).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'djathe', locationId: 6, sort: 'unitPrice' }));
  });

  it('starts in my city and writes it into the address; "Gjithë Shqipëria" overrides it', async () => {
    setMyCity({ locationId: 6, locationName: 'Korçë' });
    const { user } = await renderWithFilters('/search?q=kafe');
    await screen.findByText(messages.search.found(3));
    expect(location()).toBe('/search?q=kafe&city=6');
    expect(groups).toHaveBeenCalledTimes(1);
    expect(groups).toHaveBeenCalledWith(expect.objectContaining({ locationId: 6 }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Qyteti' }), 'Gjithë Shqipëria');
    expect(location()).toBe('/search?q=kafe&city=all');
    expect(groups).toHaveBeenLastCalledWith(expect.objectContaining({ locationId: undefined }));
  });

  it('shows the search failure text', async () => {
    groups.mockRejectedValue(new Error('down'));
    renderSearch('/search?q=x');
    expect(await screen.findByText(messages.search.failure)).toBeInTheDocument();
  });

  it('keeps the filters behind "Filtro" and shows the active ones as chips', async () => {
    const { user } = renderSearch('/search?q=qumsht&category=1&city=2&sort=price');
    expect(await screen.findByText(messages.search.found(3))).toBeInTheDocument();
    const filtro = screen.getByRole('button', { name: 'Filtro' });
    expect(filtro).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Kategoria' })).not.toBeInTheDocument();
    const chips = screen.getByRole('list', { name: 'Filtrat e zgjedhur' });
    expect(await within(chips).findByRole('button', { name: 'Hiq filtrin Kategoria: Bulmet' })).toBeInTheDocument();
    expect(within(chips).getAllByRole('button').map((button) => button.textContent)).toEqual(['Kategoria: Bulmet', 'Qyteti: Durrës', 'Rendit sipas: Çmimi më i ulët']);

    await user.click(filtro);
    expect(filtro).toHaveAttribute('aria-expanded', 'true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Qyteti' }), 'Korçë');
    expect(chip('Qyteti: Korçë')).toBeInTheDocument();
    await user.click(filtro);
    expect(screen.queryByRole('combobox', { name: 'Qyteti' })).not.toBeInTheDocument();
  });

  it.each([
    ['Kategoria: Bulmet', '/search?q=qumsht&city=2&sort=price'],
    ['Qyteti: Durrës', '/search?q=qumsht&category=1&sort=price'],
    ['Rendit sipas: Çmimi më i ulët', '/search?q=qumsht&category=1&city=2'],
  ])('a tap on the chip %s takes its key out of the address', async (name, after) => {
    const { user } = renderSearch('/search?q=qumsht&category=1&city=2&sort=price');
    await screen.findByRole('button', { name: 'Hiq filtrin Kategoria: Bulmet' });
    await user.click(chip(name));
    expect(location()).toBe(after);
    expect(screen.queryByRole('button', { name: `Hiq filtrin ${name}` })).not.toBeInTheDocument();
  });

  it('takes the market chip away too, and a removed city of mine leaves all of Albania', async () => {
    jest.mocked(fetchMarkets).mockResolvedValue([{ marketId: 4, marketName: 'Spar', marketLogo: null, marketLogoThumbnail: null }]);
    setMyCity({ locationId: 6, locationName: 'Korçë' });
    const { user } = renderSearch('/search?q=kafe&market=4');
    await user.click(await screen.findByRole('button', { name: 'Hiq filtrin Marketi: Spar' }));
    expect(location()).toBe('/search?q=kafe&city=6');
    await user.click(await screen.findByRole('button', { name: 'Hiq filtrin Qyteti: Korçë' }));
    expect(location()).toBe('/search?q=kafe&city=all');
    expect(screen.queryByRole('list', { name: 'Filtrat e zgjedhur' })).not.toBeInTheDocument();
  });
});
