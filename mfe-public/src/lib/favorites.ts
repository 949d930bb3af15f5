import { createStoredStore, writeStored } from './local-storage';

/** A starred market or product, with the name to show before its offers load. */
export interface FavoriteMarket {
  marketId: number;
  marketName: string;
}

export interface FavoriteProduct {
  productId: number;
  productName: string;
}

export interface Favorites {
  markets: FavoriteMarket[];
  products: FavoriteProduct[];
  /** The day (YYYY-MM-DD, Tirana) of the last visit to the favourites page; null before the first. */
  lastVisit: string | null;
}

export const FAVORITES_STORAGE_KEY = 'ofertat.favorites';

const emptyFavorites: Favorites = { markets: [], products: [], lastVisit: null };

const isName = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** Stored favourites; entries that are not what they should be are dropped, one by one. */
export function parseFavorites(value: unknown): Favorites {
  if (typeof value !== 'object' || value === null) return emptyFavorites;
  const { markets, products, lastVisit } = value as Record<string, unknown>;
  const list = (items: unknown) => (Array.isArray(items) ? (items as Record<string, unknown>[]).filter((item) => typeof item === 'object' && item !== null) : []);
  return {
    markets: list(markets)
      .filter((item) => isId(item.marketId) && isName(item.marketName))
      .map((item) => ({ marketId: item.marketId as number, marketName: item.marketName as string })),
    products: list(products)
      .filter((item) => isId(item.productId) && isName(item.productName))
      .map((item) => ({ productId: item.productId as number, productName: item.productName as string })),
    lastVisit: typeof lastVisit === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(lastVisit) ? lastVisit : null,
  };
}

const useFavoritesStore = createStoredStore(FAVORITES_STORAGE_KEY, parseFavorites);

function update(change: (favorites: Favorites) => Favorites): void {
  const next = change(useFavoritesStore.getState());
  writeStored(FAVORITES_STORAGE_KEY, next);
  useFavoritesStore.setState(next);
}

export function useFavorites(): Favorites {
  return useFavoritesStore();
}

export function useIsFavoriteMarket(marketId: number): boolean {
  return useFavoritesStore((favorites) => favorites.markets.some((market) => market.marketId === marketId));
}

export function useIsFavoriteProduct(productId: number): boolean {
  return useFavoritesStore((favorites) => favorites.products.some((product) => product.productId === productId));
}

/** Stars the market, or takes its star away. */
export function toggleFavoriteMarket(market: FavoriteMarket): void {
  update((favorites) => ({
    ...favorites,
    markets: favorites.markets.some((item) => item.marketId === market.marketId)
      ? favorites.markets.filter((item) => item.marketId !== market.marketId)
      : [...favorites.markets, { marketId: market.marketId, marketName: market.marketName }],
  }));
}

/** Stars the product, or takes its star away. */
export function toggleFavoriteProduct(product: FavoriteProduct): void {
  update((favorites) => ({
    ...favorites,
    products: favorites.products.some((item) => item.productId === product.productId)
      ? favorites.products.filter((item) => item.productId !== product.productId)
      : [...favorites.products, { productId: product.productId, productName: product.productName }],
  }));
}

/** The day of the previous visit to the favourites page, against which offers are new. */
export function readLastVisit(): string | null {
  return useFavoritesStore.getState().lastVisit;
}

/** Notes a visit to the favourites page today. */
export function noteVisit(today: string): void {
  if (useFavoritesStore.getState().lastVisit !== today) update((favorites) => ({ ...favorites, lastVisit: today }));
}

/**
 * "E re": the offer started after the day of the previous visit. Before a first visit nothing is new (there is no
 * visit to be new since); an offer that started on the day of the last visit was there to be seen.
 */
export function isNewSince(offerStartDate: string, previousVisit: string | null): boolean {
  return previousVisit !== null && offerStartDate.slice(0, 10) > previousVisit;
}

/** Today's date in Tirana (YYYY-MM-DD), the calendar the offers' dates are in. */
export function tiraneToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tirane', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
