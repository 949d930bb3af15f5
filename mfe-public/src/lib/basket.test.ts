import { act, renderHook } from '@testing-library/react';
import { BASKET_MAX_ITEMS, BASKET_MAX_QUANTITY } from '@ofertat/shared-api';
import {
  addToBasket,
  BASKET_STORAGE_KEY,
  parseBasket,
  removeFromBasket,
  replaceBasket,
  setBasketQuantity,
  useBasketCount,
  useBasketItems,
  useBasketQuantity,
} from './basket';

const milk = { productId: 12, productName: 'Qumësht i freskët' };
const bread = { productId: 15, productName: 'Bukë' };
const stored = () => JSON.parse(localStorage.getItem(BASKET_STORAGE_KEY) ?? 'null') as unknown;

afterEach(() => {
  replaceBasket([]);
  localStorage.clear();
});

describe('the basket', () => {
  it('keeps its products and quantities in this browser', () => {
    const { result } = renderHook(() => ({ items: useBasketItems(), count: useBasketCount(), milk: useBasketQuantity(12) }));
    expect(result.current.count).toBe(0);
    act(() => {
      addToBasket(milk);
      addToBasket(bread, 3);
    });
    expect(result.current.items).toEqual([
      { ...milk, quantity: 1 },
      { ...bread, quantity: 3 },
    ]);
    expect(result.current.count).toBe(2);
    expect(stored()).toEqual(result.current.items);

    act(() => setBasketQuantity(12, 4));
    expect(result.current.milk).toBe(4);
    act(() => removeFromBasket(12));
    expect(result.current.items).toEqual([{ ...bread, quantity: 3 }]);
    act(() => removeFromBasket(15));
    expect(localStorage.getItem(BASKET_STORAGE_KEY)).toBeNull();
  });

  it('adds to the quantity of a product already there, never past the limit', () => {
    const { result } = renderHook(() => useBasketQuantity(12));
    act(() => {
      addToBasket(milk, 2);
      addToBasket(milk, 3);
    });
    expect(result.current).toBe(5);
    act(() => {
      addToBasket(milk, 200);
    });
    expect(result.current).toBe(BASKET_MAX_QUANTITY);
    act(() => setBasketQuantity(12, 0));
    expect(result.current).toBe(1);
  });

  it(`holds at most ${BASKET_MAX_ITEMS} products`, () => {
    replaceBasket(Array.from({ length: BASKET_MAX_ITEMS }, (_, index) => ({ productId: index + 1, productName: `P${index + 1}`, quantity: 1 })));
    expect(addToBasket({ productId: 1000, productName: 'Një tjetër' })).toBe(false);
    expect(addToBasket({ productId: 1, productName: 'P1' })).toBe(true);
    const { result } = renderHook(() => useBasketCount());
    expect(result.current).toBe(BASKET_MAX_ITEMS);
  });

  it('follows a change made in another tab', () => {
    const { result } = renderHook(() => useBasketItems());
    localStorage.setItem(BASKET_STORAGE_KEY, JSON.stringify([{ ...bread, quantity: 2 }]));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: BASKET_STORAGE_KEY }));
    });
    expect(result.current).toEqual([{ ...bread, quantity: 2 }]);
  });

  it('reads a stored basket back, keeping only the well-formed items once', () => {
    expect(parseBasket(null)).toEqual([]);
    expect(parseBasket('12x2')).toEqual([]);
    expect(
      parseBasket([
        { ...milk, quantity: 2 },
        { ...milk, quantity: 5 },
        { ...bread, quantity: 0 },
        { productId: 'x', productName: 'Kos', quantity: 1 },
        { productId: 20, quantity: 1 },
        { productId: 21, productName: 'Kos', quantity: 1.5 },
        { productId: 22, productName: 'Djathë', quantity: BASKET_MAX_QUANTITY },
      ]),
    ).toEqual([
      { ...milk, quantity: 2 },
      { productId: 22, productName: 'Djathë', quantity: BASKET_MAX_QUANTITY },
    ]);
  });
});
