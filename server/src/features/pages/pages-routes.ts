// The crawlers' files, made from the database (sitemap.ts):
//   GET /robots.txt     the admin areas and the sign-in screens kept out; the sitemap named
//   GET /sitemap.xml    every public address with its last change (?page=n: a part, over 50 000 addresses)
// Page navigations themselves get their heads and statuses in the web app's fallback (plugins/web-app.ts).
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/http-errors.js';
import { tiraneToday } from '../../lib/tirane-date.js';
import type { Topic } from '../../plugins/public-cache.js';
import { publicKey } from '../../plugins/public-key.js';
import { sitemapQuery, type SitemapQuerystring } from '../../schemas/pages.js';
import { offeredProductIds } from '../catalogue/offer-lists.js';
import { createPagesRepository } from './pages-repository.js';
import { robotsTxt, sitemapDocument, sitemapUrls } from './sitemap.js';

/** What the sitemap lists: current offers' products, markets, store points, flyers and job posts. */
const SITEMAP_TOPICS: readonly Topic[] = ['market', 'store', 'product', 'offers', 'flyer', 'job'];

export const pagesRoutes: FastifyPluginAsync = async (app) => {
  const repository = createPagesRepository(app.db);
  const origin = app.config.publicOrigin;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(robotsTxt(origin)),
  );

  app.get<{ Querystring: SitemapQuerystring }>('/sitemap.xml', { schema: { hide: true, querystring: sitemapQuery } }, async (request, reply) => {
    const { page } = request.query;
    const document = await app.publicCache.value(publicKey('/sitemap.xml', { page }), SITEMAP_TOPICS, async () =>
      {
        const today = tiraneToday();
        const productIds = offeredProductIds(await app.catalogue.current(today));
        return sitemapDocument(sitemapUrls(await repository.sitemapRows(today, productIds)), origin, page);
      },
    );
    if (document === undefined) throw notFound();
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(document);
  });
};
