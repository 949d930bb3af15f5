import { act, screen } from '@testing-library/react';
import { renderRoute } from '../../test/render';
import { addToBasket, replaceBasket } from '../../lib/basket';
import { BasketNavLink } from './basket-nav-link';

describe('BasketNavLink', () => {
  it('leads to the basket and says how many products it holds', () => {
    renderRoute(<BasketNavLink />);
    expect(screen.getByRole('link', { name: 'Shporta' })).toHaveAttribute('href', '/basket');
    act(() => {
      addToBasket({ productId: 1, productName: 'Bukë' });
      addToBasket({ productId: 2, productName: 'Kos' }, 3);
    });
    expect(screen.getByRole('link', { name: 'Shporta 2 produkte' })).toBeInTheDocument();
    act(() => replaceBasket([]));
  });
});
