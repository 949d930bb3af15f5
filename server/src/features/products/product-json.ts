// A product as the API sends it: the response schema (also inside the comparison's answers) and the mapping from a
// stored row, kept beside the repository so other features use them without reaching into the products routes.
import type { Product } from '@ofertat/shared-api/contracts';
import { fromNumeric } from '../../db/numeric.js';
import { thumbnailUrlOf } from '../../uploads/index.js';
import type { ProductRow } from './products-repository.js';

export const quantityJson = {
  type: ['object', 'null'],
  description: "What the product holds in kg, l or copë (read from the unit, else the name's end, or set by the admin); null when unreadable",
  properties: { amount: { type: 'number' }, unit: { type: 'string', enum: ['kg', 'l', 'copë'] } },
  required: ['amount', 'unit'],
} as const;

export const productJson = {
  type: 'object',
  properties: {
    productId: { type: 'integer' },
    productName: { type: 'string' },
    productUnit: { type: 'string' },
    categoryId: { type: 'integer' },
    categoryName: { type: 'string' },
    productImage: { type: ['string', 'null'], description: 'URL of the image (WebP)' },
    productThumbnail: { type: ['string', 'null'], description: 'URL of a small version of the image, for lists' },
    currentPrice: { type: ['number', 'null'], description: 'Shelf price in ALL' },
    marketId: { type: ['integer', 'null'], description: 'The market owning the product; null for a global product' },
    quantity: quantityJson,
    barcode: { type: ['string', 'null'], description: 'GTIN, normalized (IDENTITY.md §1); null when the product has none' },
    linkedProductId: {
      type: ['integer', 'null'],
      description: "The global product a market product is linked to (IDENTITY.md §2): compared, charted and basketed as that product's; null on global products",
    },
  },
  required: [
    'productId',
    'productName',
    'productUnit',
    'categoryId',
    'categoryName',
    'productImage',
    'productThumbnail',
    'currentPrice',
    'marketId',
    'quantity',
    'barcode',
    'linkedProductId',
  ],
} as const;

export function toProduct(row: ProductRow): Product {
  const { imagePath, currentPrice, isPublic: _isPublic, quantityAmount, quantityUnit, ...rest } = row;
  return {
    ...rest,
    productImage: imagePath,
    productThumbnail: thumbnailUrlOf(imagePath),
    currentPrice: fromNumeric(currentPrice),
    quantity: quantityAmount === null || quantityUnit === null ? null : { amount: fromNumeric(quantityAmount), unit: quantityUnit },
  };
}
