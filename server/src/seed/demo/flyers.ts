// Demo flyers: two per market, one running now and one that has ended (public lists hide it, the market
// admin still sees it). Each has a real multi-page PDF (flyer-pdf.ts) listing some of the market's
// products at a discount, and a generated cover image; both are stored through the uploads module.
import sharp from 'sharp';
import type { Database } from '../../db/database.js';
import { volantinos } from '../../db/schema.js';
import { addDays, tiraneToday } from '../../lib/tirane-date.js';
import { saveImage, savePdf, type UploadsTarget } from '../../uploads/index.js';
import { createFlyerPdf, type FlyerPdfItem } from './flyer-pdf.js';
import { escapeXml } from './logos.js';
import { mapLimited, RENDER_CONCURRENCY } from './map-limited.js';
import type { SeededMarket } from './markets.js';
import type { SeededProduct } from './products.js';
import { createRandom, type Random } from './random.js';
import { discountPercentageOf } from '../../features/catalogue/prices.js';

interface FlyerPlan {
  name: string;
  /** Days from today. */
  start: number;
  end: number;
  items: number;
}

const FLYERS: readonly FlyerPlan[] = [
  { name: 'Fletëpalosja e javës', start: -2, end: 5, items: 18 },
  { name: 'Fletëpalosja e muajit të kaluar', start: -35, end: -15, items: 10 },
];

/** One accent per market, in the order of DEMO_MARKETS. */
const ACCENTS: readonly (readonly [number, number, number])[] = [
  [200, 30, 50],
  [20, 140, 125],
  [40, 110, 200],
  [100, 80, 210],
  [215, 110, 20],
  [35, 150, 80],
  [0, 150, 185],
  [120, 170, 50],
];

/** Drawing units of the cover (A4 proportions); it is rendered at COVER_SCALE of that, enough for a card. */
const COVER_WIDTH = 600;
const COVER_HEIGHT = 848;
const COVER_SCALE = 0.8;

/** '2025-06-01' → '01/06/2025', as dates are written in Albania. */
const dayMonthYear = (day: string) => day.split('-').reverse().join('/');

function pickItems(products: readonly SeededProduct[], count: number, random: Random): FlyerPdfItem[] {
  const pool = products.filter((product) => product.price !== null);
  const items: FlyerPdfItem[] = [];
  while (items.length < count && pool.length > 0) {
    const [product] = pool.splice(random.int(0, pool.length - 1), 1);
    const oldPrice = product!.price!;
    items.push({ name: product!.name, unit: product!.unit, oldPrice, newPrice: Math.floor((oldPrice * (100 - random.int(10, 40))) / 100) });
  }
  return items;
}

function coverSvg(marketName: string, flyerName: string, validity: string, items: FlyerPdfItem[], accent: readonly number[]): string {
  const font = 'DejaVu Sans, Arial, Helvetica, sans-serif';
  const colour = `rgb(${accent.join(',')})`;
  const best = [...items].sort((a, b) => b.oldPrice - b.newPrice - (a.oldPrice - a.newPrice)).slice(0, 4);
  const cards = best
    .map((item, index) => {
      const x = 40 + (index % 2) * 270;
      const y = 360 + Math.floor(index / 2) * 200;
      const discount = discountPercentageOf(item.oldPrice, item.newPrice);
      const name = item.name.length > 19 ? `${item.name.slice(0, 18)}…` : item.name;
      return `<rect x="${x}" y="${y}" width="250" height="180" rx="16" fill="#ffffff"/>
  <text x="${x + 20}" y="${y + 44}" font-family="${font}" font-size="19" font-weight="700" fill="#222222">${escapeXml(name)}</text>
  <text x="${x + 20}" y="${y + 72}" font-family="${font}" font-size="16" fill="#777777">${escapeXml(item.unit)}</text>
  <text x="${x + 20}" y="${y + 145}" font-family="${font}" font-size="30" font-weight="700" fill="${colour}">${item.newPrice} ALL</text>
  <circle cx="${x + 212}" cy="${y + 134}" r="28" fill="#d62828"/>
  <text x="${x + 212}" y="${y + 141}" text-anchor="middle" font-family="${font}" font-size="17" font-weight="700" fill="#ffffff">-${discount}%</text>`;
    })
    .join('\n  ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH * COVER_SCALE}" height="${COVER_HEIGHT * COVER_SCALE}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">
  <rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="${colour}"/>
  <rect y="320" width="${COVER_WIDTH}" height="${COVER_HEIGHT - 320}" fill="#f3f3f3"/>
  <text x="40" y="110" font-family="${font}" font-size="46" font-weight="700" fill="#ffffff">${escapeXml(marketName)}</text>
  <text x="40" y="190" font-family="${font}" font-size="30" font-weight="700" fill="#ffffff">${escapeXml(flyerName)}</text>
  <text x="40" y="250" font-family="${font}" font-size="22" fill="#ffffff">${escapeXml(validity)}</text>
  ${cards}
  <text x="40" y="${COVER_HEIGHT - 30}" font-family="${font}" font-size="18" fill="#555555">Çmimet në lekë (ALL)</text>
</svg>`;
}

/** Inserts two flyers per market, with their PDFs and covers. */
export async function seedFlyers(
  db: Database,
  markets: SeededMarket[],
  products: SeededProduct[],
  uploads: UploadsTarget,
  today: string = tiraneToday(),
): Promise<void> {
  const random = createRandom(0xf1e7);
  // Contents are drawn first, in a fixed order, so the random sequence does not depend on rendering.
  const drafts = markets.flatMap((market, index) => {
    const accent = ACCENTS[index % ACCENTS.length]!;
    const eligible = products.filter((product) => product.marketId === null || product.marketId === market.id);
    return FLYERS.map((plan) => {
      const startDate = addDays(today, plan.start);
      const endDate = addDays(today, plan.end);
      const validity = `Vlen nga ${dayMonthYear(startDate)} deri më ${dayMonthYear(endDate)}`;
      return { market, plan, accent, startDate, endDate, validity, items: pickItems(eligible, plan.items, random) };
    });
  });

  const rows = await mapLimited(drafts, RENDER_CONCURRENCY, async ({ market, plan, accent, startDate, endDate, validity, items }) => {
    const pdf = createFlyerPdf({ marketName: market.name, flyerName: plan.name, validity, items, accent });
    const svg = coverSvg(market.name, plan.name, validity, items, accent);
    const cover = await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
    const [image, document] = await Promise.all([saveImage(uploads, { buffer: cover }), savePdf(uploads, { buffer: pdf })]);
    return { marketId: market.id, name: plan.name, startDate, endDate, imagePath: image.url, pdfPath: document.url };
  });
  await db.insert(volantinos).values(rows);
}
