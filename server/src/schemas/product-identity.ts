// Request schemas of the super admin's duplicates, merge and audit (IDENTITY.md §4): paged lists like the
// comparison's (the same limits and messages) and JSON bodies of two product ids.
import type { DuplicateDismissRequest, ProductMergeRequest } from '@ofertat/shared-api/contracts';
import { messages, validationLimits } from '@ofertat/shared-api/validation';
import { MESSAGE_KEYWORD } from '../lib/validator-compiler.js';
import { GROUP_PAGE_SIZE_DEFAULT, GROUP_PAGE_SIZE_MAX } from './compare.js';
import { jsonObject } from './common.js';

const m = messages.compare;

export const adminPageQuery = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: validationLimits.maxId, default: 1, [MESSAGE_KEYWORD]: m.pageInvalid },
    pageSize: {
      type: 'integer',
      minimum: 1,
      maximum: GROUP_PAGE_SIZE_MAX,
      default: GROUP_PAGE_SIZE_DEFAULT,
      [MESSAGE_KEYWORD]: m.pageSizeInvalid(GROUP_PAGE_SIZE_MAX),
    },
  },
} as const;
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
