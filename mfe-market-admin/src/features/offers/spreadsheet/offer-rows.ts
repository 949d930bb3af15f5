// Reading an offer's product rows from a spreadsheet (issue 16): which column is which, prices as people type
// them, products matched by id, barcode (issue 28) or name among the market's and the global products, and every
// row's problem with its row number. Pure: the file is read elsewhere (read-spreadsheet.ts); nothing is saved here.
import type { Product } from '@ofertat/shared-api';
import { isInStoreGtin, readGtin } from '@ofertat/shared-api/barcodes';
import { messages } from '@ofertat/shared-api/validation';
import { normalizeSearchText } from '@ofertat/shared-ui/forms';

const m = messages.offers.import;

/** The columns of the template, and the header names accepted for each (compared without case and accents). */
export const COLUMN_HEADERS = {
  product: ['produkti', 'produkt', 'emri i produktit', 'emri', 'product', 'product name', 'name', 'productname'],
  productId: ['id', 'id e produktit', 'product id', 'productid'],
  barcode: ['barkodi', 'barkod', 'barcode', 'ean', 'ean13', 'ean-13', 'gtin', 'upc'],
  oldPrice: ['cmimi normal', 'cmimi i vjeter', 'normal price', 'old price', 'oldprice', 'price', 'cmimi'],
  newPrice: ['cmimi ne oferte', 'cmimi i ri', 'offer price', 'new price', 'newprice', 'oferta'],
} as const;

type Column = keyof typeof COLUMN_HEADERS;

/** The columns a file must have: a product (by name, or by id or barcode instead) and the two prices. */
const REQUIRED_HEADER = ['Produkti', 'Çmimi normal', 'Çmimi në ofertë'] as const;

/** The header row of the template a market admin downloads; the barcode, when given, is matched first. */
export const TEMPLATE_HEADER = ['Produkti', 'Barkodi', 'Çmimi normal', 'Çmimi në ofertë'] as const;

export interface ImportedRow {
  /** The row's number in the file, header included (what a spreadsheet program shows). */
  rowNumber: number;
  /** What the row says the product is: its name, or its id or barcode as text. */
  productText: string;
  product: Product | undefined;
  oldPrice: number | undefined;
  newPrice: number | undefined;
  /** Why the row cannot be used; undefined when it fills a product row of the form. */
  problem: string | undefined;
}

export type ImportResult = { ok: true; rows: ImportedRow[] } | { ok: false; message: string };

const key = (text: string) => normalizeSearchText(text).replace(/\s+/g, ' ');

/**
 * A price as typed in Albania or exported by a spreadsheet: "120", "120.50", "120,50", "1.234,50", "1 234,50",
 * "1,234.50", with an optional "ALL"/"Lekë". undefined when it is not a number.
 */
export function readPrice(cell: string | number | null | undefined): number | undefined {
  if (typeof cell === 'number') return Number.isFinite(cell) && cell >= 0 ? Math.round(cell * 100) / 100 : undefined;
  const text = (cell ?? '').replace(/\s|\u00a0/g, '').replace(/(all|lek[eë]?)$/i, '');
  if (!/^\d[\d.,]*$/.test(text)) return undefined;
  const marks = text.match(/[.,]/g) ?? [];
  // One kind of mark followed by groups of three digits groups thousands ("1.200", "12,500": prices in lekë are
  // rarely fractions of a lek); otherwise the last mark is the decimal one and the other groups thousands.
  const thousandsOnly = new Set(marks).size === 1 && /^\d{1,3}([.,]\d{3})+$/.test(text);
  const decimal = thousandsOnly ? '' : text.lastIndexOf(',') > text.lastIndexOf('.') ? ',' : '.';
  const thousands = thousandsOnly ? marks[0]! : decimal === ',' ? '.' : ',';
  const digits = text.split(thousands).join('');
  const parts = decimal ? digits.split(decimal) : [digits];
  if (parts.length > 2) return undefined;
  const value = Number(parts.join('.'));
  // Kept with two decimals, as the offer stores and compares them (rule 7 on stored prices).
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : undefined;
}

/** The column of each known header in `header`; undefined when a required one is missing. */
function findColumns(header: readonly string[]): Partial<Record<Column, number>> {
  const found: Partial<Record<Column, number>> = {};
  header.forEach((cell, index) => {
    const name = key(cell);
    for (const column of Object.keys(COLUMN_HEADERS) as Column[]) {
      if (found[column] === undefined && (COLUMN_HEADERS[column] as readonly string[]).includes(name)) {
        found[column] = index;
        return;
      }
    }
  });
  return found;
}

interface Match {
  product?: Product;
  problem?: string;
}

/** Among `matches`, the market's own product wins over a global one; none or several stay unmatched. */
function pick(matches: readonly Product[]): Match {
  const own = matches.filter((product) => product.marketId !== null);
  const candidates = own.length > 0 ? own : matches;
  if (candidates.length === 0) return { problem: m.unknownProduct };
  if (candidates.length > 1) return { problem: m.ambiguousProduct };
  return { product: candidates[0] };
}

/**
 * How a row names its product: an id wins, then a barcode (IDENTITY.md §1: any spelling of the code; a market's
 * in-store code matches only its own products), then the name, folded. A barcode no product has falls back to the name.
 */
function productIndex(products: readonly Product[]) {
  const byName = new Map<string, Product[]>();
  const byBarcode = new Map<string, Product[]>();
  for (const product of products) {
    const name = key(product.productName);
    byName.set(name, [...(byName.get(name) ?? []), product]);
    if (product.barcode !== null) byBarcode.set(product.barcode, [...(byBarcode.get(product.barcode) ?? []), product]);
  }
  const byId = new Map(products.map((product) => [product.productId, product]));
  return (text: string, idCell: string | undefined, barcodeCell: string): Match => {
    const idText = (idCell ?? '').trim() || (/^\d+$/.test(text.trim()) ? text.trim() : '');
    if (idText !== '') {
      const product = /^\d+$/.test(idText) ? byId.get(Number(idText)) : undefined;
      return product ? { product } : { problem: m.unknownProduct };
    }
    if (barcodeCell.trim() !== '') {
      const gtin = readGtin(barcodeCell);
      if (gtin === null) return { problem: messages.products.validation.barcodeInvalid };
      const holders = (byBarcode.get(gtin) ?? []).filter((product) => !isInStoreGtin(gtin) || product.marketId !== null);
      if (holders.length > 0 || text === '') return pick(holders);
    }
    return pick(byName.get(key(text)) ?? []);
  };
}

/** How far down a file the header row is looked for. */
const HEADER_SEARCH_ROWS = 10;

const cellText = (cell: unknown) => (cell === null || cell === undefined ? '' : String(cell));

/**
 * A barcode cell as text. A spreadsheet that took the code for a number dropped its leading zeros (a UPC-A's 0): zeros
 * in front change neither the check digit nor the normalized code, so the number is read as a GTIN-14.
 */
const barcodeCellText = (cell: unknown) =>
  typeof cell === 'number' && Number.isSafeInteger(cell) && cell >= 0 ? String(cell).padStart(14, '0') : cellText(cell).trim();

/**
 * The rows of a sheet (first row the header), matched against the products the offer may use. Empty rows are
 * skipped; `existingProductIds` are the products already in the form, which a row may not add again.
 */
export function readOfferRows(
  sheet: readonly (readonly unknown[])[],
  products: readonly Product[],
  existingProductIds: readonly number[] = [],
): ImportResult {
  if (!sheet.some((row) => row.some((cell) => cellText(cell).trim() !== ''))) return { ok: false, message: m.emptyFile };
  // The header is the first row naming the columns: a title or a note may stand above it.
  const hasColumns = (found: Partial<Record<Column, number>>) =>
    (found.product !== undefined || found.productId !== undefined || found.barcode !== undefined) &&
    found.oldPrice !== undefined &&
    found.newPrice !== undefined;
  const headerIndex = sheet.slice(0, HEADER_SEARCH_ROWS).findIndex((row) => hasColumns(findColumns(row.map(cellText))));
  if (headerIndex === -1) return { ok: false, message: m.missingColumns(REQUIRED_HEADER.join(', ')) };
  const columns = findColumns(sheet[headerIndex]!.map(cellText));
  const find = productIndex(products);
  const seen = new Set(existingProductIds);
  const rows: ImportedRow[] = [];
  sheet.forEach((row, index) => {
    if (index <= headerIndex || row.every((cell) => cellText(cell).trim() === '')) return;
    const at = (column: number | undefined) => (column === undefined ? undefined : row[column]);
    const barcodeText = barcodeCellText(at(columns.barcode));
    const productText = cellText(at(columns.product) ?? at(columns.productId)).trim() || barcodeText;
    const { product, problem: productProblem } = find(
      columns.product === undefined && columns.productId === undefined ? '' : productText,
      columns.productId === undefined ? undefined : cellText(at(columns.productId)),
      barcodeText,
    );
    const oldPrice = readPrice(at(columns.oldPrice) as string | number | undefined);
    const newPrice = readPrice(at(columns.newPrice) as string | number | undefined);
    // The offer rules' own texts where they apply (spec section 5, rules 6 and 7).
    let problem = productProblem;
    if (!problem && product && seen.has(product.productId)) problem = messages.offers.validation.duplicateProduct;
    if (!problem && (oldPrice === undefined || newPrice === undefined)) problem = messages.offers.validation.invalidPrices;
    if (!problem && newPrice! >= oldPrice!) problem = messages.offers.validation.newPriceNotLower;
    if (product) seen.add(product.productId);
    rows.push({ rowNumber: index + 1, productText, product, oldPrice, newPrice, problem });
  });
  if (rows.length === 0) return { ok: false, message: m.emptyFile };
  return { ok: true, rows };
}
