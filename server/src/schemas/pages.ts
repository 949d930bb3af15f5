// Request schemas of the crawlers' files (robots.txt, the sitemap).
import { queryId } from './common.js';

/** `/sitemap.xml?page=n`: one part of a sitemap too large for one file. */
export const sitemapQuery = {
  type: 'object',
  properties: { page: queryId('A part of the sitemap, when /sitemap.xml is an index of parts') },
} as const;

export interface SitemapQuerystring {
  page?: number;
}
