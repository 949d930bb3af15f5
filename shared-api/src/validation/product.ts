import * as yup from 'yup';
import { messages } from '../messages.js';
import {
  isBlank,
  objectSchema,
  optionalFile,
  optionalId,
  requiredFile,
  requiredId,
  requiredText,
  validationLimits,
} from './common.js';

const m = messages.products.validation;

const productFields = {
  productName: requiredText(m.nameRequired),
  productUnit: requiredText(m.unitRequired, validationLimits.unitLength),
  categoryId: requiredId(m.categoryRequired),
  currentPrice: yup
    .number()
    .transform((value: unknown, original: unknown) => (isBlank(original) ? null : value))
    .typeError(m.currentPriceInvalid)
    .min(0, m.currentPriceInvalid)
    .max(validationLimits.maxPrice, m.currentPriceInvalid)
    .nullable()
    .default(null),
};

/**
 * Super-admin products (POST /api/admin/add/product, PUT /api/product/update/{id}). The form has no client
 * validation (spec section 5), but the server still needs these bounds.
 */
export const globalProductSchema = objectSchema({ ...productFields, productImage: optionalFile() });

/** Market-admin product create (POST /api/product/add/market): the image is required. */
export const marketProductCreateSchema = objectSchema({
  ...productFields,
  marketId: optionalId(),
  productImage: requiredFile(m.imageRequired),
});

/** Market-admin product edit (PUT /api/product/update/{id}): leaving the image empty keeps the current one. */
export const marketProductEditSchema = objectSchema({
  ...productFields,
  marketId: optionalId(),
  productImage: optionalFile(),
});

export type GlobalProductValues = yup.InferType<typeof globalProductSchema>;
export type MarketProductCreateValues = yup.InferType<typeof marketProductCreateSchema>;
export type MarketProductEditValues = yup.InferType<typeof marketProductEditSchema>;
