// A small but valid PDF for the demo flyers, written by hand so no PDF library or external tool is needed:
// A4 pages with a coloured header, the market name, the validity and a table of offers. It uses the standard
// Helvetica fonts with WinAnsiEncoding, which holds every Albanian letter (ë, Ë, ç, Ç), and a correct
// cross-reference table, so pdf.js and every other reader open it without repairing it.
import { discountPercentageOf } from '../../features/catalogue/prices.js';


export interface FlyerPdfItem {
  name: string;
  unit: string;
  oldPrice: number;
  newPrice: number;
}

export interface FlyerPdfContent {
  marketName: string;
  flyerName: string;
  /** Shown under the title, e.g. 'Vlen nga 01/06/2025 deri më 15/06/2025'. */
  validity: string;
  items: FlyerPdfItem[];
  /** Header colour, each channel 0–255. */
  accent: readonly [number, number, number];
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 48;
const ROW_HEIGHT = 40;
const FIRST_ROW_Y = 620;
const ITEMS_PER_PAGE = 14;

/** WinAnsiEncoding bytes of the few characters outside Latin-1 that demo texts may contain. */
const WIN_ANSI_EXTRAS: Record<string, number> = { '–': 0x96, '—': 0x97, '’': 0x92, '€': 0x80, '•': 0x95 };

/** A PDF literal string in WinAnsi bytes, with the delimiters escaped; other characters become '?'. */
function pdfString(text: string): string {
  let out = '(';
  for (const character of text) {
    const code = character.codePointAt(0)!;
    const byte = code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : (WIN_ANSI_EXTRAS[character] ?? 0x3f);
    if (character === '(' || character === ')' || character === '\\') out += `\\${character}`;
    else if (byte >= 0x20 && byte < 0x7f) out += String.fromCharCode(byte);
    else out += `\\${byte.toString(8).padStart(3, '0')}`;
  }
  return `${out})`;
}

/** Helvetica advance widths (1/1000 em) of the characters a price is written with. */
const PRICE_GLYPH_WIDTHS: Record<string, number> = { ' ': 278, '.': 278, A: 667, L: 556 };

/** Width in points of a price in Helvetica at `size`, so the strike-through line fits it exactly. */
const priceWidth = (text: string, size: number) =>
  ([...text].reduce((sum, character) => sum + (PRICE_GLYPH_WIDTHS[character] ?? 556), 0) * size) / 1000;

const colour = ([r, g, b]: readonly number[]) => [r, g, b].map((channel) => (channel! / 255).toFixed(3)).join(' ');
const price = (amount: number) => `${amount.toLocaleString('en-US', { maximumFractionDigits: 2 }).replace(/,/g, ' ')} ALL`;

function text(font: 'F1' | 'F2', size: number, x: number, y: number, value: string, fill = '0 0 0'): string {
  return `BT ${fill} rg /${font} ${size} Tf ${x} ${y} Td ${pdfString(value)} Tj ET`;
}

function pageContent(content: FlyerPdfContent, items: FlyerPdfItem[], pageNumber: number, pageCount: number): string {
  const accent = colour(content.accent);
  const ops = [
    `${accent} rg 0 ${PAGE_HEIGHT - 170} ${PAGE_WIDTH} 170 re f`,
    text('F2', 30, MARGIN, PAGE_HEIGHT - 70, content.marketName, '1 1 1'),
    text('F2', 20, MARGIN, PAGE_HEIGHT - 108, content.flyerName, '1 1 1'),
    text('F1', 13, MARGIN, PAGE_HEIGHT - 140, content.validity, '1 1 1'),
    text('F2', 12, MARGIN, FIRST_ROW_Y + 30, 'Produkti', '0.3 0.3 0.3'),
    text('F2', 12, 330, FIRST_ROW_Y + 30, 'Çmimi normal', '0.3 0.3 0.3'),
    text('F2', 12, 445, FIRST_ROW_Y + 30, 'Në ofertë', '0.3 0.3 0.3'),
  ];
  items.forEach((item, index) => {
    const y = FIRST_ROW_Y - index * ROW_HEIGHT;
    const discount = discountPercentageOf(item.oldPrice, item.newPrice);
    if (index % 2 === 0) ops.push(`0.95 0.95 0.95 rg ${MARGIN - 8} ${y - 14} ${PAGE_WIDTH - 2 * MARGIN + 16} ${ROW_HEIGHT} re f`);
    ops.push(
      text('F2', 13, MARGIN, y + 6, item.name),
      text('F1', 10, MARGIN, y - 7, item.unit, '0.4 0.4 0.4'),
      text('F1', 12, 330, y, price(item.oldPrice), '0.45 0.45 0.45'),
      // The old price is struck through, as on a printed flyer.
      `0.45 0.45 0.45 RG 0.8 w 330 ${y + 4} m ${(330 + priceWidth(price(item.oldPrice), 12)).toFixed(1)} ${y + 4} l S`,
      text('F2', 14, 445, y, price(item.newPrice), accent),
      text('F2', 10, 445, y - 12, `-${discount}%`, '0.8 0.1 0.1'),
    );
  });
  ops.push(
    text('F1', 9, MARGIN, 30, 'Çmimet janë në lekë (ALL) dhe vlejnë deri në mbarim të stokut.', '0.4 0.4 0.4'),
    text('F1', 9, PAGE_WIDTH - MARGIN - 40, 30, `${pageNumber} / ${pageCount}`, '0.4 0.4 0.4'),
  );
  return ops.join('\n');
}

/** The flyer as PDF bytes: one page per 14 offers, at least one page. */
export function createFlyerPdf(content: FlyerPdfContent): Buffer {
  const pages: FlyerPdfItem[][] = [];
  for (let start = 0; start < content.items.length; start += ITEMS_PER_PAGE) {
    pages.push(content.items.slice(start, start + ITEMS_PER_PAGE));
  }
  if (pages.length === 0) pages.push([]);

  // Objects 1–4: catalog, page tree, two fonts; then a page and its content stream for each page.
  const pageObjectId = (index: number) => 5 + index * 2;
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, index) => `${pageObjectId(index)} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  pages.forEach((items, index) => {
    const stream = pageContent(content, items, index + 1, pages.length);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageObjectId(index) + 1} 0 R >>`,
      // The content is ASCII (pdfString escapes every other byte), so its length in characters is its length in bytes.
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  });

  // The binary comment line tells transfer tools that the file is binary.
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  // Each cross-reference entry is exactly 20 bytes, its end of line included.
  const xref = [
    `xref\n0 ${objects.length + 1}\n`,
    '0000000000 65535 f \n',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
  ].join('');
  const trailer = `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body + xref + trailer, 'latin1');
}
