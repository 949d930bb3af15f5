// The shopper's basket (Shporta): a list of products with quantities, kept in this browser only. Cards, the product
// page and the header read it, so it lives here rather than in the basket page's chunk; the page prices it with
// POST /api/basket/compare (COMPARISON.md §6).
import { BASKET_MAX_ITEMS, BASKET_MAX_QUANTITY } from '@ofertat/shared-api';
import { createStoredStore, writeStored } from './local-storage';

export interface BasketItem {
  productId: number;
  /** Kept for display: the comparison names products by id only, and a missing one must still be named. */
  productName: string;
  /** A whole number from 1 to BASKET_MAX_QUANTITY. */
  quantity: number;
}

export const BASKET_STORAGE_KEY = 'ofertat.basket';

/** A quantity the server accepts: a whole number from 1 to BASKET_MAX_QUANTITY. */
export const isBasketQuantity = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= BASKET_MAX_QUANTITY;

const clampQuantity = (quantity: number) => Math.min(BASKET_MAX_QUANTITY, Math.max(1, Math.round(quantity)));

function parseItem(value: unknown): BasketItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const { productId, productName, quantity } = value as Record<string, unknown>;
  return Number.isSafeInteger(productId) && (productId as number) > 0 && typeof productName === 'string' && isBasketQuantity(quantity)
    ? { productId: productId as number, productName, quantity }
    : null;
}

/**
 * The stored basket, keeping every well-formed item once and at most BASKET_MAX_ITEMS of them: a hand-edited or
 * older value loses its bad entries rather than the whole list, and never yields a basket the server refuses.
 */
export function parseBasket(value: unknown): BasketItem[] {
  if (!Array.isArray(value)) return [];
  const items: BasketItem[] = [];
  for (const entry of value) {
    const item = parseItem(entry);
    if (item && items.length < BASKET_MAX_ITEMS && !items.some((kept) => kept.productId === item.productId)) items.push(item);
  }
  return items;
}

const useBasketStore = createStoredStore(BASKET_STORAGE_KEY, (value): { items: readonly BasketItem[] } => ({ items: parseBasket(value) }));

function save(items: readonly BasketItem[]): void {
  writeStored(BASKET_STORAGE_KEY, items.length > 0 ? items : null);
  useBasketStore.setState({ items });
}

const itemsNow = () => useBasketStore.getState().items;

export function useBasketItems(): readonly BasketItem[] {
  return useBasketStore((state) => state.items);
}

/** How many products the basket holds (the header's count). */
export function useBasketCount(): number {
  return useBasketStore((state) => state.items.length);
}

/** The quantity of one product in the basket; 0 when it is not there. */
export function useBasketQuantity(productId: number): number {
  return useBasketStore((state) => state.items.find((item) => item.productId === productId)?.quantity ?? 0);
}

/**
 * Adds `quantity` of a product (to what the basket already holds of it, up to BASKET_MAX_QUANTITY). False when
 * the product is new and the basket already holds BASKET_MAX_ITEMS products.
 */
export function addToBasket(product: Pick<BasketItem, 'productId' | 'productName'>, quantity = 1): boolean {
  const items = itemsNow();
  const present = items.find((item) => item.productId === product.productId);
  if (present) {
    save(items.map((item) => (item === present ? { ...item, quantity: clampQuantity(item.quantity + quantity) } : item)));
    return true;
  }
  if (items.length >= BASKET_MAX_ITEMS) return false;
  save([...items, { productId: product.productId, productName: product.productName, quantity: clampQuantity(quantity) }]);
  return true;
}

export function setBasketQuantity(productId: number, quantity: number): void {
  save(itemsNow().map((item) => (item.productId === productId ? { ...item, quantity: clampQuantity(quantity) } : item)));
}

export function removeFromBasket(productId: number): void {
  save(itemsNow().filter((item) => item.productId !== productId));
}

/** Puts another basket in place of this one (a shared link the shopper chose to open). */
export function replaceBasket(items: readonly BasketItem[]): void {
  save(parseBasket(items));
}
