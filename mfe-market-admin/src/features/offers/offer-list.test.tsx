import { act, screen, within } from '@testing-library/react';
import { ApiError, type OfferListItem } from '@ofertat/shared-api';
import { deleteOffer, fetchMarketOfferList } from '@ofertat/shared-api/admin';
import { renderRoute, signInAs } from '../../test/render';
import { OfferListPage } from './offer-pages';

jest.mock('@ofertat/shared-api/admin', () => ({
  ...jest.requireActual('@ofertat/shared-api/admin'),
  fetchMarketOfferList: jest.fn(),
  deleteOffer: jest.fn(),
}));

const offer = (offerId: number, offerName: string, flags: Pick<OfferListItem, 'current' | 'expired'>): OfferListItem => ({
  offerId,
  offerName,
  offerStartDate: '2025-05-01',
  offerEndDate: '2025-05-07',
  productCount: 2,
  ...flags,
});

beforeEach(() => {
  jest.resetAllMocks();
  signInAs();
  jest.mocked(fetchMarketOfferList).mockResolvedValue([
    offer(1, 'Java e bulmetit', { current: true, expired: false }),
    offer(2, 'Fundjava e majit', { current: false, expired: true }),
  ]);
});

describe('offer list', () => {
  it('shows View, Edit and Delete on each card and marks expired offers', async () => {
    renderRoute(<OfferListPage />);
    const expired = await screen.findByRole('article', { name: 'Fundjava e majit' });
    expect(within(expired).getByText('Skaduar')).toBeInTheDocument();
    const current = screen.getByRole('article', { name: 'Java e bulmetit' });
    expect(within(current).queryByText('Skaduar')).not.toBeInTheDocument();
    // The super-admin area's words for the same phase (admin-kit's OFFER_PHASE_LABELS).
    expect(within(current).getByText('Në fuqi')).toBeInTheDocument();
    expect(within(expired).getByRole('link', { name: 'Shiko' })).toHaveAttribute('href', '/admin/view-user-offer/2');
    expect(within(expired).getByRole('link', { name: 'Ndrysho' })).toHaveAttribute('href', '/admin/edit-user-offer/2');
    expect(within(expired).getByRole('button', { name: 'Fshi' })).toBeInTheDocument();
  });

  describe('delete', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('asks, removes the card and clears the success text after 3 s', async () => {
      jest.mocked(deleteOffer).mockResolvedValue();
      const { user } = renderRoute(<OfferListPage />, { advanceTimers: jest.advanceTimersByTime });
      const card = await screen.findByRole('article', { name: 'Fundjava e majit' });
      await user.click(within(card).getByRole('button', { name: 'Fshi' }));
      const dialog = screen.getByRole('alertdialog');
      expect(dialog).toHaveTextContent('Jeni i sigurt që doni të fshini këtë ofertë?');
      await user.click(within(dialog).getByRole('button', { name: 'Fshi' }));
      await act(() => jest.advanceTimersByTimeAsync(0));

      expect(deleteOffer).toHaveBeenCalledWith(2);
      expect(screen.queryByRole('article', { name: 'Fundjava e majit' })).not.toBeInTheDocument();
      expect(screen.getByText('Oferta u fshi me sukses!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(2999));
      expect(screen.getByText('Oferta u fshi me sukses!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByText('Oferta u fshi me sukses!')).not.toBeInTheDocument();
    });

    it.each([
      [404, 'Oferta nuk u gjet.'],
      [500, 'Gabim gjatë fshirjes së ofertës. Shikoni console.'],
    ])('answers a %i with "%s" and keeps the card', async (status, text) => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      jest.mocked(deleteOffer).mockRejectedValue(new ApiError({ status, message: 'failed' }));
      const { user } = renderRoute(<OfferListPage />, { advanceTimers: jest.advanceTimersByTime });
      const card = await screen.findByRole('article', { name: 'Java e bulmetit' });
      await user.click(within(card).getByRole('button', { name: 'Fshi' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Fshi' }));
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(screen.getByRole('alert')).toHaveTextContent(text);
      expect(screen.getByRole('article', { name: 'Java e bulmetit' })).toBeInTheDocument();
    });
  });
});
