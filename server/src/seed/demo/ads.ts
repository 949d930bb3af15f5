// The two home-page ads (top and bottom slot), drawn as SVG at the slot sizes of spec section 9 and
// stored through saveImage like an uploaded ad image.
import { AD_DISPLAY_ORDER, BOTTOM_AD_MAX_SIZE, TOP_AD_MAX_SIZE } from '@ofertat/shared-api/validation';
import sharp from 'sharp';
import type { Database } from '../../db/database.js';
import { ads } from '../../db/schema.js';
import { saveImage, type UploadsTarget } from '../../uploads/index.js';
import { escapeXml } from './logos.js';

interface DemoAd {
  name: string;
  link: string;
  displayOrder: number;
  clicks: number;
  size: { width: number; height: number };
  colours: readonly [string, string];
  headline: string;
  subline: string;
  action: string;
}

export const DEMO_ADS: readonly DemoAd[] = [
  {
    name: 'Java e Freskisë – Shqiponja Market',
    link: 'https://shqiponjamarket.al/java-e-freskise',
    displayOrder: AD_DISPLAY_ORDER.top,
    clicks: 214,
    size: TOP_AD_MAX_SIZE,
    colours: ['#d7263d', '#f46036'],
    headline: 'Java e Freskisë',
    subline: 'Fruta dhe perime të freskëta me zbritje deri në 35%',
    action: 'Shiko ofertat',
  },
  {
    name: 'Aplikacioni Ofertat',
    link: 'https://play.google.com/store/apps/details?id=al.ofertat',
    displayOrder: AD_DISPLAY_ORDER.bottom,
    clicks: 96,
    size: BOTTOM_AD_MAX_SIZE,
    colours: ['#163f7a', '#2e86de'],
    headline: 'Ofertat në xhepin tuaj',
    subline: 'Shkarkoni aplikacionin Ofertat për Android dhe iOS',
    action: 'Shkarko tani',
  },
];

export function adSvg(ad: DemoAd): string {
  const { width, height } = ad.size;
  const [from, to] = ad.colours;
  const font = 'DejaVu Sans, Arial, Helvetica, sans-serif';
  const buttonWidth = 300;
  const buttonHeight = 64;
  const buttonX = width - buttonWidth - 72;
  const buttonY = (height - buttonHeight) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="background" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#background)"/>
  <circle cx="${width - 140}" cy="-40" r="${height * 0.6}" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="90" cy="${height + 30}" r="${height * 0.5}" fill="#ffffff" fill-opacity="0.08"/>
  <text x="72" y="${height / 2 - 8}" font-family="${font}" font-size="${Math.round(height * 0.19)}" font-weight="700"
        fill="#ffffff">${escapeXml(ad.headline)}</text>
  <text x="72" y="${height / 2 + height * 0.17}" font-family="${font}" font-size="${Math.round(height * 0.095)}"
        fill="#ffffff" fill-opacity="0.92">${escapeXml(ad.subline)}</text>
  <rect x="${buttonX}" y="${buttonY}" width="${buttonWidth}" height="${buttonHeight}" rx="32" fill="#ffffff"/>
  <text x="${buttonX + buttonWidth / 2}" y="${buttonY + 42}" text-anchor="middle" font-family="${font}" font-size="26"
        font-weight="700" fill="${from}">${escapeXml(ad.action)} →</text>
</svg>`;
}

/** Inserts both demo ads, active, with their generated images. */
export async function seedAds(db: Database, uploads: UploadsTarget): Promise<void> {
  const rows = await Promise.all(
    DEMO_ADS.map(async (ad) => {
      const png = await sharp(Buffer.from(adSvg(ad))).png({ compressionLevel: 0 }).toBuffer();
      const { url } = await saveImage(uploads, { buffer: png });
      return { name: ad.name, outsideLink: ad.link, imagePath: url, active: true, displayOrder: ad.displayOrder, clicks: ad.clicks };
    }),
  );
  // Inserted in DEMO_ADS order, so ids (and "most recent") are deterministic.
  await db.insert(ads).values(rows);
}
