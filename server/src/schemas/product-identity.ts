// Request schemas of the super admin's duplicates, merge and audit (IDENTITY.md §4): paged lists like the
// comparison's (pagingProperties: the same limits and messages) and JSON bodies of two product ids.
import type { DuplicateDismissRequest, ProductMergeRequest } from '@ofertat/shared-api/contracts';
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
