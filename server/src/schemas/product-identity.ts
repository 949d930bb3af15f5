// Request schemas of the super admin's duplicates, merge and audit (IDENTITY.md §4): paged lists like the
// comparison's (pagingProperties: the same limits and messages) and JSON bodies of two product ids; and of the
// product forms' questions (IDENTITY.md §2, §5): the existing products and the search of global products.
import type {
  DuplicateDismissRequest,
  ExistingProductsQuery,
  GlobalProductSearchQuery,
  ProductMergeRequest,
} from '@ofertat/shared-api/contracts';
import { messages, validationLimits } from '@ofertat/shared-api/validation';
import { MESSAGE_KEYWORD } from '../lib/validator-compiler.js';
import { pagingProperties } from './compare.js';
import { jsonObject } from './common.js';

export const adminPageQuery = { type: 'object', properties: pagingProperties(validationLimits.maxId) } as const;
export interface AdminPageQuerystring {
  page: number;
  pageSize: number;
}

const productId = (description: string) =>
  ({ type: 'integer', minimum: 1, maximum: validationLimits.maxId, description, [MESSAGE_KEYWORD]: messages.validation.invalidId }) as const;

export const mergeBody = {
  ...jsonObject({ keepId: productId('The product that stays'), mergeId: productId('The product that moves into it and is deleted') }),
  required: ['keepId', 'mergeId'],
} as const;
export type MergeBody = ProductMergeRequest;

export const dismissBody = {
  ...jsonObject({ productAId: productId('One product of the pair'), productBId: productId('The other') }),
  required: ['productAId', 'productBId'],
} as const;
export type DismissBody = DuplicateDismissRequest;

/** Longer than any name worth matching; keeps a hostile query from costing trigram work (as the suggestions). */
const MAX_QUERY_LENGTH = 100;

const text = (maxLength: number, description: string) =>
  ({ type: 'string', maxLength, default: '', description, [MESSAGE_KEYWORD]: messages.validation.tooLong(maxLength) }) as const;

/** What a product form is about to save (IDENTITY.md §5): its fields as typed. */
export const existingQuery = {
  type: 'object',
  properties: {
    productName: text(validationLimits.nameLength, 'The name as typed'),
    productUnit: text(validationLimits.unitLength, 'The unit as typed; the quantity is read from it or the name, as a save reads it'),
    barcode: text(40, 'A GTIN as typed (spaces and dashes ignored); blank: none. An in-store code matches nothing'),
  },
} as const;
export type ExistingQuerystring = Required<ExistingProductsQuery>;

/** The chooser's search of global products (IDENTITY.md §2): typed words and a page of the comparison's size. */
export const globalSearchQuery = {
  type: 'object',
  properties: {
    q: text(MAX_QUERY_LENGTH, 'Words, each beginning a word of the name (accents and case aside); blank: every global product'),
    ...pagingProperties(validationLimits.maxId),
  },
} as const;
export type GlobalSearchQuerystring = Required<GlobalProductSearchQuery>;
