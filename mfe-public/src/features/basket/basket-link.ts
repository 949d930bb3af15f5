// A basket travels between phones as a link: /basket?items=12x2,15x1 (product 12 twice, product 15 once). Only ids
// and quantities: short enough for any chat app, and the names are read back from the catalogue on the other phone.
import { BASKET_MAX_ITEMS, publicPaths } from '@ofertat/shared-api';
import { parseRouteId } from '@ofertat/shared-ui';
import { isBasketQuantity } from '../../lib/basket';

/** The query parameter of a shared basket. */
export const BASKET_LINK_PARAM = 'items';

export interface SharedItem {
  productId: number;
  quantity: number;
}

export function encodeBasketItems(items: readonly SharedItem[]): string {
  return items.map((item) => `${item.productId}x${item.quantity}`).join(',');
}

/** The absolute address that rebuilds this basket on another phone. */
export function basketShareUrl(items: readonly SharedItem[], origin = window.location.origin): string {
  return `${origin}${publicPaths.basket.getHref()}?${new URLSearchParams({ [BASKET_LINK_PARAM]: encodeBasketItems(items) })}`;
}

/**
 * The items of a shared link, or null when it is not one this site made: any malformed part, a product twice or
 * more than BASKET_MAX_ITEMS products. A half-read link is ignored whole rather than loaded as a different basket.
 */
export function decodeBasketItems(text: string | null): SharedItem[] | null {
  if (!text) return null;
  const parts = text.split(',');
  if (parts.length > BASKET_MAX_ITEMS) return null;
  const items: SharedItem[] = [];
  for (const part of parts) {
    const match = /^(\d+)x(\d+)$/.exec(part.trim());
    const productId = parseRouteId(match?.[1]);
    const quantity = Number(match?.[2]);
    if (productId === null || !isBasketQuantity(quantity) || items.some((item) => item.productId === productId)) return null;
    items.push({ productId, quantity });
  }
  return items;
}
