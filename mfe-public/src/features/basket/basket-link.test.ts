import { BASKET_MAX_ITEMS } from '@ofertat/shared-api';
import { basketShareUrl, decodeBasketItems, encodeBasketItems } from './basket-link';

describe('the basket share link', () => {
  const items = [
    { productId: 12, quantity: 2 },
    { productId: 15, quantity: 1 },
  ];

  it('carries ids and quantities, and reads back what it wrote', () => {
    expect(encodeBasketItems(items)).toBe('12x2,15x1');
    expect(basketShareUrl(items, 'https://ofertat.al')).toBe('https://ofertat.al/basket?items=12x2%2C15x1');
    expect(decodeBasketItems(new URL(basketShareUrl(items, 'https://ofertat.al')).searchParams.get('items'))).toEqual(items);
  });

  it.each([
    null,
    '',
    '12',
    '12x',
    'x2',
    '12x0',
    '12x100',
    '12x1.5',
    '0x1',
    '-3x1',
    '12x2,',
    '12x2,,15x1',
    '12x2,12x1',
    '12x2;15x1',
    'abc',
    '<script>x1',
    Array.from({ length: BASKET_MAX_ITEMS + 1 }, (_, index) => `${index + 1}x1`).join(','),
  ])('ignores the link %p whole', (text) => {
    expect(decodeBasketItems(text)).toBeNull();
  });

  it(`takes up to ${BASKET_MAX_ITEMS} products`, () => {
    const full = Array.from({ length: BASKET_MAX_ITEMS }, (_, index) => `${index + 1}x99`).join(',');
    expect(decodeBasketItems(full)).toHaveLength(BASKET_MAX_ITEMS);
  });
});
