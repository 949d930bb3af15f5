// The super admin's likely duplicates, their merge or dismissal, and the audit of both (IDENTITY.md §4).
import type {
  DuplicateDismissRequest,
  DuplicatePairPage,
  ProductAuditPage,
  ProductMergeRequest,
  ProductMergeResult,
} from '../contracts/products.js';
import { send } from './common.js';

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

/** One page of a paged admin list; the server's defaults apply to what is left out. */
export interface AdminPageRequest {
  page?: number;
  pageSize?: number;
}

const pageParams = ({ page, pageSize }: AdminPageRequest) => ({
  ...(page === undefined ? {} : { page }),
  ...(pageSize === undefined ? {} : { pageSize }),
});

/** Open pairs of products that are probably one: barcode pairs first, then by similarity (GET /api/admin/products/duplicates). */
export function fetchDuplicatePairs(request: AdminPageRequest = {}): Promise<DuplicatePairPage> {
  return send((client) => client.get('api/admin/products/duplicates', { searchParams: pageParams(request) }).json<DuplicatePairPage>());
}

/** The two products are not one: the pair is never listed again. Answered with the pair, lower id first. */
export function dismissDuplicatePair(pair: DuplicateDismissRequest): Promise<DuplicateDismissRequest> {
  return send((client) => client.post('api/admin/products/duplicates/dismiss', { json: pair }).json<DuplicateDismissRequest>());
}

/** `mergeId`'s offer lines and price records move to `keepId`, `mergeId` is deleted and its id answers as `keepId`. */
export function mergeProducts(merge: ProductMergeRequest): Promise<ProductMergeResult> {
  return send((client) => client.post('api/admin/products/merge', { json: merge }).json<ProductMergeResult>());
}

/** Merges, links and dismissals, newest first (GET /api/admin/products/audit). */
export function fetchProductAudit(request: AdminPageRequest = {}): Promise<ProductAuditPage> {
  return send((client) => client.get('api/admin/products/audit', { searchParams: pageParams(request) }).json<ProductAuditPage>());
}
