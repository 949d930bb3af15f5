// Draws the web app's icons and link-preview card from the favicon (shell/public/favicon.svg) with the server's
// image library, into shell/public/, whose files the shell's build copies into the web root. Run it after changing
// the favicon and commit what it writes: node server/scripts/make-app-icons.mjs
//   icon-192.png, icon-512.png   the manifest's icons (purpose any): the rounded square as the favicon shows it
//   icon-maskable-512.png        purpose maskable: the square filled to its edges, the tag inside the safe circle
//   apple-touch-icon.png         180 px, filled to its edges (iOS rounds the corners itself)
//   favicon.ico                  16, 32 and 48 px PNGs, for browsers and tools that ask for /favicon.ico
//   social-card.png              1200×630, the preview of a page without a picture of its own
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shell/public');
const favicon = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8');

const ROUNDED_BACKGROUND = /<rect width="512" height="512" rx="112" fill="(#[0-9a-f]{6})"\/>/;
const match = ROUNDED_BACKGROUND.exec(favicon);
if (!match) throw new Error('favicon.svg must start with its rounded background <rect width="512" height="512" rx="112" fill="#…"/>');
const colour = match[1];
const glyph = favicon.slice(favicon.indexOf(match[0]) + match[0].length, favicon.lastIndexOf('</svg>'));

// The tag reaches 192 px from the centre; a maskable icon's safe circle has a radius of 40 % (205 px): 0.9 keeps a margin.
const filled = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="${colour}"/><g transform="translate(256 256) scale(0.9) translate(-256 -256)">${glyph}</g></svg>`;

const png = (svg, size) => sharp(Buffer.from(svg), { density: 300 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

/** An ICO file holding PNG images (allowed since Windows Vista, read by every current browser). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

const card = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="${colour}"/>
<svg x="90" y="165" width="300" height="300" viewBox="0 0 512 512"><rect width="512" height="512" rx="112" fill="#ffffff" fill-opacity="0.14"/>${glyph}</svg>
<text x="440" y="300" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="120" font-weight="700" fill="#ffffff">Ofertat</text>
<text x="444" y="375" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="34" fill="#ffffff">Ofertat e supermarketeve në Shqipëri</text>
</svg>`;

const files = {
  'icon-192.png': await png(favicon, 192),
  'icon-512.png': await png(favicon, 512),
  'icon-maskable-512.png': await png(filled, 512),
  'apple-touch-icon.png': await png(filled, 180),
  'favicon.ico': ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(favicon, size) })))),
  'social-card.png': await sharp(Buffer.from(card)).png({ compressionLevel: 9 }).toBuffer(),
};
for (const [name, data] of Object.entries(files)) await writeFile(path.join(publicDir, name), data);
console.log(`wrote ${Object.keys(files).join(', ')} in ${path.relative(process.cwd(), publicDir)}`);
