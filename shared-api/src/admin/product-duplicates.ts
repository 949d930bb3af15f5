// The super admin's likely duplicates and their merge or dismissal (IDENTITY.md §4). Only what a screen calls is
// here: the audit (GET /api/admin/products/audit) has its contract types but no call.
import { send } from '@ofertat/shared-api';
import type {
  DuplicateDismissRequest,
  DuplicatePairPage,
  ProductMergeRequest,
  ProductMergeResult,
} from '../contracts/products.js';

export type {
  DuplicateDismissRequest,
  DuplicatePair,
  DuplicatePairPage,
  DuplicateProductSummary,
  DuplicateReason,
  ProductAuditAction,
  ProductAuditEntry,
  ProductAuditPage,
  ProductMergeRequest,
  ProductMergeResult,
} from '../contracts/products.js';

/** Open pairs of products that are probably one: barcode pairs first, then by similarity (GET /api/admin/products/duplicates). */
export function fetchDuplicatePairs(page: number, pageSize: number): Promise<DuplicatePairPage> {
  return send((client) => client.get('api/admin/products/duplicates', { searchParams: { page, pageSize } }).json<DuplicatePairPage>());
}

/** The two products are not one: the pair is never listed again. Answered with the pair, lower id first. */
export function dismissDuplicatePair(pair: DuplicateDismissRequest): Promise<DuplicateDismissRequest> {
  return send((client) => client.post('api/admin/products/duplicates/dismiss', { json: pair }).json<DuplicateDismissRequest>());
}

/** `mergeId`'s offer lines and price records move to `keepId`, `mergeId` is deleted and its id answers as `keepId`. */
export function mergeProducts(merge: ProductMergeRequest): Promise<ProductMergeResult> {
  return send((client) => client.post('api/admin/products/merge', { json: merge }).json<ProductMergeResult>());
}
