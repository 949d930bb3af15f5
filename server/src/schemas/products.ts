// Request schemas of the product routes: multipart forms, documented here and read by the routes.
import { QUANTITY_UNITS } from '@ofertat/shared-api/validation';
import { imageFileSchema, multipartBody } from '../uploads/index.js';

const productFields = {
  productName: { type: 'string', maxLength: 120 },
  productUnit: { type: 'string', maxLength: 40, description: "e.g. '1 kg', '500 g', 'copë'" },
  categoryId: { type: 'integer' },
  currentPrice: { type: 'number', minimum: 0, description: 'Optional shelf price in ALL' },
  quantityAmount: { type: 'number', exclusiveMinimum: 0, description: "With quantityUnit: the admin's correction of the quantity read from the unit or name" },
  // Blank is the form's empty choice: no correction, as the shared rules read it.
  quantityUnit: { type: 'string', enum: [...QUANTITY_UNITS, ''], description: 'With quantityAmount; blank: none' },
  barcode: {
    type: 'string',
    description: 'Optional GTIN-8, -12, -13 or -14 (spaces and dashes ignored), stored normalized; blank: none (IDENTITY.md §1)',
  },
  productImage: imageFileSchema,
};
const requiredProductFields = ['productName', 'productUnit', 'categoryId'];

/** A global product (super admin), and any product's edit: the image is optional. */
export const productForm = multipartBody(productFields, requiredProductFields);

/** A market's product: the image is required. */
export const marketProductForm = multipartBody(
  {
    ...productFields,
    marketId: { type: 'integer', description: 'Super admin only; a market admin always adds to their own market' },
  },
  [...requiredProductFields, 'productImage'],
);

/** `/:code` of the barcode lookup: any text, so that a code that is not a GTIN gets the form's message (IDENTITY.md §3). */
export const barcodeParams = {
  type: 'object',
  properties: { code: { type: 'string', description: 'A GTIN-8, -12, -13 or -14; spaces and dashes ignored' } },
  required: ['code'],
} as const;
export interface BarcodeParams {
  code: string;
}
