import { screen, within } from '@testing-library/react';
import { fetchOfferCards, fetchSpecialOfferCards, messages } from '@ofertat/shared-api';
import { offerCard } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { AllOffersSection, HOME_OFFER_PAGE_SIZE, SpecialOffersSection } from './offers-section';

jest.mock('@ofertat/shared-api', () => ({
  ...jest.requireActual('@ofertat/shared-api'),
  fetchOfferCards: jest.fn(),
  fetchSpecialOfferCards: jest.fn(),
}));

describe('home offer sections', () => {
  it('group the offers and page them on the client', async () => {
    const offers = Array.from({ length: HOME_OFFER_PAGE_SIZE * 3 }, (_, index) => offerCard({ productId: Math.floor(index / 2) + 1 }));
    jest.mocked(fetchOfferCards).mockResolvedValue(offers);
    renderRoute(<AllOffersSection />);
    const section = await screen.findByRole('region', { name: 'Të gjitha ofertat' });
    expect(await within(section).findAllByRole('article')).toHaveLength(HOME_OFFER_PAGE_SIZE);
    expect(within(section).getAllByRole('button', { name: /^\+1 / })).toHaveLength(HOME_OFFER_PAGE_SIZE);
  });

  it('show the spec texts for empty and failed lists, with a retry', async () => {
    jest.mocked(fetchSpecialOfferCards).mockResolvedValueOnce([]);
    const { unmount } = renderRoute(<SpecialOffersSection />);
    expect(await screen.findByText(messages.offers.specialEmpty)).toBeInTheDocument();
    unmount();

    jest.mocked(fetchOfferCards).mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce([]);
    const { user } = renderRoute(<AllOffersSection />);
    expect(await screen.findByText(messages.offers.loadFailure)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Provo përsëri' }));
    expect(await screen.findByText(messages.offers.empty)).toBeInTheDocument();
  });
});
