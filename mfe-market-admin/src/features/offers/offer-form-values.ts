import { PRICE_DECIMALS, type OfferDetail, type OfferValues, type Product } from '@ofertat/shared-api';

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

/** Old-price placeholder: the product's current price to two decimals (spec section 5), or nothing. */
export function oldPricePlaceholder(product: Pick<Product, 'currentPrice'> | undefined): string | undefined {
  return product?.currentPrice === null || product?.currentPrice === undefined ? undefined : priceText(product.currentPrice);
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
