// Demo products: the global catalogue (product-catalogue.ts) and a few products of each market, each
// with a generated picture (a tile in its category's colour with the product's initials, name and
// unit), rendered from SVG by sharp and stored through saveImage like an uploaded product photo.
import { gs1CheckDigit, parseProductQuantity } from '@ofertat/shared-api/validation';
import sharp from 'sharp';
import type { Database } from '../../db/database.js';
import { products } from '../../db/schema.js';
import { quantityColumns } from '../../features/products/products-repository.js';
import { saveImage, THUMBNAIL_SIDE, type UploadsTarget } from '../../uploads/index.js';
import { DEMO_CATEGORIES, type DemoCategoryName } from './categories.js';
import { escapeXml } from './logos.js';
import { mapLimited, RENDER_CONCURRENCY } from './map-limited.js';
import type { SeededMarket } from './markets.js';
import { GLOBAL_PRODUCTS, MARKET_PRODUCTS } from './product-catalogue.js';
import { createRandom, type Random } from './random.js';

export interface SeededProduct {
  id: number;
  name: string;
  unit: string;
  /** Shelf price in ALL; null for the few products seeded without one. */
  price: number | null;
  /** null for a global product. */
  marketId: number | null;
}

/** A demo product before it is inserted: its row's fields and its picture's colour. */
export interface ProductDraft extends Omit<SeededProduct, 'id'> {
  categoryId: number;
  hue: number;
  barcode: string | null;
}

const withCheckDigit = (body: string) => `${body}${gs1CheckDigit(body)}`;

/**
 * A global demo product's GTIN-13 (IDENTITY.md §6): the demo's products are Albanian and unbranded, so each has one of
 * GS1 Albania (prefix 530) under a made-up company number, 77, then its category's and its own place in the
 * catalogue: adding a product at the end of a category changes no other product's code.
 */
const globalDemoGtin = (categoryIndex: number, itemIndex: number) =>
  withCheckDigit(`53077${String(categoryIndex).padStart(2, '0')}${String(itemIndex).padStart(5, '0')}`);

/**
 * A market's in-store code (IDENTITY.md §1: 13 digits beginning 20–29), as a shop's scale prints it for what it bakes
 * or weighs itself: 21, the market, the product, and no price part.
 */
const inStoreDemoGtin = (marketIndex: number, itemIndex: number) =>
  withCheckDigit(`21${String(marketIndex).padStart(4, '0')}${String(itemIndex).padStart(2, '0')}0000`);

/** The markets' own products that carry an in-store code: those of their bakery. */
const IN_STORE_CATEGORY: DemoCategoryName = 'Bukë dhe pastiçeri';

/** Drawing units of the tile; it is rendered at THUMBNAIL_SIDE pixels, the size lists show it at. */
const TILE_SIZE = 400;
/** Words too small to stand for the product in its initials. */
const MINOR_WORDS = new Set(['i', 'e', 'të', 'me', 'në', 'për', 'pa', 'dhe', 'nga', 'nr.']);

/** 'Qumësht i freskët 1L' → 'QF': first letters of the first two words that carry meaning. */
export function productInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{L}/u.test(word) && !MINOR_WORDS.has(word.toLocaleLowerCase('sq')));
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toLocaleUpperCase('sq'))
    .join('');
}

/** Splits `text` into lines of at most `width` characters at spaces (a longer word keeps its own line). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export function productTileSvg(name: string, unit: string, hue: number): string {
  const size = TILE_SIZE;
  const font = 'DejaVu Sans, Arial, Helvetica, sans-serif';
  const nameLines = wrap(name, 22).slice(0, 2);
  const nameText = nameLines
    .map((line, index) => `<tspan x="${size / 2}" dy="${index === 0 ? 0 : 30}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMBNAIL_SIDE}" height="${THUMBNAIL_SIDE}" viewBox="0 0 ${size} ${size}">
  <defs>
    <linearGradient id="tile" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue}, 62%, 58%)"/>
      <stop offset="1" stop-color="hsl(${hue}, 58%, 38%)"/>
    </linearGradient>
  </defs>
  <rect width="${size}" height="${size}" fill="url(#tile)"/>
  <circle cx="${size / 2}" cy="150" r="96" fill="#ffffff" fill-opacity="0.18"/>
  <text x="${size / 2}" y="186" text-anchor="middle" font-family="${font}" font-size="104" font-weight="700"
        fill="#ffffff">${escapeXml(productInitials(name))}</text>
  <text x="${size / 2}" y="${nameLines.length > 1 ? 292 : 306}" text-anchor="middle" font-family="${font}" font-size="26"
        font-weight="700" fill="#ffffff">${nameText}</text>
  <text x="${size / 2}" y="368" text-anchor="middle" font-family="${font}" font-size="22" fill="#ffffff"
        fill-opacity="0.85">${escapeXml(unit)}</text>
</svg>`;
}

/** A shelf price near `typical`: ±10 %, rounded as shops price (…9 above 200 lek, whole 5s below). */
function shelfPrice(typical: number, random: Random): number {
  const price = typical * (0.9 + random.next() * 0.2);
  return price >= 200 ? Math.round(price / 10) * 10 - 1 : Math.max(5, Math.round(price / 5) * 5);
}

/** Inserts the global catalogue and each market's own products, pictures included. */
export async function seedProducts(
  db: Database,
  categoryIds: Map<DemoCategoryName, number>,
  markets: SeededMarket[],
  uploads: UploadsTarget,
): Promise<SeededProduct[]> {
  const random = createRandom(0x9a0d5);
  const hueOf = new Map(DEMO_CATEGORIES.map((category) => [category.name, category.hue]));
  const draft = (
    category: DemoCategoryName,
    name: string,
    unit: string,
    typical: number,
    marketId: number | null,
    barcode: string | null,
  ): ProductDraft => ({
    name,
    unit,
    barcode,
    // A few products have no shelf price: the field is optional and screens must cope without it.
    price: random.next() < 0.05 ? null : shelfPrice(typical, random),
    marketId,
    categoryId: categoryIds.get(category)!,
    hue: hueOf.get(category)!,
  });

  const drafts: ProductDraft[] = [];
  DEMO_CATEGORIES.forEach(({ name: category }, categoryIndex) => {
    GLOBAL_PRODUCTS[category].forEach(([name, unit, typical], itemIndex) =>
      drafts.push(draft(category, name, unit, typical, null, globalDemoGtin(categoryIndex, itemIndex))),
    );
  });
  markets.forEach((market, marketIndex) => {
    // "Byrek i ditës – Dajti": the market's first word tells the markets' own products apart in suggestions.
    const shortName = market.name.split(' ')[0]!;
    MARKET_PRODUCTS.forEach(([category, name, unit, typical], itemIndex) => {
      const barcode = category === IN_STORE_CATEGORY ? inStoreDemoGtin(marketIndex, itemIndex) : null;
      drafts.push(draft(category, `${name} – ${shortName}`, unit, typical, market.id, barcode));
    });
  });

  return insertProducts(db, drafts, uploads);
}

/** Renders each draft's picture and inserts the drafts, answering their ids. */
export async function insertProducts(db: Database, drafts: readonly ProductDraft[], uploads: UploadsTarget): Promise<SeededProduct[]> {
  const imageUrls = await mapLimited(drafts, RENDER_CONCURRENCY, async (product) => {
    const png = await sharp(Buffer.from(productTileSvg(product.name, product.unit, product.hue))).png({ compressionLevel: 1 }).toBuffer();
    return (await saveImage(uploads, { buffer: png })).url;
  });

  const rows = await db
    .insert(products)
    .values(
      drafts.map((product, index) => ({
        name: product.name,
        unit: product.unit,
        categoryId: product.categoryId,
        currentPrice: product.price === null ? null : product.price.toFixed(2),
        marketId: product.marketId,
        imagePath: imageUrls[index]!,
        barcode: product.barcode,
        // The quantity the product routes would read (COMPARISON.md §1).
        ...quantityColumns(parseProductQuantity(product.unit, product.name)),
      })),
    )
    .returning({ id: products.id, name: products.name });
  // Matched by name (unique among the demo products), not by position: RETURNING promises no order.
  const idByName = new Map(rows.map((row) => [row.name, row.id]));
  return drafts.map(({ name, unit, price, marketId }) => ({ id: idByName.get(name)!, name, unit, price, marketId }));
}
