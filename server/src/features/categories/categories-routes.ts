// Categories (spec section 7 "Categories, cities, products"):
//   GET  /api/category/all          public: every category with productCount, the number of distinct
//                                   products on a current offer (search popup's category grid)
//   POST /api/category/add          super admin; multipart categoryName → 201
//   PUT  /api/category/update/{id}  super admin; multipart categoryName → 200
// Names are unique ignoring case and accents (409 otherwise).
import type { CategoryWithCount } from '@ofertat/shared-api/contracts';
import { categorySchema, messages } from '@ofertat/shared-api/validation';
import type { FastifyPluginAsync } from 'fastify';
import { conflict, notFound } from '../../lib/http-errors.js';
import { errorResponses } from '../../lib/openapi.js';
import { tiraneToday } from '../../lib/tirane-date.js';
import { validate } from '../../lib/validation.js';
import { idParams, type IdParams } from '../../schemas/common.js';
import { categoryForm } from '../../schemas/categories.js';
import { readMultipartForm } from '../../uploads/index.js';
import { bearerAuth } from '../auth/auth-plugin.js';
import { productCountsByCategory } from '../catalogue/offer-lists.js';
import { createCategoriesRepository } from './categories-repository.js';

const categoryJson = {
  type: 'object',
  properties: { categoryId: { type: 'integer' }, categoryName: { type: 'string' } },
  required: ['categoryId', 'categoryName'],
} as const;

const categoryWithCountJson = {
  type: 'object',
  properties: {
    ...categoryJson.properties,
    productCount: {
      type: 'integer',
      description: 'Distinct products with an offer running today (Europe/Tirane) in an active market',
    },
  },
  required: [...categoryJson.required, 'productCount'],
} as const;


export const categoriesRoutes: FastifyPluginAsync = async (app) => {
  const repository = createCategoriesRepository(app.db);
  const superAdmin = app.requireRole('ROLE_SUPER_ADMIN');

  async function assertNameFree(name: string, exceptId?: number): Promise<void> {
    const existing = await repository.findByName(name, exceptId);
    if (existing) throw conflict(messages.categories.duplicate(existing.categoryName));
  }

  app.get(
    '/api/category/all',
    {
      schema: {
        tags: ['categories'],
        summary: 'All categories, alphabetically, with how many products are on a current offer',
        response: { 200: { type: 'array', items: categoryWithCountJson } },
      },
    },
    // The cache key holds today's date (see public-cache.ts), so the counts follow offers starting or ending. The
    // counts come from the kept offer items (distinct products on a current offer of an active market), which an
    // offer write mends, rather than from a statement over every offer after each write.
    (_request, reply) =>
      reply.sendPublic(['category', 'product', 'offers', 'market'], async (): Promise<CategoryWithCount[]> => {
        // The list itself changes only with a category: an offer write, which drops this answer, does not read it again.
        const list = app.publicCache.value('category-list', ['category'], () => repository.list());
        const [categories, counts] = await Promise.all([list, app.catalogue.current(tiraneToday()).then(productCountsByCategory)]);
        return categories.map((category) => ({ ...category, productCount: counts.get(category.categoryId) ?? 0 }));
      }),
  );

  app.post(
    '/api/category/add',
    {
      config: { changes: ['category'] },
      onRequest: [superAdmin],
      schema: {
        tags: ['categories'],
        summary: 'Add a category',
        security: bearerAuth,
        ...categoryForm,
        response: { 201: categoryJson, ...errorResponses(400, 401, 403, 409, 415) },
      },
    },
    async (request, reply) => {
      const { fields } = await readMultipartForm(request);
      const { categoryName } = await validate(categorySchema, fields);
      await assertNameFree(categoryName);
      return reply.code(201).send(await repository.create(categoryName));
    },
  );

  app.put<{ Params: IdParams }>(
    '/api/category/update/:id',
    {
      config: { changes: ['category'] },
      onRequest: [superAdmin],
      schema: {
        tags: ['categories'],
        summary: 'Rename a category',
        security: bearerAuth,
        params: idParams,
        ...categoryForm,
        response: { 200: categoryJson, ...errorResponses(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request) => {
      const id = request.params.id;
      const { fields } = await readMultipartForm(request);
      const { categoryName } = await validate(categorySchema, fields);
      if (!(await repository.findById(id))) throw notFound(messages.categories.notFound);
      await assertNameFree(categoryName, id);
      // Categories are never deleted, so the row found above is still there.
      return (await repository.rename(id, categoryName))!;
    },
  );
};
