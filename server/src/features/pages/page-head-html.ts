// A page head as HTML, written into the shell's index.html: its <title> and description replaced, the other tags
// added before </head>. Every value is escaped for where it stands: attribute values for attributes, and JSON-LD
// with `<` written as \u003c, so no text from the database can close its <script> element.
import { type PageHead, SITE_NAME } from './page-head-kit.js';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const meta = (key: 'name' | 'property', name: string, content: string) => `<meta ${key}="${name}" content="${escapeHtml(content)}">`;

/** JSON inside a <script> element: `<` (as in `</script>` or `<!--`) and the line separators JavaScript once refused are escaped. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta name="description"[^>]*>/;

/** The tags the head adds beside the title and the description. */
function headTags(head: PageHead, origin: string): string {
  const image = /^https?:\/\//.test(head.image.path) ? head.image.path : `${origin}${head.image.path}`;
  const tags = [
    ...(head.canonicalPath === null
      ? [meta('name', 'robots', 'noindex')]
      : [`<link rel="canonical" href="${escapeHtml(`${origin}${head.canonicalPath}`)}">`, meta('property', 'og:url', `${origin}${head.canonicalPath}`)]),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'sq_AL'),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:image', image),
    meta('property', 'og:image:alt', head.image.alt),
    meta('name', 'twitter:card', head.image.large ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', head.image.alt),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return tags.join('');
}

/** `html` (the shell's index.html) with the head's title, description and tags. */
export function withPageHead(html: string, head: PageHead, origin: string): string {
  // The page's largest image is asked for right after the title, ahead of the scripts' hints and the styles.
  const preload = head.preloadImage === undefined ? '' : `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(head.preloadImage)}">`;
  const title = `<title>${escapeHtml(head.title)}</title>${preload}`;
  const description = meta('name', 'description', head.description);
  // Replacement functions, so a `$` in a title is text, not a replacement pattern.
  let page = TITLE.test(html) ? html.replace(TITLE, () => title) : html.replace('</head>', () => `${title}</head>`);
  page = DESCRIPTION.test(page) ? page.replace(DESCRIPTION, () => description) : page.replace('</head>', () => `${description}</head>`);
  return page.replace('</head>', () => `${headTags(head, origin)}</head>`);
}
