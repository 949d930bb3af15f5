import { act, renderHook } from '@testing-library/react';
import {
  FAVORITES_STORAGE_KEY,
  isNewSince,
  noteVisit,
  parseFavorites,
  readLastVisit,
  tiraneToday,
  toggleFavoriteMarket,
  toggleFavoriteProduct,
  useFavorites,
  useIsFavoriteMarket,
} from './favorites';

const stored = () => JSON.parse(localStorage.getItem(FAVORITES_STORAGE_KEY) ?? 'null') as unknown;

afterEach(() => {
  localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify({ markets: [], products: [], lastVisit: null }));
  window.dispatchEvent(new StorageEvent('storage', { key: FAVORITES_STORAGE_KEY }));
  localStorage.clear();
});

describe('favourites', () => {
  it('stars and unstars markets and products, kept in this browser', () => {
    const { result } = renderHook(() => ({ favorites: useFavorites(), dajti: useIsFavoriteMarket(2) }));
    act(() => toggleFavoriteMarket({ marketId: 2, marketName: 'Dajti Market' }));
    act(() => toggleFavoriteProduct({ productId: 5, productName: 'Kafe' }));
    expect(result.current.dajti).toBe(true);
    expect(result.current.favorites.markets).toEqual([{ marketId: 2, marketName: 'Dajti Market' }]);
    expect(stored()).toEqual({ markets: [{ marketId: 2, marketName: 'Dajti Market' }], products: [{ productId: 5, productName: 'Kafe' }], lastVisit: null });

    act(() => toggleFavoriteMarket({ marketId: 2, marketName: 'Dajti Market' }));
    expect(result.current.dajti).toBe(false);
    expect(result.current.favorites.products).toHaveLength(1);
  });

  it('keeps only the well-formed entries of what was stored', () => {
    expect(parseFavorites(null)).toEqual({ markets: [], products: [], lastVisit: null });
    expect(
      parseFavorites({
        markets: [{ marketId: 1, marketName: 'Eko' }, { marketId: '2', marketName: 'X' }, null, 'Dajti'],
        products: 'none',
        lastVisit: 'yesterday',
      }),
    ).toEqual({ markets: [{ marketId: 1, marketName: 'Eko' }], products: [], lastVisit: null });
  });

  it('remembers the day of the last visit', () => {
    expect(readLastVisit()).toBeNull();
    noteVisit('2026-03-02');
    expect(readLastVisit()).toBe('2026-03-02');
    expect(stored()).toMatchObject({ lastVisit: '2026-03-02' });
  });
});

describe('"E re"', () => {
  it('marks offers that started after the day of the previous visit', () => {
    expect(isNewSince('2026-03-03', '2026-03-02')).toBe(true);
    expect(isNewSince('2026-03-02', '2026-03-02')).toBe(false);
    expect(isNewSince('2026-02-20', '2026-03-02')).toBe(false);
  });

  it('marks nothing before a first visit', () => {
    expect(isNewSince('2026-03-03', null)).toBe(false);
  });

  it('counts days in Tirana', () => {
    // 23:30 UTC on 1 March is already 2 March in Tirana (UTC+1).
    expect(tiraneToday(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-02');
  });
});
