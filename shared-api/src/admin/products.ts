import { apiPath, send, sendVoid, toFormData, type EntityId } from '@ofertat/shared-api';
import type { KnownPrices, Product, QuantityUnit } from '../contracts/products.js';
import { uploadRequestOptions, type UploadOptions } from './upload.js';

export interface ProductFields {
  productName: string;
  productUnit: string;
  categoryId: EntityId;
  currentPrice?: number | null;
  /** The admin's correction of the quantity the server reads from unit or name: both, or neither (null). */
  quantityAmount?: number | null;
  quantityUnit?: QuantityUnit | null;
  /** A GTIN as typed (IDENTITY.md §1; the server normalizes it); empty or null: none. */
  barcode?: string | null;
  /** Optional for global products and on edit (keeps the current image). */
  productImage?: Blob | null;
}

/**
 * A market product's link to the global product it is (IDENTITY.md §2): an id links, null unlinks (sent as the empty
 * field), undefined leaves it to the server (the global product with the same barcode, else the link it had).
 */
export interface MarketProductLink {
  linkedProductId?: EntityId | null;
}

export interface MarketProductFields extends ProductFields, MarketProductLink {
  marketId: EntityId | null;
  productImage: Blob;
}

/** The multipart form of a product; a market product's null link is the empty field, which unlinks. */
const productFormData = ({ linkedProductId, ...fields }: ProductFields & MarketProductLink): FormData => {
  const form = toFormData({ ...fields });
  if (linkedProductId !== undefined) form.append('linkedProductId', linkedProductId === null ? '' : String(linkedProductId));
  return form;
};

export function fetchProducts(): Promise<Product[]> {
  return send((client) => client.get('api/product/all').json<Product[]>());
}

/** The median of each product's known prices, for the offer form's price sanity check (POST /api/product/known-prices). */
export function fetchKnownPrices(productIds: EntityId[]): Promise<KnownPrices[]> {
  return send((client) => client.post('api/product/known-prices', { json: { productIds } }).json<KnownPrices[]>());
}

export function fetchMarketProducts(marketId: EntityId): Promise<Product[]> {
  return send((client) => client.get(apiPath`api/product/get/market/${marketId}`).json<Product[]>());
}

/** A global product (super admin). */
export function createGlobalProduct(fields: ProductFields, options?: UploadOptions): Promise<void> {
  return sendVoid((client) => client.post('api/admin/add/product', uploadRequestOptions(toFormData({ ...fields }), options)));
}

/** A product of one market (market admin). */
export function createMarketProduct(fields: MarketProductFields, options?: UploadOptions): Promise<void> {
  return sendVoid((client) => client.post('api/product/add/market', uploadRequestOptions(productFormData(fields), options)));
}

/** Any product (a global one: the super admin only; a market product may carry its link). */
export function updateProduct(productId: EntityId, fields: ProductFields & MarketProductLink, options?: UploadOptions): Promise<void> {
  const body = productFormData(fields);
  return sendVoid((client) => client.put(apiPath`api/product/update/${productId}`, uploadRequestOptions(body, options)));
}
