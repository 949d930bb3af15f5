import { screen, within } from '@testing-library/react';
import { OFFER_POPUP_HEIGHT_PX } from '@ofertat/shared-api';
import { offerCard } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { GroupedOfferList } from './grouped-offer-list';

const milk = [
  offerCard({ productId: 1, newPrice: 120, oldPrice: 150, marketName: 'Market A' }),
  offerCard({ productId: 1, newPrice: 95, oldPrice: 140, discountPercentage: 32.14, marketName: 'Market B' }),
  offerCard({ productId: 1, newPrice: 110, oldPrice: 130, marketName: 'Market C' }),
];
const bread = offerCard({ productId: 2, productName: 'Bukë fshati', newPrice: 60, oldPrice: 80, discountPercentage: 25 });

describe('GroupedOfferList', () => {
  it('shows one card per product with its cheapest offer and a +N badge for the others', () => {
    renderRoute(<GroupedOfferList offers={[...milk, bread]} pageSize={12} />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const milkCard = within(cards[0]!);
    expect(milkCard.getByRole('heading', { name: 'Qumësht i freskët' })).toBeInTheDocument();
    expect(milkCard.getByText('Market B')).toBeInTheDocument();
    expect(milkCard.getByText('95.00 ALL')).toBeInTheDocument();
    expect(milkCard.getByText('-32%')).toBeInTheDocument();
    expect(milkCard.getByRole('button', { name: '+2 oferta të tjera për Qumësht i freskët' })).toHaveTextContent('+2');
    expect(within(cards[1]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens a popup of about 400 px listing every offer of the product by ascending price, and closes it', async () => {
    const { user } = renderRoute(<GroupedOfferList offers={milk} pageSize={12} />);
    await user.click(screen.getByRole('button', { name: /^\+2/ }));
    const dialog = screen.getByRole('dialog', { name: 'Qumësht i freskët' });
    expect(dialog).toHaveStyle({ height: `${OFFER_POPUP_HEIGHT_PX}px` });
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual([
      'Market B',
      'Market C',
      'Market A',
    ]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('pages on the client: pageSize products at first, pageSize more per Shfaq më shumë', async () => {
    const many = Array.from({ length: 7 }, (_, index) => offerCard({ productId: 100 + index, productName: `Produkt ${index}` }));
    const { user } = renderRoute(<GroupedOfferList offers={many} pageSize={3} />);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Shfaq më shumë' }));
    expect(screen.getAllByRole('article')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Shfaq më shumë' }));
    expect(screen.getAllByRole('article')).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Shfaq më shumë' })).not.toBeInTheDocument();
  });
});
