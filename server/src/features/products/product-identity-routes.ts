// Likely duplicates and merging, super admin only (IDENTITY.md §4):
//   GET  /api/admin/products/duplicates?page=&pageSize=   open pairs, barcode pairs first, then by score
//   POST /api/admin/products/duplicates/dismiss           { productAId, productBId }: the pair is never listed again (200, the pair)
//   POST /api/admin/products/merge                        { keepId, mergeId }: mergeId's offer lines and price records
//                                                         move to keepId, mergeId is deleted and answers as keepId
//   GET  /api/admin/products/audit?page=&pageSize=        merges, links and dismissals, newest first
// And the product forms' questions (IDENTITY.md §2, §5), for market admins and the super admin:
//   GET  /api/products/existing?productName=&productUnit=&barcode=   the global products a new product probably is
//   GET  /api/products/global?q=&page=&pageSize=                     global products by word beginnings (the chooser)
import type {
  DuplicateDismissRequest,
  DuplicatePairPage,
  DuplicateProductSummary,
  ExistingProducts,
  GlobalProductPage,
  ProductAuditPage,
  ProductMergeResult,
} from '@ofertat/shared-api/contracts';
import { isInStoreGtin, messages, parseProductQuantity, readGtin } from '@ofertat/shared-api/validation';
import type { FastifyPluginAsync } from 'fastify';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { errorResponses } from '../../lib/openapi.js';
import { tiraneToday } from '../../lib/tirane-date.js';
import {
  adminPageQuery,
  type AdminPageQuerystring,
  dismissBody,
  type DismissBody,
  existingQuery,
  type ExistingQuerystring,
  globalSearchQuery,
  type GlobalSearchQuerystring,
  mergeBody,
  type MergeBody,
} from '../../schemas/product-identity.js';
import { discardUploads } from '../../uploads/index.js';
import { bearerAuth, getAuthUser } from '../auth/auth-plugin.js';
import type { CatalogueState } from '../catalogue/catalogue.js';
import { beginsRank, typedWords } from '../catalogue/name-index.js';
import { ownCardCount, productCardCount } from '../catalogue/offer-lists.js';
import { createProductIdentityRepository, type MergeSide } from './product-identity-repository.js';
import { productJson, toProduct } from './product-json.js';
import { createProductsRepository } from './products-repository.js';

const m = messages.products.duplicates;

/** Candidates a form shows before a save (IDENTITY.md §5): few enough to read at a glance. */
const EXISTING_LIMIT = 5;

const summaryJson = {
  type: 'object',
  properties: {
    productId: { type: 'integer' },
    productName: { type: 'string' },
    productUnit: { type: 'string' },
    marketId: { type: ['integer', 'null'], description: 'null for a global product' },
    marketName: { type: ['string', 'null'], description: 'null for a global product' },
    barcode: { type: ['string', 'null'] },
    offerCount: { type: 'integer', description: 'Public offer cards of the product now' },
  },
  required: ['productId', 'productName', 'productUnit', 'marketId', 'marketName', 'barcode', 'offerCount'],
} as const;

const pageOf = (items: object) =>
  ({
    type: 'object',
    properties: { items: { type: 'array', items }, total: { type: 'integer' }, page: { type: 'integer' }, pageSize: { type: 'integer' } },
    required: ['items', 'total', 'page', 'pageSize'],
  }) as const;

const duplicatePageJson = pageOf({
  type: 'object',
  properties: {
    productA: { ...summaryJson, description: 'The lower id of the two' },
    productB: summaryJson,
    reason: { type: 'string', enum: ['barcode', 'name'] },
    score: { type: 'number', description: '1 for a barcode pair; the trigram similarity of the names without their quantity' },
  },
  required: ['productA', 'productB', 'reason', 'score'],
});

const auditPageJson = pageOf({
  type: 'object',
  properties: {
    id: { type: 'integer' },
    action: { type: 'string', enum: ['merge', 'link', 'dismiss'] },
    userId: { type: ['integer', 'null'] },
    userName: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
    details: { type: 'object', additionalProperties: true },
  },
  required: ['id', 'action', 'userId', 'userName', 'createdAt', 'details'],
});

const existingJson = {
  type: 'object',
  properties: {
    items: {
      type: 'array',
      items: {
        ...summaryJson,
        properties: { ...summaryJson.properties, reason: { type: 'string', enum: ['barcode', 'name'] } },
        required: [...summaryJson.required, 'reason'],
      },
    },
  },
  required: ['items'],
} as const;

const mergeResultJson = {
  type: 'object',
  properties: {
    keepId: { type: 'integer' },
    mergeId: { type: 'integer' },
    movedOfferLines: { type: 'integer' },
    movedPriceRecords: { type: 'integer' },
    product: { ...productJson, description: 'The kept product' },
  },
  required: ['keepId', 'mergeId', 'movedOfferLines', 'movedPriceRecords', 'product'],
} as const;

/** A product's summary from the catalogue, which holds every product; undefined when it is gone. */
function summaryOf(state: CatalogueState, productId: number): DuplicateProductSummary | undefined {
  const product = state.products.get(productId);
  if (!product) return undefined;
  const market = product.marketId === null ? undefined : state.markets.get(product.marketId);
  return {
    productId,
    productName: product.name,
    productUnit: product.unit,
    marketId: product.marketId,
    marketName: market?.name ?? null,
    barcode: product.barcode,
    offerCount: productCardCount(state, productId),
  };
}

/**
 * The global products whose name every typed word begins a word of (the public search's rule, from the catalogue's
 * name index), best first: the whole name, the name starting with the words, any; then alphabetically. No words:
 * every global product, alphabetically.
 */
function globalProductsNamed(state: CatalogueState, q: string): number[] {
  const words = typedWords(q);
  const ids = words.length === 0 ? state.products.keys() : state.productNames.everyWordBeginning(words);
  const found = [...ids].flatMap((id) => {
    const product = state.products.get(id);
    if (product?.marketId !== null) return [];
    return [{ id, key: product.key, rank: words.length === 0 ? 0 : beginsRank(state.productNames.name(id)!, words) }];
  });
  return found
    .sort((a, b) => a.rank - b.rank || (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id - b.id))
    .map(({ id }) => id);
}

/**
 * Which merges keep every comparison true (IDENTITY.md §4): into a global product, anything; into a market product,
 * only that market's own. Two markets' products would make one market's product carry another's offers.
 */
function assertMergeable(keep: MergeSide, merge: MergeSide): void {
  if (keep.marketId === null) return;
  if (merge.marketId === null) throw badRequest(m.globalIntoMarket);
  if (merge.marketId !== keep.marketId) throw badRequest(m.differentMarkets);
}

export const productIdentityRoutes: FastifyPluginAsync = async (app) => {
  const repository = createProductIdentityRepository(app.db);
  const products = createProductsRepository(app.db);
  const superAdmin = app.requireRole('ROLE_SUPER_ADMIN');
  const productAdmins = app.requireRole('ROLE_ADMIN', 'ROLE_SUPER_ADMIN');

  /** Both products, in the order asked; 400 for one id twice, 404 when either is unknown. */
  async function bothProducts(firstId: number, secondId: number): Promise<[MergeSide, MergeSide]> {
    if (firstId === secondId) throw badRequest(m.sameProduct);
    const found = await repository.findSides([firstId, secondId]);
    const first = found.find((side) => side.productId === firstId);
    const second = found.find((side) => side.productId === secondId);
    if (!first || !second) throw notFound(messages.products.notFound);
    return [first, second];
  }

  app.get<{ Querystring: AdminPageQuerystring }>(
    '/api/admin/products/duplicates',
    {
      onRequest: [superAdmin],
      schema: {
        tags: ['products'],
        summary: 'Pairs of products that are probably one, not dismissed: the same barcode first, then similar names at the same quantity',
        security: bearerAuth,
        querystring: adminPageQuery,
        response: { 200: duplicatePageJson, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<DuplicatePairPage> => {
      const { page, pageSize } = request.query;
      const { rows, total } = await repository.duplicatePage(page, pageSize);
      const ids = [...new Set(rows.flatMap((row) => [row.productAId, row.productBId]))];
      const [summaries, state] = await Promise.all([repository.summaries(ids), app.catalogue.current(tiraneToday())]);
      const byId = new Map<number, DuplicateProductSummary>(
        summaries.map((summary) => [summary.productId, { ...summary, offerCount: ownCardCount(state, summary.productId) }]),
      );
      const items = rows.flatMap(({ productAId, productBId, reason, score }) => {
        const productA = byId.get(productAId);
        const productB = byId.get(productBId);
        // A product merged between the two statements is no longer a pair.
        return productA && productB ? [{ productA, productB, reason, score }] : [];
      });
      return { items, total, page, pageSize };
    },
  );

  app.post<{ Body: DismissBody }>(
    '/api/admin/products/duplicates/dismiss',
    {
      onRequest: [superAdmin],
      // Nothing public: the pairs are the super admin's.
      config: { changes: [] },
      schema: {
        tags: ['products'],
        summary: 'Two products are not one: the pair is never listed again (an audit record is written)',
        security: bearerAuth,
        body: dismissBody,
        response: {
          200: {
            type: 'object',
            description: 'The pair, lower id first',
            properties: { productAId: { type: 'integer' }, productBId: { type: 'integer' } },
            required: ['productAId', 'productBId'],
          },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request): Promise<DuplicateDismissRequest> => {
      const { productAId, productBId } = request.body;
      await bothProducts(productAId, productBId);
      return repository.dismiss([productAId, productBId], getAuthUser(request).id);
    },
  );

  app.post<{ Body: MergeBody }>(
    '/api/admin/products/merge',
    {
      onRequest: [superAdmin],
      schema: {
        tags: ['products'],
        summary: "mergeId becomes keepId: its offer lines and price records move, it is deleted, and its id answers as keepId's",
        description:
          'Into a global product: a global product or a market product; into a market product: only the same market\'s. ' +
          '409 when an offer holds both (an offer lists a product once).',
        security: bearerAuth,
        body: mergeBody,
        response: { 200: mergeResultJson, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request): Promise<ProductMergeResult> => {
      const { keepId, mergeId } = request.body;
      const [keep, merge] = await bothProducts(keepId, mergeId);
      assertMergeable(keep, merge);
      const result = await repository.merge(keep, merge, getAuthUser(request).id);
      // The image of a product that no longer exists is nobody's.
      if (merge.imagePath !== null && merge.imagePath !== keep.imagePath) await discardUploads(app, [merge.imagePath]);
      // Every product's answers may name either (aliases, groups, suggestions), and both products' offers moved.
      request.changed('product', 'offers');
      return { keepId, mergeId, ...result, product: toProduct((await products.findById(keepId))!) };
    },
  );

  app.get<{ Querystring: AdminPageQuerystring }>(
    '/api/admin/products/audit',
    {
      onRequest: [superAdmin],
      schema: {
        tags: ['products'],
        summary: 'Merges, links and dismissals of products, newest first',
        security: bearerAuth,
        querystring: adminPageQuery,
        response: { 200: auditPageJson, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<ProductAuditPage> => {
      const { page, pageSize } = request.query;
      const { rows, total } = await repository.auditPage(page, pageSize);
      return { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), details: row.details as Record<string, unknown> })), total, page, pageSize };
    },
  );

  app.get<{ Querystring: ExistingQuerystring }>(
    '/api/products/existing',
    {
      onRequest: [productAdmins],
      schema: {
        tags: ['products'],
        summary: 'The global products a product about to be created probably is: the same barcode first, then similar names at the same quantity (at most 5)',
        description:
          "The duplicates' rules (IDENTITY.md §4): the barcode normalized (an in-store code matches nothing); the quantity read " +
          'from the unit or the name as a save reads it, and the names without it at least 0.6 alike by trigrams.',
        security: bearerAuth,
        querystring: existingQuery,
        response: { 200: existingJson, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<ExistingProducts> => {
      const { productName, productUnit, barcode: typed } = request.query;
      const gtin = typed.trim() === '' ? null : readGtin(typed);
      if (gtin === null && typed.trim() !== '') throw badRequest(messages.products.validation.barcodeInvalid, { barcode: messages.products.validation.barcodeInvalid });
      const rows = await repository.existingGlobal(
        {
          name: productName,
          // A blank name says nothing of the product (its key would be alike with nothing anyway).
          quantity: productName.trim() === '' ? null : parseProductQuantity(productUnit, productName),
          barcode: gtin === null || isInStoreGtin(gtin) ? null : gtin,
        },
        EXISTING_LIMIT,
      );
      const state = await app.catalogue.current(tiraneToday());
      return {
        items: rows.flatMap(({ productId, reason }) => {
          const summary = summaryOf(state, productId);
          return summary ? [{ ...summary, reason }] : [];
        }),
      };
    },
  );

  app.get<{ Querystring: GlobalSearchQuerystring }>(
    '/api/products/global',
    {
      onRequest: [productAdmins],
      schema: {
        tags: ['products'],
        summary: 'Global products whose name every typed word begins a word of, accent- and case-insensitive (the link chooser)',
        security: bearerAuth,
        querystring: globalSearchQuery,
        response: { 200: pageOf(summaryJson), ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<GlobalProductPage> => {
      const { q, page, pageSize } = request.query;
      const state = await app.catalogue.current(tiraneToday());
      const ids = globalProductsNamed(state, q);
      const items = ids.slice((page - 1) * pageSize, page * pageSize).flatMap((id) => summaryOf(state, id) ?? []);
      return { items, total: ids.length, page, pageSize };
    },
  );
};
