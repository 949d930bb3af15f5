import { screen } from '@testing-library/react';
import { renderRoute } from './test/render';
import PublicRoutes from './routes';

// Every call stays pending: these tests are about routing and the search popup, not the data.
jest.mock('@ofertat/shared-api', () => {
  const actual = jest.requireActual('@ofertat/shared-api');
  const pending = () => new Promise(() => undefined);
  return {
    ...actual,
    fetchMarkets: jest.fn(pending),
    fetchTopAd: jest.fn(pending),
    fetchBottomAd: jest.fn(pending),
    fetchProductGroups: jest.fn(pending),
    fetchCategories: jest.fn(pending),
  };
});

describe('PublicRoutes', () => {
  // The popup is a lazy chunk. Its first load here is a cold module transform that, on a busy machine, outlasted
  // findByRole's wait (CI-like run under load): load it once up front, so the tests wait only for React.
  beforeAll(() => import('./features/search/search-popup'));

  it('opens the search popup for ?search=1 and takes the query out of the address', async () => {
    renderRoute(<PublicRoutes />, { route: '/?search=1' });
    expect(await screen.findByRole('dialog', { name: 'Kërko ofertat' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('opens the search popup from the nav bar and closes it again', async () => {
    const { user } = renderRoute(<PublicRoutes />, { route: '/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ofertat e supermarketeve në Shqipëri' })).toBeInTheDocument();
    // jsdom applies no media queries: the nav is in its collapsed phone layout.
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'Kërko' }));
    expect(await screen.findByRole('dialog', { name: 'Kërko ofertat' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the not-found page for an unknown public path', () => {
    renderRoute(<PublicRoutes />, { route: '/nowhere' });
    expect(screen.getByRole('heading', { name: 'Faqja nuk u gjet' })).toBeInTheDocument();
  });
});
