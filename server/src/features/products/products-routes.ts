// Products (spec section 7 "Categories, cities, products"). A product is global (marketId null: created by
// the super admin, usable in every market's offers) or belongs to one market (created by its admin).
//   GET  /api/product/all                     public: global products and those of active markets
//   GET  /api/product/{id}                    public, same visibility; a merged product's id answers as the kept one
//   POST /api/admin/add/product               super admin: a global product; multipart → 201
//   PUT  /api/product/update/{id}             multipart → 200; super admin: any product; market admin: only
//                                             their market's (global and other markets' products → 403)
//   POST /api/product/add/market              admin or super admin: a product of the account's market (the
//                                             super admin names it with marketId); image required → 201
//   GET  /api/product/get/market/{marketId}   admin of that market or super admin: the market's products and
//                                             the global ones (marketId null), all of which its offers may use
//   GET  /api/products/barcode/{code}         public: the product with that GTIN and its offer count (IDENTITY.md §3)
// Every write takes an optional `barcode` (IDENTITY.md §1), stored normalized; a global product's is unique.
import type { BarcodeMatch, Product, Quantity, QuantityUnit } from '@ofertat/shared-api/contracts';
import {
  globalProductSchema,
  isInStoreGtin,
  marketProductCreateSchema,
  marketProductEditSchema,
  messages,
  parseProductQuantity,
  readGtin,
  type GlobalProductValues,
  type MarketProductEditValues,
} from '@ofertat/shared-api/validation';
import type { FastifyPluginAsync } from 'fastify';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.js';
import { errorResponses } from '../../lib/openapi.js';
import type { Topic } from '../../plugins/public-cache.js';
import { tiraneToday } from '../../lib/tirane-date.js';
import { validate } from '../../lib/validation.js';
import { idParams, type IdParams, marketIdParams, type MarketIdParams } from '../../schemas/common.js';
import { barcodeParams, type BarcodeParams, marketProductForm, productForm } from '../../schemas/products.js';
import {
  discardOnFailure,
  discardUploads,
  readMultipartForm,
  saveImage,
  type UploadedFile,
} from '../../uploads/index.js';
import { bearerAuth, getAuthUser } from '../auth/auth-plugin.js';
import { assertMarketAccess, resolveMarketId } from '../auth/market-access.js';
import { productCardCount } from '../catalogue/offer-lists.js';
import { productWithBarcode } from '../catalogue/product-groups.js';
import { createProductIdentityRepository } from './product-identity-repository.js';
import { productJson, toProduct } from './product-json.js';
import { createProductsRepository, type ProductValues } from './products-repository.js';

const productListJson = { type: 'array', items: productJson } as const;

const PRODUCT_FILES = { files: { productImage: 'image' } } as const;

/** The quantity is the admin's when they gave one, else what the unit or the name says (COMPARISON.md §1). */
const toValues = (values: GlobalProductValues, linkedProductId: number | null = null): ProductValues => ({
  name: values.productName,
  unit: values.productUnit,
  categoryId: values.categoryId,
  currentPrice: values.currentPrice,
  quantity:
    values.quantityAmount !== undefined && values.quantityUnit !== undefined
      ? { amount: values.quantityAmount, unit: values.quantityUnit as QuantityUnit }
      : parseProductQuantity(values.productUnit, values.productName),
  barcode: values.barcode ?? null,
  linkedProductId,
});

/** Two quantities that may be one product's: equal, or one of them unknown (COMPARISON.md §1). */
const quantitiesAgree = (a: Quantity | null, b: Quantity | null): boolean => a === null || b === null || (a.unit === b.unit && a.amount === b.amount);

export const productsRoutes: FastifyPluginAsync = async (app) => {
  const repository = createProductsRepository(app.db);
  const identity = createProductIdentityRepository(app.db);
  const marketAdmins = app.requireRole('ROLE_ADMIN', 'ROLE_SUPER_ADMIN');

  async function assertCategoryExists(categoryId: number): Promise<void> {
    if (!(await repository.categoryExists(categoryId))) {
      const message = messages.products.validation.categoryRequired;
      throw badRequest(message, { categoryId: message });
    }
  }

  /** A global product's barcode names it alone (IDENTITY.md §1): the 409 names the product that has it. */
  async function assertBarcodeFree(values: ProductValues, marketId: number | null, productId?: number): Promise<void> {
    if (marketId !== null || values.barcode === null) return;
    const holder = await repository.findGlobalWithBarcode(values.barcode, productId);
    if (holder) throw conflict(messages.products.barcodeTaken(holder.productName));
  }

  /**
   * The global product a market product is (IDENTITY.md §2): the one the admin chose (empty: none); when they chose
   * nothing, the global product with its barcode if their quantities agree, else the link it had. The link kept or
   * chosen must still hold: a global product, of the same quantity.
   */
  async function linkOf(values: MarketProductEditValues, linkedBefore: number | null): Promise<number | null> {
    const quantity = toValues(values).quantity;
    let chosen = values.linkedProductId;
    if (chosen === null) return null;
    if (chosen === undefined) {
      const barcode = values.barcode ?? null;
      const holder = barcode === null || isInStoreGtin(barcode) ? undefined : await repository.findGlobalWithBarcode(barcode);
      if (holder && quantitiesAgree(toProduct(holder).quantity, quantity)) return holder.productId;
      if (linkedBefore === null) return null;
      chosen = linkedBefore;
    }
    const target = await repository.findById(chosen);
    const message = messages.products.validation;
    if (!target || target.marketId !== null) throw badRequest(message.linkedNotGlobal, { linkedProductId: message.linkedNotGlobal });
    if (!quantitiesAgree(toProduct(target).quantity, quantity)) {
      const differs = message.linkedQuantityDiffers(target.productName);
      throw badRequest(differs, { linkedProductId: differs });
    }
    return chosen;
  }

  /** A global product is no one's link (IDENTITY.md §2): a link sent for one is refused, not dropped in silence. */
  function assertNotLinked(fields: Record<string, unknown>): void {
    const sent = fields.linkedProductId;
    if (typeof sent === 'string' && sent.trim() !== '') {
      const message = messages.products.validation.globalNotLinked;
      throw badRequest(message, { linkedProductId: message });
    }
  }

  /** Stores the product with its image, if one was sent; the image is removed again if the write fails. */
  async function createWithImage(values: ProductValues, marketId: number | null, image: UploadedFile | undefined, userId: number) {
    await assertCategoryExists(values.categoryId);
    await assertBarcodeFree(values, marketId);
    const saved = image && (await saveImage(app, image));
    const id = await discardOnFailure(app, [saved?.url], () => repository.create(values, marketId, saved?.url ?? null, tiraneToday(), userId));
    return toProduct((await repository.findById(id))!);
  }

  app.get(
    '/api/product/all',
    {
      schema: {
        tags: ['products'],
        summary: 'Global products and those of active markets, alphabetically (search suggestions)',
        response: { 200: productListJson },
      },
    },
    (_request, reply) => reply.sendPublic(['product', 'category', 'market'], async () => (await repository.listPublic()).map(toProduct)),
  );

  app.get<{ Params: IdParams }>(
    '/api/product/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'One product (global, or of an active market)',
        params: idParams,
        response: { 200: productJson, ...errorResponses(400, 404) },
      },
    },
    (request, reply) => {
      const id = request.params.id;
      // A merged product's id answers as the product it became (IDENTITY.md §4): asked only when the id is no product
      // (ids are never reused), and then the answer is also built from that product.
      const topics = (product: Product): Topic[] => [`product:${id}`, `product:${product.productId}`, 'category', 'market'];
      return reply.sendPublic(topics, async () => {
        let row = await repository.findById(id);
        if (!row) {
          const keptId = await identity.keptIdOf(id);
          row = keptId === undefined ? undefined : await repository.findById(keptId);
        }
        if (!row?.isPublic) throw notFound(messages.products.notFound);
        return toProduct(row);
      });
    },
  );

  app.get<{ Params: BarcodeParams }>(
    '/api/products/barcode/:code',
    {
      schema: {
        tags: ['products'],
        summary: 'The product with this barcode in any spelling (global first, else a market product) and its current offer cards',
        params: barcodeParams,
        response: {
          200: {
            type: 'object',
            properties: { product: productJson, offerCount: { type: 'integer', description: 'Current offer cards of the product' } },
            required: ['product', 'offerCount'],
          },
          ...errorResponses(400, 404),
        },
      },
    },
    (request, reply) => {
      const gtin = readGtin(request.params.code);
      if (gtin === null) throw badRequest(messages.products.validation.barcodeInvalid);
      return reply.sendPublic(['product', 'category', 'market', 'offers'], async (): Promise<BarcodeMatch> => {
        const state = await app.catalogue.current(tiraneToday());
        // A market's in-store code identifies nothing outside that market (IDENTITY.md §1).
        const product = isInStoreGtin(gtin) ? undefined : productWithBarcode(state, gtin);
        if (!product) throw notFound(messages.products.barcodeNotFound);
        return { product, offerCount: productCardCount(state, product.productId) };
      });
    },
  );

  app.post(
    '/api/admin/add/product',
    {
      onRequest: [app.requireRole('ROLE_SUPER_ADMIN')],
      schema: {
        tags: ['products'],
        summary: 'Add a global product',
        security: bearerAuth,
        ...productForm,
        response: { 201: productJson, ...errorResponses(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipartForm(request, PRODUCT_FILES);
      assertNotLinked(fields);
      const values = await validate(globalProductSchema, { ...fields, ...files });
      const product = await createWithImage(toValues(values), null, files.productImage, getAuthUser(request).id);
      request.changed(`product:${product.productId}`);
      return reply.code(201).send(product);
    },
  );

  app.post(
    '/api/product/add/market',
    {
      onRequest: [marketAdmins],
      schema: {
        tags: ['products'],
        summary: "Add a product of the admin's market (the super admin names the market)",
        security: bearerAuth,
        ...marketProductForm,
        response: { 201: productJson, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipartForm(request, PRODUCT_FILES);
      const values = await validate(marketProductCreateSchema, { ...fields, ...files });
      const user = getAuthUser(request);
      const marketId = resolveMarketId(user, values.marketId);
      if (!(await repository.marketExists(marketId))) throw badRequest(messages.markets.notFound);
      const product = await createWithImage(toValues(values, await linkOf(values, null)), marketId, files.productImage, user.id);
      // Its price is recorded as the market's normal price (COMPARISON.md §2); a link groups it with its global product.
      request.changed(`product:${product.productId}`, `offers:${marketId}`);
      return reply.code(201).send(product);
    },
  );

  app.put<{ Params: IdParams }>(
    '/api/product/update/:id',
    {
      onRequest: [marketAdmins],
      schema: {
        tags: ['products'],
        summary: 'Edit a product; without a new image the current one is kept',
        security: bearerAuth,
        params: idParams,
        ...productForm,
        response: { 200: productJson, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const id = request.params.id;
      const user = getAuthUser(request);
      // The body is read first, also when the answer is a refusal: see readMultipartForm.
      const { fields, files } = await readMultipartForm(request, PRODUCT_FILES);
      const current = await repository.findById(id);
      if (!current) throw notFound(messages.products.notFound);
      // Global products are the super admin's; a market's products are its admin's. The market never changes.
      if (current.marketId === null) {
        if (user.role !== 'ROLE_SUPER_ADMIN') throw forbidden();
      } else {
        assertMarketAccess(user, current.marketId);
      }
      let values: ProductValues;
      if (current.marketId === null) {
        assertNotLinked(fields);
        values = toValues(await validate(globalProductSchema, { ...fields, ...files }));
      } else {
        const valid = await validate(marketProductEditSchema, { ...fields, ...files });
        values = toValues(valid, await linkOf(valid, current.linkedProductId));
      }
      await assertCategoryExists(values.categoryId);
      await assertBarcodeFree(values, current.marketId, id);

      const saved = files.productImage && (await saveImage(app, files.productImage));
      await discardOnFailure(app, [saved?.url], () => repository.update(id, values, saved?.url, tiraneToday(), user.id, current.linkedProductId));
      if (saved) await discardUploads(app, [current.imagePath]);
      request.changed(`product:${id}`);
      // A market product's price is that market's normal price (COMPARISON.md §2).
      if (current.marketId !== null) request.changed(`offers:${current.marketId}`);
      return toProduct((await repository.findById(id))!);
    },
  );

  app.get<{ Params: MarketIdParams }>(
    '/api/product/get/market/:marketId',
    {
      onRequest: [marketAdmins],
      schema: {
        tags: ['products'],
        summary: "The market's own products and the global ones (marketId null), alphabetically",
        security: bearerAuth,
        params: marketIdParams,
        response: { 200: productListJson, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const marketId = request.params.marketId;
      assertMarketAccess(getAuthUser(request), marketId);
      if (!(await repository.marketExists(marketId))) throw notFound(messages.markets.notFound);
      return (await repository.listForMarket(marketId)).map(toProduct);
    },
  );
};
