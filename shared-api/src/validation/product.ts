import * as yup from 'yup';
import { messages } from '../catalogue.js';
import {
  clearableId,
  isBlank,
  objectSchema,
  optionalFile,
  optionalId,
  requiredFile,
  requiredId,
  requiredText,
  validationLimits,
} from './common.js';
import { QUANTITY_UNITS } from '../quantity/parse-quantity.js';
import { barcodeProblem, type BarcodeRuleOptions } from '../barcodes/barcode-problem.js';
import { readGtin } from '../barcodes/gtin.js';

const m = messages.products.validation;

/**
 * The admin's correction of the quantity read from the unit or the name (COMPARISON.md §1): both fields, or
 * neither (then the server reads it). Forms send text, JSON clients numbers.
 */
const quantityFields = {
  quantityAmount: yup
    .number()
    .transform((value: unknown, original: unknown) => (isBlank(original) ? undefined : value))
    .typeError(m.quantityAmountInvalid)
    .moreThan(0, m.quantityAmountInvalid)
    .max(100_000, m.quantityAmountInvalid)
    .optional(),
  quantityUnit: yup
    .string()
    .transform((value: unknown, original: unknown) => (isBlank(original) ? undefined : value))
    .oneOf([...QUANTITY_UNITS], m.quantityUnitInvalid)
    .optional(),
};

/** One of the two quantity fields without the other says too little: the missing one's message. */
function withQuantityPair<S extends yup.AnyObjectSchema>(schema: S): S {
  return schema.test('quantity-pair', (values: { quantityAmount?: number; quantityUnit?: string } | undefined, context) => {
    if (values?.quantityAmount !== undefined && values.quantityUnit === undefined) {
      return context.createError({ path: 'quantityUnit', message: m.quantityUnitInvalid });
    }
    if (values?.quantityUnit !== undefined && values.quantityAmount === undefined) {
      return context.createError({ path: 'quantityAmount', message: m.quantityAmountInvalid });
    }
    return true;
  }) as S;
}

/**
 * The optional barcode (IDENTITY.md §1), cast to its normalized GTIN so the server stores one spelling; empty is
 * null. A value that is not text (a JSON number, an array) is not a barcode either.
 */
const barcodeRule = (options: BarcodeRuleOptions) =>
  yup
    .mixed<string>((value): value is string => typeof value === 'string')
    .typeError(m.barcodeInvalid)
    .transform((value: unknown) => (isBlank(value) ? null : typeof value === 'string' ? (readGtin(value) ?? value) : value))
    .nullable()
    .default(null)
    .test('barcode', (value, context) => {
      const problem = value === null || value === undefined ? null : barcodeProblem(value, options);
      return problem === null || context.createError({ message: problem });
    });

/**
 * A market product's global product (IDENTITY.md §2): an id links, empty unlinks, absent leaves the link to the
 * server (the global product with the same barcode, else the link the product had).
 */
const linkedProductRule = clearableId;

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
  ...quantityFields,
};

/**
 * Super-admin products (POST /api/admin/add/product, PUT /api/product/update/{id}). The form has no client
 * validation (spec section 5), but the server still needs these bounds.
 */
export const globalProductSchema = withQuantityPair(
  objectSchema({ ...productFields, barcode: barcodeRule({ global: true }), productImage: optionalFile() }),
);

/** Market-admin product create (POST /api/product/add/market): the image is required. */
export const marketProductCreateSchema = withQuantityPair(
  objectSchema({
    ...productFields,
    barcode: barcodeRule({ global: false }),
    linkedProductId: linkedProductRule(),
    marketId: optionalId(),
    productImage: requiredFile(m.imageRequired),
  }),
);

/** Market-admin product edit (PUT /api/product/update/{id}): leaving the image empty keeps the current one. */
export const marketProductEditSchema = withQuantityPair(
  objectSchema({
    ...productFields,
    barcode: barcodeRule({ global: false }),
    linkedProductId: linkedProductRule(),
    marketId: optionalId(),
    productImage: optionalFile(),
  }),
);

export type GlobalProductValues = yup.InferType<typeof globalProductSchema>;
export type MarketProductCreateValues = yup.InferType<typeof marketProductCreateSchema>;
export type MarketProductEditValues = yup.InferType<typeof marketProductEditSchema>;
