import { screen, within } from '@testing-library/react';
import { type OfferOverviewItem } from '@ofertat/shared-api';
import { fetchOffer, fetchOfferOverview } from '@ofertat/shared-api/admin';
import { networkError, serverError } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { OfferOverviewPage, OfferViewPage } from './offer-pages';

jest.mock('@ofertat/shared-api/admin', () => ({
  ...jest.requireActual('@ofertat/shared-api/admin'),
  fetchOffer: jest.fn(),
  fetchOfferOverview: jest.fn(),
}));

const offer = (overrides: Partial<OfferOverviewItem>): OfferOverviewItem => ({
  offerId: 1,
  offerName: 'Java e pastrimit',
  offerStartDate: '2026-05-01',
  offerEndDate: '2026-05-31',
  current: true,
  expired: false,
  productCount: 4,
  marketId: 1,
  marketName: 'Shqiponja Market',
  marketActive: true,
  ...overrides,
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchOfferOverview).mockResolvedValue([
    offer({}),
    offer({ offerId: 2, offerName: 'Fundviti', current: false, expired: true, marketName: 'Dajti Supermarket', marketActive: false }),
  ]);
});

describe('OfferOverviewPage', () => {
  it("shows every market's campaigns: market, dates, status and product count", async () => {
    renderRoute(<OfferOverviewPage />);
    const card = await screen.findByRole('article', { name: /Java e pastrimit/ });
    for (const text of ['Shqiponja Market', '01/05/2026 – 31/05/2026', '4', 'Në fuqi']) expect(within(card).getByText(text)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Shiko' })).toHaveAttribute('href', '/super-admin/view-offer/1');
    const expired = screen.getByRole('article', { name: /Fundviti/ });
    expect(within(expired).getByText('Skaduar')).toBeInTheDocument();
    expect(within(expired).getByText('Dajti Supermarket (joaktiv)')).toBeInTheDocument();
  });

  it('filters by status and searches by market', async () => {
    const { user } = renderRoute(<OfferOverviewPage />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Statusi' }), 'Skaduar');
    expect(screen.queryByRole('article', { name: /Java e pastrimit/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statusi' }), 'Të gjitha');
    await user.type(screen.getByRole('searchbox', { name: 'Kërko ofertë' }), 'shqiponja');
    expect(screen.getByRole('article', { name: /Java e pastrimit/ })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /Fundviti/ })).not.toBeInTheDocument();
  });

  it('shows the spec load failure and empty texts', async () => {
    jest.mocked(fetchOfferOverview).mockRejectedValueOnce(networkError());
    const { unmount } = renderRoute(<OfferOverviewPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Gabim gjatë marrjes së ofertave.');
    unmount();
    jest.mocked(fetchOfferOverview).mockResolvedValueOnce([]);
    renderRoute(<OfferOverviewPage />);
    expect(await screen.findByText('Asnjë ofertë e gjetur.')).toBeInTheDocument();
  });
});

describe('OfferViewPage', () => {
  const route = { path: '/super-admin/view-offer/:offerId', route: '/super-admin/view-offer/1' };

  it('shows the offer read-only', async () => {
    jest.mocked(fetchOffer).mockResolvedValue({
      offerId: 1,
      offerName: 'Java e pastrimit',
      startDate: '2026-05-01',
      endDate: '2026-05-31',
      marketId: 1,
      marketName: 'Shqiponja Market',
      locations: [{ locationId: 1, locationName: 'Tiranë' }],
      storeLocations: [],
      products: [{ productId: 7, productName: 'Qumësht', productUnit: '1 L', oldPrice: 150, newPrice: 120, discountPercentage: 20 }],
    });
    renderRoute(<OfferViewPage />, route);
    expect(await screen.findByRole('rowheader', { name: 'Qumësht' })).toBeInTheDocument();
    expect(screen.getByText('Tiranë')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("says 'Oferta nuk u gjet.' for an unknown offer", async () => {
    jest.mocked(fetchOffer).mockRejectedValue(serverError(404, 'Oferta nuk u gjet.'));
    renderRoute(<OfferViewPage />, route);
    expect(await screen.findByRole('alert')).toHaveTextContent('Oferta nuk u gjet.');
  });
});
