// The public site's comparison answers (COMPARISON.md §3), made from the catalogue and cached as public reads:
//   GET /api/compare/products                  products grouped, filtered, sorted and paged
//   GET /api/compare/products/{productId}      one product and every market's current offer of it, cheapest first
import { messages } from '@ofertat/shared-api/validation';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/http-errors.js';
import { errorResponses } from '../../lib/openapi.js';
import { tiraneToday } from '../../lib/tirane-date.js';
import { CATALOGUE_TOPICS } from '../../plugins/public-cache.js';
import {
  type ProductComparisonParams,
  productComparisonParams,
  productComparisonQuery,
  type ProductComparisonQuerystring,
  productGroupQuery,
  type ProductGroupQuerystring,
} from '../../schemas/compare.js';
import { offerCardListSchema } from '../offers/offer-schemas.js';
import { createProductIdentityRepository } from '../products/product-identity-repository.js';
import { productJson, quantityJson } from '../products/product-json.js';
import { productGroups, productOffers, publicProduct } from '../catalogue/product-groups.js';

const cardJson = offerCardListSchema.items;

const productGroupJson = {
  type: 'object',
  properties: {
    productId: { type: 'integer' },
    productName: { type: 'string' },
    productUnit: { type: 'string' },
    productImage: { type: ['string', 'null'], description: "URL of the product image's thumbnail" },
    categoryId: { type: 'integer' },
    categoryName: { type: 'string' },
    quantity: quantityJson,
    offerCount: { type: 'integer', description: 'Cards of the product inside the filters' },
    minPrice: { type: 'number' },
    maxPrice: { type: 'number' },
    minUnitPrice: { type: ['number', 'null'] },
    unitPriceUnit: { type: ['string', 'null'], enum: ['kg', 'l', 'copë', null] },
    bestDiscountPercentage: { type: 'integer', description: 'The largest discount of its cards: real where known, else claimed' },
    cheapest: { ...cardJson, description: 'The card with the lowest newPrice (ties: larger discount, then market name)' },
  },
  required: [
    'productId',
    'productName',
    'productUnit',
    'productImage',
    'categoryId',
    'categoryName',
    'quantity',
    'offerCount',
    'minPrice',
    'maxPrice',
    'minUnitPrice',
    'unitPriceUnit',
    'bestDiscountPercentage',
    'cheapest',
  ],
} as const;

const productGroupPageJson = {
  type: 'object',
  properties: {
    items: { type: 'array', items: productGroupJson },
    total: { type: 'integer', description: 'Groups inside the filters, on every page' },
    page: { type: 'integer' },
    pageSize: { type: 'integer' },
  },
  required: ['items', 'total', 'page', 'pageSize'],
} as const;

export const compareRoutes: FastifyPluginAsync = async (app) => {
  const { catalogue } = app;
  const identity = createProductIdentityRepository(app.db);

  app.get<{ Querystring: ProductGroupQuerystring }>(
    '/api/compare/products',
    {
      schema: {
        tags: ['compare'],
        summary: 'Current offers grouped by product, filtered, sorted and paged',
        description:
          'Sorts: relevance (default with q), discount (default without q: the real discount where known, else the claimed ' +
          'one), price, unitPrice, ending, newest; ties: larger discount, then name. Similar spellings are tried when no ' +
          'product, category or market begins with the words of q.',
        querystring: productGroupQuery,
        response: { 200: productGroupPageJson, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      return reply.sendPublic(CATALOGUE_TOPICS, async () => productGroups(await catalogue.current(tiraneToday()), query));
    },
  );

  app.get<{ Params: ProductComparisonParams; Querystring: ProductComparisonQuerystring }>(
    '/api/compare/products/:productId',
    {
      schema: {
        tags: ['compare'],
        summary: 'A product and every current offer of it, cheapest first',
        params: productComparisonParams,
        querystring: productComparisonQuery,
        response: {
          200: {
            type: 'object',
            properties: { product: productJson, offers: { type: 'array', items: cardJson } },
            required: ['product', 'offers'],
          },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const id = request.params.productId;
      const { locationId } = request.query;
      return reply.sendPublic(CATALOGUE_TOPICS, async () => {
        const state = await catalogue.current(tiraneToday());
        // A merged product's id answers as the product it became (IDENTITY.md §4); asked here, not of the catalogue,
        // and only when the id is no product, so a product's answer costs no statement.
        const productId = state.products.has(id) ? id : ((await identity.keptIdOf(id)) ?? id);
        // A deactivated market's product is hidden like its offers.
        const product = publicProduct(state, productId);
        if (!product) throw notFound(messages.products.notFound);
        return { product, offers: productOffers(state, productId, locationId) };
      });
    },
  );
};
