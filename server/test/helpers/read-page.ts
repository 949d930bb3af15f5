// A page as a crawler reads it, without running a script: its language, title, canonical address, meta tags
// and JSON-LD, read by the extractor Adobe's validator is made for; and that JSON-LD checked against Google's
// rich-result rules by the validator (errors only: "recommended" properties the data does not have are warnings).
// Offline, so without schema.org's vocabulary file; the vocabulary is checked at compile time instead, where the
// server types its JSON-LD with schema-dts.
import Validator, { type ValidationIssue } from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';

export interface ReadPage {
  lang: string | undefined;
  title: string | undefined;
  canonical: string | undefined;
  /** The images the head asks the browser to fetch with the page (`<link rel="preload" as="image">`), in order. */
  preloadedImages: string[];
  /** The first value of each meta tag (name or property), entities decoded. */
  meta: Record<string, string>;
  /** Every JSON-LD item by its @type. */
  jsonLd: Record<string, Record<string, unknown>[]>;
  /** The rich-result errors of the JSON-LD. */
  errors(): Promise<ValidationIssue[]>;
}

const decode = (text: string) =>
  text.replace(/&(amp|quot|#39|lt|gt);/g, (entity) => ({ '&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>' })[entity]!);

export function readPage(html: string): ReadPage {
  const extracted = new WebAutoExtractor({ addLocation: false, embedSource: false }).parse(html);
  const meta = Object.fromEntries(Object.entries(extracted.metatags).map(([name, values]) => [name, decode(values[0] ?? '')]));
  const titleMatch = /<title>([^<]*)<\/title>/.exec(html);
  return {
    lang: /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1],
    title: titleMatch ? decode(titleMatch[1]!) : undefined,
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1],
    preloadedImages: [...html.matchAll(/<link rel="preload" as="image"[^>]* href="([^"]*)">/g)].map((match) => decode(match[1]!)),
    meta,
    jsonLd: extracted.jsonld,
    // The validator takes the extracted data apart: give it its own copy.
    errors: async () => (await new Validator().validate(structuredClone(extracted))).filter((issue) => issue.severity === 'ERROR'),
  };
}
