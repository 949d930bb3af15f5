import { act, screen, within } from '@testing-library/react';
import { fetchProductGroups, messages, SPECIAL_OFFER_MIN_DISCOUNT } from '@ofertat/shared-api';
import { pagesOf, productGroup, productGroups } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { setMyCity } from '../../lib/my-city';
import { AllOffersSection, HOME_OFFER_PAGE_SIZE, SpecialOffersSection } from './offers-section';

jest.mock('@ofertat/shared-api', () => ({
  ...jest.requireActual('@ofertat/shared-api'),
  fetchProductGroups: jest.fn(),
}));

const fetchGroups = jest.mocked(fetchProductGroups);

describe('home offer sections', () => {
  beforeEach(() => fetchGroups.mockReset());

  it('show the server’s product groups, newest first, a page at a time', async () => {
    fetchGroups.mockImplementation(pagesOf(productGroups(HOME_OFFER_PAGE_SIZE + 3)));
    const { user } = renderRoute(<AllOffersSection />);
    const section = await screen.findByRole('region', { name: 'Të gjitha ofertat' });
    expect(await within(section).findAllByRole('article')).toHaveLength(HOME_OFFER_PAGE_SIZE);
    expect(fetchGroups).toHaveBeenCalledWith({ sort: 'newest', pageSize: HOME_OFFER_PAGE_SIZE, page: 1 });
    await user.click(within(section).getByRole('button', { name: 'Shfaq më shumë' }));
    await within(section).findByRole('heading', { name: `Produkt ${HOME_OFFER_PAGE_SIZE + 3}` });
    expect(within(section).getAllByRole('article')).toHaveLength(HOME_OFFER_PAGE_SIZE + 3);
    expect(within(section).queryByRole('button', { name: 'Shfaq më shumë' })).not.toBeInTheDocument();
  });

  it('rank the special offers by the real discount from the special threshold on, with the +N badge', async () => {
    fetchGroups.mockImplementation(pagesOf([productGroup({ productId: 4 }, 3)]));
    renderRoute(<SpecialOffersSection />);
    expect(await screen.findByRole('button', { name: /^\+2 oferta të tjera për / })).toBeInTheDocument();
    expect(fetchGroups).toHaveBeenCalledWith({ sort: 'discount', minDiscount: SPECIAL_OFFER_MIN_DISCOUNT, pageSize: HOME_OFFER_PAGE_SIZE });
  });

  it('are scoped to my city, asked again when it changes, and whole again without one', async () => {
    fetchGroups.mockImplementation(pagesOf([productGroup({ productId: 4 })]));
    setMyCity({ locationId: 6, locationName: 'Korçë' });
    renderRoute(<SpecialOffersSection />);
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(fetchGroups).toHaveBeenLastCalledWith({ sort: 'discount', minDiscount: SPECIAL_OFFER_MIN_DISCOUNT, pageSize: HOME_OFFER_PAGE_SIZE, locationId: 6 });

    act(() => setMyCity(null));
    expect(fetchGroups).toHaveBeenLastCalledWith({ sort: 'discount', minDiscount: SPECIAL_OFFER_MIN_DISCOUNT, pageSize: HOME_OFFER_PAGE_SIZE });
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });

  it('show the spec texts for empty and failed lists, with a retry', async () => {
    fetchGroups.mockImplementationOnce(pagesOf([]));
    const { unmount } = renderRoute(<SpecialOffersSection />);
    expect(await screen.findByText(messages.offers.specialEmpty)).toBeInTheDocument();
    unmount();

    fetchGroups.mockRejectedValueOnce(new Error('down')).mockImplementationOnce(pagesOf([]));
    const { user } = renderRoute(<AllOffersSection />);
    expect(await screen.findByText(messages.offers.loadFailure)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Provo përsëri' }));
    expect(await screen.findByText(messages.offers.empty)).toBeInTheDocument();
  });
});
