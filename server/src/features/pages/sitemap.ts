// robots.txt and the sitemap (sitemaps.org): every public address with an id and its last change, made from the
// database on request (and kept in the public cache until a write changes them), so a new offer, flyer or job post
// is in the sitemap at once. Over 50 000 addresses, the protocol's limit for one file, /sitemap.xml becomes a
// sitemap index of /sitemap.xml?page=1…n.
import { publicPaths } from '@ofertat/shared-api/deployment';
import { STAFF_ONLY_BASES } from './page-heads.js';
import type { SitemapRow } from './pages-repository.js';

/** At most this many addresses in one sitemap file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_PATH = '/sitemap.xml';

export interface SitemapUrl {
  path: string;
  lastModified: Date;
}

const pathOf: Record<SitemapRow['kind'], (id: number) => string> = {
  product: (productId) => publicPaths.product.getHref({ productId }),
  market: (marketId) => publicPaths.marketOffers.getHref({ marketId }),
  store: (storeLocationId) => publicPaths.storeOffers.getHref({ storeLocationId }),
  flyer: (volantinoId) => publicPaths.flyer.getHref({ volantinoId }),
  job: (jobPostId) => publicPaths.jobPost.getHref({ jobPostId }),
};

const newest = (rows: readonly { lastModified: Date }[]): Date | undefined =>
  rows.reduce<Date | undefined>((latest, row) => (latest === undefined || row.lastModified > latest ? row.lastModified : latest), undefined);

/** The home page, the flyer and job lists (changed when their newest item was), then every address with an id. */
export function sitemapUrls(rows: readonly SitemapRow[]): SitemapUrl[] {
  const lists: SitemapUrl[] = [];
  const site = newest(rows);
  if (site) lists.push({ path: publicPaths.home.getHref(), lastModified: site });
  const flyers = newest(rows.filter((row) => row.kind === 'flyer'));
  if (flyers) lists.push({ path: publicPaths.flyers.getHref(), lastModified: flyers });
  const jobs = newest(rows.filter((row) => row.kind === 'job'));
  if (jobs) lists.push({ path: publicPaths.jobPosts.getHref(), lastModified: jobs });
  return [...lists, ...rows.map((row) => ({ path: pathOf[row.kind](row.id), lastModified: row.lastModified }))];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const entry = (element: 'url' | 'sitemap', loc: string, lastModified: Date) =>
  `<${element}><loc>${escapeXml(loc)}</loc><lastmod>${lastModified.toISOString()}</lastmod></${element}>\n`;

/**
 * /sitemap.xml (`page` undefined) or one part of it: a urlset when every address fits in one file, else an index
 * of its parts. Undefined for a part that does not exist.
 */
export function sitemapDocument(urls: readonly SitemapUrl[], origin: string, page: number | undefined, maxUrls = SITEMAP_MAX_URLS): string | undefined {
  const parts = Math.ceil(urls.length / maxUrls);
  const urlset = (part: readonly SitemapUrl[]) =>
    `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}">\n${part.map((url) => entry('url', `${origin}${url.path}`, url.lastModified)).join('')}</urlset>\n`;
  if (page === undefined) {
    if (parts <= 1) return urlset(urls);
    const index = Array.from({ length: parts }, (_, part) => {
      const slice = urls.slice(part * maxUrls, (part + 1) * maxUrls);
      return entry('sitemap', `${origin}${SITEMAP_PATH}?page=${part + 1}`, newest(slice)!);
    });
    return `${XML_DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${index.join('')}</sitemapindex>\n`;
  }
  if (parts <= 1 || page > parts) return undefined;
  return urlset(urls.slice((page - 1) * maxUrls, page * maxUrls));
}

/** Crawlers keep out of the admin areas and the sign-in screens, which only staff use; the sitemap is named. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\n${STAFF_ONLY_BASES.map((path) => `Disallow: ${path}\n`).join('')}\nSitemap: ${origin}${SITEMAP_PATH}\n`;
}
