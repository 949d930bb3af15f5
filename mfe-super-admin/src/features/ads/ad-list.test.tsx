import { screen, within } from '@testing-library/react';
import { deactivateAd, fetchAds } from '@ofertat/shared-api/admin';
import { messages } from '@ofertat/shared-api/validation';
import { ad, networkError } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { AdListPage } from './ad-pages';

jest.mock('@ofertat/shared-api/admin', () => ({
  ...jest.requireActual('@ofertat/shared-api/admin'),
  fetchAds: jest.fn(),
  deactivateAd: jest.fn(),
}));

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchAds).mockResolvedValue([ad(), ad({ adsId: 6, adsName: 'Dimri', active: false, displayOrder: 2, adsClicks: 3 })]);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('AdListPage', () => {
  it('shows the active ads with link, place and click count', async () => {
    renderRoute(<AdListPage />);
    const card = await screen.findByRole('article', { name: 'Vera 2026' });
    expect(within(card).getByRole('link', { name: 'https://example.al/vera' })).toHaveAttribute('target', '_blank');
    expect(within(card).getByText('1 (lart)')).toBeInTheDocument();
    expect(within(card).getByText('42')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ndrysho' })).toHaveAttribute('href', '/super-admin/edit-ads/5');
    expect(screen.queryByRole('article', { name: /Dimri/ })).not.toBeInTheDocument();
  });

  it('shows inactive ads on their own view', async () => {
    renderRoute(<AdListPage />, { route: '/super-admin/list-ads?status=inactive' });
    const card = await screen.findByRole('article', { name: /Dimri/ });
    expect(within(card).getByText('2 (poshtë)')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Deaktivizo' })).toBeDisabled();
  });

  it('deactivates after confirmation: the ad leaves the list and the message says deleted', async () => {
    jest.mocked(deactivateAd).mockResolvedValue(undefined);
    const { user } = renderRoute(<AdListPage />);
    await user.click(within(await screen.findByRole('article', { name: 'Vera 2026' })).getByRole('button', { name: 'Deaktivizo' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(messages.ads.deactivateConfirm);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Fshi' }));
    expect(await screen.findByText('Ad deleted successfully!')).toBeInTheDocument();
    expect(deactivateAd).toHaveBeenCalledWith(5);
    expect(screen.queryByRole('article', { name: 'Vera 2026' })).not.toBeInTheDocument();
  });

  it('shows the spec texts for a failed deactivation and a failed load', async () => {
    jest.mocked(deactivateAd).mockRejectedValue(networkError());
    const { user, unmount } = renderRoute(<AdListPage />);
    await user.click(within(await screen.findByRole('article', { name: 'Vera 2026' })).getByRole('button', { name: 'Deaktivizo' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Fshi' }));
    expect(await screen.findByText('Failed to delete the market. Please try again.')).toBeInTheDocument();
    unmount();
    jest.mocked(fetchAds).mockRejectedValue(networkError());
    renderRoute(<AdListPage />);
    expect(await screen.findByText('Gabim gjatë marrjes së AD.')).toBeInTheDocument();
  });
});
