import { act, screen, within } from '@testing-library/react';
import { fetchMarkets } from '@ofertat/shared-api';
import { deactivateMarket } from '@ofertat/shared-api/admin';
import { messages } from '@ofertat/shared-api/validation';
import { market, networkError } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { MarketListPage } from './market-pages';

jest.mock('@ofertat/shared-api', () => ({
  ...jest.requireActual('@ofertat/shared-api'),
  fetchMarkets: jest.fn(),
}));
jest.mock('@ofertat/shared-api/admin', () => ({
  ...jest.requireActual('@ofertat/shared-api/admin'),
  deactivateMarket: jest.fn(),
}));

const markets = [market(), market({ marketId: 2, marketName: 'Dajti Supermarket', marketLogo: null })];

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchMarkets).mockResolvedValue(markets);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('MarketListPage', () => {
  it('shows a card per market with its logo and actions', async () => {
    renderRoute(<MarketListPage />);
    const card = await screen.findByRole('article', { name: 'Shqiponja Market' });
    expect(within(card).getByRole('img', { name: 'Logo e Shqiponja Market' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Shiko' })).toHaveAttribute('href', '/super-admin/list-market/1');
    expect(within(card).getByRole('link', { name: 'Ndrysho' })).toHaveAttribute('href', '/super-admin/edit-market/1');
    expect(screen.getByRole('link', { name: 'Shto nje market' })).toHaveAttribute('href', '/super-admin/add-market');
  });

  it('searches by name ignoring accents and case', async () => {
    const { user } = renderRoute(<MarketListPage />);
    await user.type(await screen.findByRole('searchbox', { name: 'Kërko market' }), 'dajti');
    expect(screen.getByRole('article', { name: 'Dajti Supermarket' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Shqiponja Market' })).not.toBeInTheDocument();
  });

  it('deactivates after confirmation: the card leaves and the message clears after 3 s', async () => {
    jest.useFakeTimers();
    jest.mocked(deactivateMarket).mockResolvedValue(undefined);
    const { user } = renderRoute(<MarketListPage />, { advanceTimers: jest.advanceTimersByTime });
    const card = await screen.findByRole('article', { name: 'Dajti Supermarket' });
    await user.click(within(card).getByRole('button', { name: 'Deaktivizo' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(messages.markets.deactivateConfirm);
    expect(deactivateMarket).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Fshi' }));
    expect(await screen.findByText('Market deleted successfully!')).toBeInTheDocument();
    expect(deactivateMarket).toHaveBeenCalledWith(2);
    expect(screen.queryByRole('article', { name: 'Dajti Supermarket' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('Market deleted successfully!')).not.toBeInTheDocument();
  });

  it('keeps the card and says so when the deactivation fails', async () => {
    jest.mocked(deactivateMarket).mockRejectedValue(networkError());
    const { user } = renderRoute(<MarketListPage />);
    await user.click(within(await screen.findByRole('article', { name: 'Dajti Supermarket' })).getByRole('button', { name: 'Deaktivizo' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Fshi' }));
    expect(await screen.findByText('Failed to delete the market. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Dajti Supermarket' })).toBeInTheDocument();
  });

  it('shows the load failure and empty texts', async () => {
    jest.mocked(fetchMarkets).mockRejectedValueOnce(networkError());
    const { unmount } = renderRoute(<MarketListPage />);
    expect(await screen.findByText('Gabim gjatë marrjes së marketeve.')).toBeInTheDocument();
    unmount();
    jest.mocked(fetchMarkets).mockResolvedValueOnce([]);
    renderRoute(<MarketListPage />);
    expect(await screen.findByText('Asnjë market i gjetur.')).toBeInTheDocument();
  });
});
