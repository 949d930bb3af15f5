import { screen } from '@testing-library/react';
import { fetchAdminOverview, fetchPlatformAnalytics } from '@ofertat/shared-api/admin';
import { networkError } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { AreaHomePage } from './area-home-page';

jest.mock('@ofertat/shared-api/admin', () => ({
  ...jest.requireActual('@ofertat/shared-api/admin'),
  fetchAdminOverview: jest.fn(),
  fetchPlatformAnalytics: jest.fn(),
}));

// The platform's analytics below the counts have their own tests (platform-analytics.test.tsx).
beforeEach(() => jest.mocked(fetchPlatformAnalytics).mockReturnValue(new Promise(() => undefined)));

describe('AreaHomePage', () => {
  it('shows each count as a link to its list', async () => {
    jest.mocked(fetchAdminOverview).mockResolvedValue({
      markets: 8,
      activeUsers: 9,
      currentOffers: 40,
      activeAds: 2,
      currentFlyers: 11,
      adClicks: 315,
      flyerClicks: 77,
    });
    renderRoute(<AreaHomePage />);
    expect(await screen.findByRole('link', { name: 'Markete aktive 8' })).toHaveAttribute('href', '/super-admin/list-market');
    expect(screen.getByRole('link', { name: 'Përdorues aktivë 9' })).toHaveAttribute('href', '/super-admin/list-users');
    expect(screen.getByRole('link', { name: 'Oferta në fuqi 40' })).toHaveAttribute('href', '/super-admin/list-offers');
    expect(screen.getByRole('link', { name: 'Reklama aktive 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volantino në fuqi 11' })).toHaveAttribute('href', '/super-admin/list-volantino');
    expect(screen.getByRole('link', { name: 'Klikime në reklama 315' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Klikime në volantino 77' })).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    jest.mocked(fetchAdminOverview).mockRejectedValue(networkError());
    renderRoute(<AreaHomePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Gabim gjatë marrjes së përmbledhjes.');
    expect(screen.getByRole('button', { name: 'Provo përsëri' })).toBeInTheDocument();
  });
});
