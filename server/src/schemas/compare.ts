// Request schemas of GET /api/compare/products and GET /api/compare/products/{productId} (COMPARISON.md §3).
import type { ProductGroupQuery, ProductGroupSort } from '@ofertat/shared-api/contracts';
import { messages } from '@ofertat/shared-api/validation';
import { MESSAGE_KEYWORD } from '../lib/validator-compiler.js';
import { queryId } from './common.js';

export const GROUP_PAGE_SIZE_MAX = 48;
export const GROUP_PAGE_SIZE_DEFAULT = 12;
export const GROUP_SORTS = ['relevance', 'discount', 'price', 'unitPrice', 'ending', 'newest'] as const satisfies readonly ProductGroupSort[];
/** Deep pages cost as much as the whole list; nobody pages this far through offers. */
const MAX_PAGE = 10_000;

const m = messages.compare;

/** `page` (from 1, at most `maxPage`) and `pageSize` (1–48, default 12) of a paged list, with the comparison's messages. */
export const pagingProperties = (maxPage: number) =>
  ({
    page: { type: 'integer', minimum: 1, maximum: maxPage, default: 1, [MESSAGE_KEYWORD]: m.pageInvalid },
    pageSize: {
      type: 'integer',
      minimum: 1,
      maximum: GROUP_PAGE_SIZE_MAX,
      default: GROUP_PAGE_SIZE_DEFAULT,
      [MESSAGE_KEYWORD]: m.pageSizeInvalid(GROUP_PAGE_SIZE_MAX),
    },
  }) as const;

export const productGroupQuery = {
  type: 'object',
  properties: {
    q: {
      type: 'string',
      maxLength: 100,
      description: 'Words; each must begin a word of the product, its category or its market (similar spellings when none does)',
      [MESSAGE_KEYWORD]: messages.validation.tooLong(100),
    },
    categoryId: queryId('Only this category'),
    locationId: queryId('Only offers reaching this city, directly or through a store point in it'),
    marketId: queryId('Only this market'),
    storeLocationId: queryId('Only offers reaching this store point, directly or through its city'),
    minDiscount: {
      type: 'integer',
      minimum: 0,
      maximum: 100,
      description: 'The sorting discount (real where known, else claimed) is at least this',
      [MESSAGE_KEYWORD]: m.minDiscountInvalid,
    },
    sort: { type: 'string', enum: [...GROUP_SORTS], description: 'relevance by default with q, else discount', [MESSAGE_KEYWORD]: m.sortInvalid },
    ...pagingProperties(MAX_PAGE),
  },
} as const;

/** The query of the contract, as the route sees it: the schema gives page and pageSize their defaults. */
export type ProductGroupQuerystring = ProductGroupQuery & Required<Pick<ProductGroupQuery, 'page' | 'pageSize'>>;

export const productComparisonParams = {
  type: 'object',
  properties: { productId: queryId('The product') },
  required: ['productId'],
} as const;

export interface ProductComparisonParams {
  productId: number;
}
export const productComparisonQuery = {
  type: 'object',
  properties: { locationId: queryId('Only offers reaching this city') },
} as const;

export interface ProductComparisonQuerystring {
  locationId?: number;
}

