// Offer create/edit (spec section 5). The seven rules must be reported in their order, and yup gives no order
// between fields, so the order lives in validateOffer(), which the form calls directly and offerSchema runs as an
// object-level test: yup runs an object's own tests before its fields, so with abortEarly the first failing rule wins.
// The server validates an offer body with offerSchema alone (abortEarly): one pass gives the rule and the cast values.
import * as yup from 'yup';
import { messages } from '../catalogue.js';
import {
  idList,
  isBlank,
  isId,
  isIsoDate,
  isRecord,
  objectSchema,
  optionalId,
  requiredDate,
  requiredId,
  requiredText,
  toNumber,
  validationLimits,
} from './common.js';

const m = messages.offers.validation;
const limits = validationLimits;

function isPrice(value: unknown): boolean {
  const price = toNumber(value);
  return Number.isFinite(price) && price >= 0 && price <= limits.maxPrice;
}

// Prices are kept with two decimals (numeric(12,2)): rule 7 compares them as they will be stored, so
// 10.004 against 10 breaks it here with its message rather than in the database.
function toCents(value: unknown): number {
  return Math.round(toNumber(value) * 100) / 100;
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The first rule the offer breaks, as the message to show, or null when it is valid. Accepts raw form values. */
export function validateOffer(input: unknown): string | null {
  const values = isRecord(input) ? input : {};
  const name = typeof values.offerName === 'string' ? values.offerName.trim() : '';
  const { startDate, endDate } = values;
  const locationIds = asList(values.locationIds);
  const storeLocationIds = asList(values.storeLocationIds);
  const products = asList(values.products).map((line) => (isRecord(line) ? line : {}));

  // Rules 1–7 of spec section 5, in order.
  if (name === '') return m.nameRequired;
  if (isBlank(startDate) || isBlank(endDate)) return m.datesRequired;
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) return messages.validation.invalidDate;
  if (startDate > endDate) return m.startAfterEnd;
  if (locationIds.length + storeLocationIds.length === 0) return m.locationRequired;
  if (products.length === 0) return m.productRequired;
  if (products.some((line) => !isPrice(line.oldPrice) || !isPrice(line.newPrice))) return m.invalidPrices;
  if (products.some((line) => toCents(line.newPrice) >= toCents(line.oldPrice))) return m.newPriceNotLower;

  // Rules the spec states without a text, and bounds for the server.
  if (name.length > limits.nameLength) return messages.validation.tooLong(limits.nameLength);
  if (products.length > limits.maxOfferProducts) return messages.validation.tooMany(limits.maxOfferProducts);
  if (products.some((line) => !isId(line.productId))) return m.invalidProduct;
  if (new Set(products.map((line) => toNumber(line.productId))).size !== products.length) return m.duplicateProduct;
  if (locationIds.length > limits.maxListSize || storeLocationIds.length > limits.maxListSize) {
    return messages.validation.tooMany(limits.maxListSize);
  }
  if (![...locationIds, ...storeLocationIds].every(isId)) return messages.validation.invalidId;
  if (!isBlank(values.marketId) && !isId(values.marketId)) return messages.validation.invalidId;
  return null;
}

function priceField() {
  return yup
    .number()
    .transform((price: number) => (Number.isFinite(price) ? toCents(price) : price))
    .typeError(m.invalidPrices)
    .required(m.invalidPrices)
    .min(0, m.invalidPrices)
    .max(limits.maxPrice, m.invalidPrices);
}

export const offerProductSchema = objectSchema({
  productId: requiredId(m.invalidProduct),
  oldPrice: priceField(),
  newPrice: priceField(),
});

// The field rules only cast and repeat what validateOffer() checks, with the same messages, so a form that
// collects every error (abortEarly: false) sees each on its field.
export const offerSchema = objectSchema({
  offerName: requiredText(m.nameRequired),
  marketId: optionalId(),
  startDate: requiredDate(m.datesRequired),
  endDate: requiredDate(m.datesRequired),
  locationIds: idList(),
  storeLocationIds: idList(),
  products: yup
    .array()
    .of(offerProductSchema)
    .required(m.productRequired)
    .min(1, m.productRequired)
    .max(limits.maxOfferProducts, messages.validation.tooMany(limits.maxOfferProducts)),
}).test('offer-rules', (offer, context) => {
  const message = validateOffer(offer);
  return message === null || context.createError({ message });
});

export type OfferValues = yup.InferType<typeof offerSchema>;
export type OfferProductValues = yup.InferType<typeof offerProductSchema>;
