import { PRICE_DECIMALS, type OfferDetail, type OfferValues, type Product } from '@ofertat/shared-api';
import { validateOffer, messages } from '@ofertat/shared-api/validation';
import type { ImportedRow } from './spreadsheet/offer-rows';

/** One product row of the offer form; formik gives number inputs as numbers, and '' while empty. */
export interface OfferLine {
  productId: number;
  oldPrice: number | string;
  newPrice: number | string;
}

export interface OfferFormValues {
  offerName: string;
  startDate: string;
  endDate: string;
  locationIds: number[];
  storeLocationIds: number[];
  products: OfferLine[];
}

export const emptyOfferFormValues: OfferFormValues = {
  offerName: '',
  startDate: '',
  endDate: '',
  locationIds: [],
  storeLocationIds: [],
  products: [],
};

const priceText = (price: number) => price.toFixed(PRICE_DECIMALS);

export function toOfferFormValues(offer: OfferDetail): OfferFormValues {
  return {
    offerName: offer.offerName,
    startDate: offer.startDate,
    endDate: offer.endDate,
    locationIds: offer.locations.map((city) => city.locationId),
    storeLocationIds: offer.storeLocations.map((store) => store.storeLocationId),
    products: offer.products.map((line) => ({ productId: line.productId, oldPrice: priceText(line.oldPrice), newPrice: priceText(line.newPrice) })),
  };
}

/** A new offer like `offer`: its name (the admin edits it), places and priced products, with the dates left to choose. */
export function toOfferCopyValues(offer: OfferDetail): OfferFormValues {
  return { ...toOfferFormValues(offer), startDate: '', endDate: '' };
}

/** The request body; call it only once validateOffer() accepted the values, so the prices are numbers. */
export function toOfferPayload(values: OfferFormValues, marketId: string): OfferValues {
  return {
    offerName: values.offerName.trim(),
    marketId: Number(marketId),
    startDate: values.startDate,
    endDate: values.endDate,
    locationIds: values.locationIds,
    storeLocationIds: values.storeLocationIds,
    products: values.products.map((line) => ({ productId: line.productId, oldPrice: Number(line.oldPrice), newPrice: Number(line.newPrice) })),
  };
}

/**
 * Old-price placeholder: the product's current price to two decimals as an example (spec section 5), or nothing.
 * "p.sh." keeps it from looking like a price already filled in.
 */
export function oldPricePlaceholder(product: Pick<Product, 'currentPrice'> | undefined): string | undefined {
  return product?.currentPrice === null || product?.currentPrice === undefined ? undefined : `p.sh. ${priceText(product.currentPrice)}`;
}

/** The lines with `productId` added, or null when it is already in the offer (a product cannot be added twice). */
export function addLine(lines: readonly OfferLine[], productId: number): OfferLine[] | null {
  return lines.some((line) => line.productId === productId) ? null : [...lines, { productId, oldPrice: '', newPrice: '' }];
}

/** Choices for the form: what the market has, plus whatever the offer already uses, each once. */
export function mergeById<T, K extends keyof T>(key: K, ...lists: readonly (readonly T[])[]): T[] {
  const byId = new Map<T[K], T>();
  for (const item of lists.flat()) if (!byId.has(item[key])) byId.set(item[key], item);
  return [...byId.values()];
}

/** The accepted rows of a spreadsheet after the lines already in the form, in the file's order. */
export function addImportedLines(lines: readonly OfferLine[], rows: readonly ImportedRow[]): OfferLine[] {
  const imported = rows.flatMap((row) =>
    row.product && row.oldPrice !== undefined && row.newPrice !== undefined
      ? [{ productId: row.product.productId, oldPrice: priceText(row.oldPrice), newPrice: priceText(row.newPrice) }]
      : [],
  );
  return [...lines, ...imported];
}

/** Where a broken rule's message also stands: a formik field name, or the places and products sections. */
export type OfferErrorField = 'offerName' | 'startDate' | 'endDate' | 'places' | 'products' | `products.${number}.${'oldPrice' | 'newPrice'}`;

export interface OfferFieldError {
  field: OfferErrorField;
  message: string;
}

/** The first line that breaks `rule` on its own, found with validateOffer itself so the price checks live once. */
function firstLineBreaking(values: OfferFormValues, rule: string): number {
  return values.products.findIndex((line) => validateOffer({ ...values, products: [line] }) === rule);
}

/**
 * The field beside which the first broken rule's message stands, or null when it belongs to no one field. A price
 * error names its row, as the admin counts them (from 1).
 */
export function offerFieldError(values: OfferFormValues, message: string): OfferFieldError | null {
  const rules = messages.offers.validation;
  switch (message) {
    case rules.nameRequired:
      return { field: 'offerName', message };
    case rules.datesRequired:
      return { field: values.startDate === '' ? 'startDate' : 'endDate', message };
    case messages.validation.invalidDate:
      return { field: validateOffer({ ...values, endDate: values.startDate }) === message ? 'startDate' : 'endDate', message };
    case rules.startAfterEnd:
      return { field: 'startDate', message };
    case rules.locationRequired:
      return { field: 'places', message };
    case rules.productRequired:
    case rules.duplicateProduct:
    case rules.invalidProduct:
      return { field: 'products', message };
    case rules.invalidPrices:
    case rules.newPriceNotLower: {
      const index = firstLineBreaking(values, message);
      if (index === -1) return null;
      const line = values.products[index]!;
      // Rule 6 points at the price that is not a number; rule 7 at the new price, the one usually mistyped.
      const oldPriceBroken = message === rules.invalidPrices && validateOffer({ ...values, products: [{ ...line, newPrice: 0 }] }) === message;
      return {
        field: `products.${index}.${oldPriceBroken ? 'oldPrice' : 'newPrice'}`,
        message: `${messages.offers.import.rowLabel(index + 1)}: ${message}`,
      };
    }
    default:
      return null;
  }
}
