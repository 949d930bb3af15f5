// A generated logo per demo market: an SVG written here (coloured badge, initials, a small basket
// stroke), rasterised by sharp and stored through saveImage like any uploaded logo, so the demo exercises
// the real upload path and every market card shows a distinct picture.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../db/database.js';
import { markets } from '../../db/schema.js';
import { LOGO_THUMBNAIL_SIDE, saveImage, type UploadsTarget } from '../../uploads/index.js';
import type { DemoMarketKey, SeededMarket } from './markets.js';

const LOGO_SIZE = 512;

/** Two shades per market (badge gradient), chosen to be told apart at a glance. */
const LOGO_COLOURS: Record<DemoMarketKey, readonly [string, string]> = {
  shqiponja: ['#d7263d', '#8c1026'],
  dajti: ['#1b998b', '#0b5d55'],
  adriatik: ['#2e86de', '#163f7a'],
  drini: ['#6c5ce7', '#3b2f9e'],
  tomorri: ['#e67e22', '#a04f0b'],
  korca: ['#27ae60', '#145a32'],
  vjosa: ['#00a8cc', '#005f73'],
  eko: ['#8bbf3f', '#4a7a16'],
};

export const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

/** First letters of the first two words: 'Korça Fresh Market' → 'KF'. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toLocaleUpperCase('sq'))
    .join('');
}

export function marketLogoSvg(name: string, [light, dark]: readonly [string, string]): string {
  const size = LOGO_SIZE;
  const centre = size / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs>
    <linearGradient id="badge" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${light}"/>
      <stop offset="1" stop-color="${dark}"/>
    </linearGradient>
  </defs>
  <rect width="${size}" height="${size}" fill="#ffffff"/>
  <circle cx="${centre}" cy="${centre}" r="236" fill="url(#badge)"/>
  <circle cx="${centre}" cy="${centre}" r="206" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="8"/>
  <text x="${centre}" y="300" text-anchor="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif"
        font-size="168" font-weight="700" fill="#ffffff">${escapeXml(initialsOf(name))}</text>
  <path d="M176 350 h160 l-18 46 h-124 z" fill="none" stroke="#ffffff" stroke-width="12" stroke-linejoin="round"/>
  <circle cx="206" cy="414" r="10" fill="#ffffff"/>
  <circle cx="306" cy="414" r="10" fill="#ffffff"/>
</svg>`;
}

/** Renders and stores a logo per market and sets markets.logo_path. */
export async function seedMarketLogos(db: Database, seededMarkets: SeededMarket[], uploads: UploadsTarget): Promise<void> {
  // Rendered side by side (sharp works off the event loop); the PNG is only an intermediate, so uncompressed.
  const logos = await Promise.all(
    seededMarkets.map(async (market) => {
      const svg = Buffer.from(marketLogoSvg(market.name, LOGO_COLOURS[market.key]));
      const png = await sharp(svg).png({ compressionLevel: 0 }).toBuffer();
      return { marketId: market.id, url: (await saveImage(uploads, { buffer: png }, { thumbnailSide: LOGO_THUMBNAIL_SIDE })).url };
    }),
  );
  for (const { marketId, url } of logos) await db.update(markets).set({ logoPath: url }).where(eq(markets.id, marketId));
}
