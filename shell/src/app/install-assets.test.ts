// The shell's page names its icons and web app manifest (tooling/webpack/index.html), and both carry the design
// system's primary colour, so the installed app, the browser's bar and the pages look like one product.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from '@ofertat/shared-ui';

const publicDir = path.join(__dirname, '../../public');
const template = readFileSync(path.join(__dirname, '../../../tooling/webpack/index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8')) as {
  name: string;
  lang: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(file: string): string {
  const data = readFileSync(path.join(publicDir, file));
  expect(data.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${data.readUInt32BE(16)}x${data.readUInt32BE(20)}`;
}

describe('the installable app', () => {
  it('is named Ofertat, in Albanian, opens at the start page on its own and has the theme colour', () => {
    expect(manifest).toMatchObject({ name: 'Ofertat', lang: 'sq', start_url: '/', display: 'standalone', theme_color: theme.colors.primary });
    expect(template).toContain(`<meta name="theme-color" content="${theme.colors.primary}" />`);
  });

  it('has icons of 192 and 512 px and a maskable one, each the size it says', () => {
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) expect({ src: icon.src, size: pngSize(icon.src.slice(1)) }).toEqual({ src: icon.src, size: icon.sizes });
  });

  it('links the manifest, the favicons and the apple-touch-icon from the page, each a file of the shell', () => {
    const links = [...template.matchAll(/<link rel="(icon|apple-touch-icon|manifest)" href="([^"]+)"/g)].map((match) => [match[1], match[2]]);
    expect(links).toEqual([
      ['icon', '/favicon.ico'],
      ['icon', '/favicon.svg'],
      ['apple-touch-icon', '/apple-touch-icon.png'],
      ['manifest', '/manifest.webmanifest'],
    ]);
    for (const [, href] of links) expect({ href, present: existsSync(path.join(publicDir, href!)) }).toEqual({ href, present: true });
    expect(pngSize('apple-touch-icon.png')).toBe('180x180');
  });
});
