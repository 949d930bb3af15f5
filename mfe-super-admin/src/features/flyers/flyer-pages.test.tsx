import { screen, waitFor, within } from '@testing-library/react';
import { fetchMarkets, type Flyer } from '@ofertat/shared-api';
import { fetchMarketFlyers } from '@ofertat/shared-api/admin';
import { market } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { FlyerListPage } from './flyer-pages';

jest.mock('@ofertat/shared-api', () => ({
  ...jest.requireActual('@ofertat/shared-api'),
  fetchMarkets: jest.fn(),
}));
jest.mock('@ofertat/shared-api/admin', () => ({
  ...jest.requireActual('@ofertat/shared-api/admin'),
  fetchMarketFlyers: jest.fn(),
}));

const flyer: Flyer = {
  volantinoId: 3,
  marketId: 2,
  marketName: 'Dajti Supermarket',
  marketLogo: null,
  volantinoName: 'Java e parë',
  volantinoImageUrl: '/uploads/java.webp',
  volantinoThumbnailUrl: '/uploads/java-thumb.webp',
  volantinoPdfUrl: '/uploads/java.pdf',
  volantinoStartDate: '2026-05-01',
  volantinoEndDate: '2026-05-07',
  volantinoClicks: 5,
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchMarkets).mockResolvedValue([market(), market({ marketId: 2, marketName: 'Dajti Supermarket' })]);
  jest.mocked(fetchMarketFlyers).mockResolvedValue([flyer]);
});

describe('FlyerListPage (super admin)', () => {
  it('asks for a market first, then lists its flyers with links that keep the market', async () => {
    const { user } = renderRoute(<FlyerListPage />, { route: '/super-admin/list-volantino' });
    expect(screen.getByText('Zgjidhni një market për të parë volantinot e tij.')).toBeInTheDocument();
    // The chooser is shown at once with a loading option; the markets arrive later.
    await screen.findByRole('option', { name: 'Dajti Supermarket' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Marketi' }), 'Dajti Supermarket');

    const card = await screen.findByRole('article', { name: 'Java e parë' });
    expect(fetchMarketFlyers).toHaveBeenCalledWith(2);
    expect(within(card).getByRole('link', { name: 'Ndrysho' })).toHaveAttribute('href', '/super-admin/edit-volantino/3?market=2');
    expect(screen.getByRole('link', { name: 'Shto volantino' })).toHaveAttribute('href', '/super-admin/add-volantino?market=2');
  });

  it('opens on the market named in the address', async () => {
    renderRoute(<FlyerListPage />, { route: '/super-admin/list-volantino?market=2' });
    expect(await screen.findByRole('article', { name: 'Java e parë' })).toBeInTheDocument();
    // The markets arrive as a transition, possibly after the flyers: wait for the chooser to show the market.
    const chooser = await screen.findByRole('combobox', { name: 'Marketi' });
    await waitFor(() => expect(chooser).toHaveValue('2'));
  });
});
