// What every page head is made of (page-heads.ts): the site's own texts, the head's shape, and the helpers each
// page kind's head uses (titles as the client names its tabs, descriptions cut for search results, absolute
// addresses on the configured public origin).
import type { Thing, WithContext } from 'schema-dts';
import { type PageImage, SITE_IMAGE } from './site-assets.js';

export const SITE_NAME = 'Ofertat';
/** The shell's own title (tooling/webpack/index.html's), for the home page and the pages the client names. */
export const SITE_TITLE = 'Ofertat – ofertat e supermarketeve në Shqipëri';
export const SITE_DESCRIPTION = 'Krahaso ofertat e supermarketeve në Shqipëri: çmime në ALL, fletëpalosje, harta e dyqaneve dhe njoftime pune.';
/** Albanian lek (ISO 4217), the only currency of the platform. */
export const CURRENCY = 'ALL';
/** Albania (ISO 3166-1), where every market of the platform is. */
export const COUNTRY = 'AL';
/** Entries of a page's ItemList: the first of its list, in the screen's order. */
export const ITEM_LIST_SIZE = 20;
/** A description longer than this is cut at a word: search results show about this much. */
const DESCRIPTION_MAX = 160;

/** The titles the public remote gives its pages (usePageTitle), so the tab does not change its name on load. */
export const titled = (name: string) => `${name} · ${SITE_NAME}`;
export const TITLES = {
  jobs: 'Njoftime pune',
  flyers: 'Fletëpalosje',
  rules: 'Rregullat e privatësisë',
  map: 'Harta e dyqaneve',
  notFound: 'Faqja nuk u gjet',
} as const;

export interface PageHead {
  /** 404: an unknown route or an id the public cannot see; the page is still the app, which shows its not-found page. */
  status: 200 | 404;
  title: string;
  description: string;
  /** The canonical address's path; null where the page must not be indexed. */
  canonicalPath: string | null;
  image: PageImage;
  ogType: 'website' | 'product';
  jsonLd: WithContext<Thing>[];
  /**
   * The first screen's largest image when the server knows it (the home page's top ad): the browser fetches it
   * with the page instead of after the scripts and the API answer that name it, which was half of the home
   * page's LCP on a phone.
   */
  preloadImage?: string;
}

export const shorten = (text: string): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_MAX / 2))}…`;
};

/** 2026-11-26 → 26.11.2026, as the pages write days. */
export const dayOf = (isoDay: string) => isoDay.split('-').reverse().join('.');

export const price = (value: number) => `${value.toFixed(2)} ${CURRENCY}`;

export const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A page head with the defaults filled in, and the helpers that need the public origin. */
export interface HeadKit {
  origin: string;
  absolute(pathOrUrl: string): string;
  /** An uploaded image as a preview's image, or the site's own when there is none. */
  imageOr(path: string | null, alt: string, large: boolean): PageImage;
  page(head: Partial<PageHead> & Pick<PageHead, 'title' | 'description' | 'canonicalPath'>): PageHead;
  notFound: PageHead;
}

export function createHeadKit(origin: string): HeadKit {
  const absolute = (pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`);
  const imageOr = (path: string | null, alt: string, large: boolean): PageImage => (path ? { path, alt, large } : SITE_IMAGE);

  const page = (head: Partial<PageHead> & Pick<PageHead, 'title' | 'description' | 'canonicalPath'>): PageHead => ({
    status: 200,
    image: SITE_IMAGE,
    ogType: 'website',
    jsonLd: [],
    ...head,
  });

  const notFound = page({ status: 404, title: titled(TITLES.notFound), description: SITE_DESCRIPTION, canonicalPath: null });

  return { origin, absolute, imageOr, page, notFound };
}
