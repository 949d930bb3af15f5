import { screen, within } from '@testing-library/react';
import { fetchProductComparison, OFFER_POPUP_HEIGHT_PX, recordPublicEvent, type Product } from '@ofertat/shared-api';
import { offerCard, productGroup } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { GroupedOfferList } from './grouped-offer-list';

jest.mock('@ofertat/shared-api', () => ({
  ...jest.requireActual('@ofertat/shared-api'),
  fetchProductComparison: jest.fn(),
  recordPublicEvent: jest.fn(),
}));

const milkProduct = { productId: 1, productName: 'Qumësht i freskët' } as Product;
// The comparison engine's answer: every market's offer, cheapest first.
const milkOffers = [
  offerCard({ productId: 1, newPrice: 95, oldPrice: 140, discountPercentage: 32.14, marketId: 2, marketName: 'Market B' }),
  offerCard({ productId: 1, newPrice: 110, oldPrice: 130, marketId: 3, marketName: 'Market C' }),
  offerCard({ productId: 1, newPrice: 120, oldPrice: 150, marketId: 1, marketName: 'Market A' }),
];
const milk = productGroup(milkOffers[0], 3);
const bread = productGroup({ productId: 2, productName: 'Bukë fshati', newPrice: 60, oldPrice: 80, discountPercentage: 25 });

describe('GroupedOfferList', () => {
  beforeEach(() => {
    jest.mocked(fetchProductComparison).mockReset().mockResolvedValue({ product: milkProduct, offers: milkOffers });
    jest.mocked(recordPublicEvent).mockReset();
  });

  it('shows one card per product with its cheapest offer and a +N badge for the others', () => {
    renderRoute(<GroupedOfferList groups={[milk, bread]} more={false} onShowMore={jest.fn()} />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const milkCard = within(cards[0]!);
    expect(milkCard.getByRole('heading', { name: 'Qumësht i freskët' })).toBeInTheDocument();
    expect(milkCard.getByText('Market B')).toBeInTheDocument();
    expect(milkCard.getByText('95.00 ALL')).toBeInTheDocument();
    expect(milkCard.getByText('-32%')).toBeInTheDocument();
    expect(milkCard.getByRole('button', { name: '+2 oferta të tjera për Qumësht i freskët' })).toHaveTextContent('+2');
    expect(within(cards[1]!).queryByRole('button', { name: /oferta të tjera/ })).not.toBeInTheDocument();
  });

  it('loads the first cards\' images at once where asked, the others lazily', () => {
    renderRoute(<GroupedOfferList groups={[milk, bread]} more={false} onShowMore={jest.fn()} eagerImages={1} />);
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByRole('img', { name: 'Qumësht i freskët' })).toHaveAttribute('loading', 'eager');
    expect(within(second!).getByRole('img', { name: 'Bukë fshati' })).toHaveAttribute('loading', 'lazy');
  });

  it('stars the product on its card, and marks an offer "E re" where asked', async () => {
    const { user } = renderRoute(<GroupedOfferList groups={[milk, bread]} more={false} onShowMore={jest.fn()} isNew={(offer) => offer.productId === 2} />);
    const [milkCard, breadCard] = screen.getAllByRole('article');
    expect(within(breadCard!).getByText('E re')).toBeInTheDocument();
    expect(within(milkCard!).queryByText('E re')).not.toBeInTheDocument();
    const star = within(milkCard!).getByRole('button', { name: 'Të preferuarat: Qumësht i freskët' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens a popup of about 400 px with the comparison’s offers by ascending price, reports it, and closes it', async () => {
    const { user } = renderRoute(<GroupedOfferList groups={[milk]} more={false} onShowMore={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: /^\+2/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Qumësht i freskët' });
    expect(dialog).toHaveStyle({ height: `${OFFER_POPUP_HEIGHT_PX}px` });
    const rows = await within(dialog).findAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual(['Market B', 'Market C', 'Market A']);
    expect(fetchProductComparison).toHaveBeenCalledWith(1, undefined);
    expect(recordPublicEvent).toHaveBeenCalledWith({ type: 'offerPopup', productId: 1 });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("leads from the popup to the product's page, in place of the popup", async () => {
    const { user } = renderRoute(<GroupedOfferList groups={[milk]} more={false} onShowMore={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: /^\+2/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Shiko produktin' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/product\/1$/);
  });

  it('lists in the popup only the offers inside the list’s city and market', async () => {
    const { user } = renderRoute(<GroupedOfferList groups={[milk]} more={false} onShowMore={jest.fn()} scope={{ locationId: 5, marketId: 3 }} />);
    await user.click(screen.getByRole('button', { name: /^\+2/ }));
    const rows = await within(screen.getByRole('dialog')).findAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual(['Market C']);
    expect(fetchProductComparison).toHaveBeenCalledWith(1, 5);
  });

  it('lists in the special offers’ popup only the offers from the special threshold on', async () => {
    const { user } = renderRoute(<GroupedOfferList groups={[milk]} more={false} onShowMore={jest.fn()} scope={{ minDiscount: 30 }} />);
    await user.click(screen.getByRole('button', { name: /^\+2/ }));
    const rows = await within(screen.getByRole('dialog')).findAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual(['Market B']);
  });

  it('asks for more with Shfaq më shumë while the server has more', async () => {
    const onShowMore = jest.fn();
    const { user, rerender } = renderRoute(<GroupedOfferList groups={[milk, bread]} more onShowMore={onShowMore} />);
    await user.click(screen.getByRole('button', { name: 'Shfaq më shumë' }));
    expect(onShowMore).toHaveBeenCalledTimes(1);
    rerender(<GroupedOfferList groups={[milk, bread]} more={false} onShowMore={onShowMore} />);
    expect(screen.queryByRole('button', { name: 'Shfaq më shumë' })).not.toBeInTheDocument();
  });
});
