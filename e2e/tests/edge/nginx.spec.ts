// nginx.conf's contract, checked on the running edge: cache rules, compression, security headers, SPA fallback,
// missing files, upload limit.
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../../fixtures/test';
import { edgeStack } from '../../fixtures/edge';

test.describe('[EDGE][NGINX]', () => {
  test('content-hashed files are immutable for a year; index.html, the manifest and remote entries are revalidated', async ({ request }) => {
    const manifest = (await (await request.get('/remotes.json')).json()) as Record<string, { entry: string }>;
    const page = await request.get('/');
    expect(page.headers()['cache-control']).toBe('no-cache');
    expect(await page.text()).toContain('src="/main.js"');
    expect((await request.get('/main.js')).headers()['cache-control']).toBe('no-cache');
    expect((await request.get(manifest.mfe_public!.entry)).headers()['cache-control']).toBe('no-cache');

    const folder = manifest.mfe_public!.entry.replace(/remoteEntry\.js$/, '');
    const chunksFolder = path.join(edgeStack().webRoot, folder, 'chunks');
    const hashedChunks = (await fs.readdir(chunksFolder)).filter((name) => /\.[0-9a-f]{10}\.js$/.test(name));
    // The largest: files under 1 KB are sent as they are, compressing them would not pay.
    const sizes = await Promise.all(hashedChunks.map(async (name) => ({ name, size: (await fs.stat(path.join(chunksFolder, name))).size })));
    const hashed = sizes.sort((a, b) => b.size - a.size)[0]?.name;
    expect(hashed).toBeDefined();
    const lazy = await request.get(`${folder}chunks/${hashed}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(lazy.status()).toBe(200);
    expect(lazy.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(lazy.headers()['content-encoding']).toBe('gzip');
    const brotli = await request.get(`${folder}chunks/${hashed}`, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(await brotli.body()).toEqual(await lazy.body());
  });

  test('pages and files carry the security headers of nginx (Permissions-Policy too), with no inline script allowed; the API keeps those of the server', async ({ request }) => {
    for (const path of ['/', '/notification', '/remotes.json', '/main.js']) {
      const headers = (await request.get(path)).headers();
      // WebAssembly may compile (the barcode scanner's reader), JavaScript from strings may not.
      expect(headers['content-security-policy'], path).toContain("script-src 'self' 'wasm-unsafe-eval';");
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'");
      expect(headers['content-security-policy'], path).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options'], path).toBe('SAMEORIGIN');
      expect(headers['permissions-policy'], path).toBe(
        'accelerometer=(), camera=(self), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
      );
    }
    // One header of each, not nginx's beside the server's.
    const api = (await request.get('/api/market/all')).headers();
    expect(api['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(api['x-content-type-options']).toBe('nosniff');
    expect(api['cache-control']).toBe('no-cache');
  });

  test('client routes get the shell, missing files and API routes get 404s, not the shell', async ({ request }) => {
    const isShell = (html: string) => html.includes('<div id="root">') && html.includes('src="/main.js"');
    // A flyer that does not exist is the app's not-found page, with its status (the server's, passed on by nginx).
    for (const [path, status] of [['/', 200], ['/admin/list-user-offer', 200], ['/volantino/12345', 404]] as const) {
      const page = await request.get(path);
      expect(page.status(), path).toBe(status);
      expect(page.headers()['content-type'], path).toContain('text/html');
      expect(isShell(await page.text()), path).toBe(true);
    }
    // Sent by a server instance, which embeds the deployment manifest (the static file fetches it).
    expect(await (await request.get('/')).text()).toContain('/remotes/public/');
    const shell = await (await request.get('/')).text();

    const missingRemoteFile = await request.get('/remotes/public/0.0.0-missing/remoteEntry.js');
    expect(missingRemoteFile.status()).toBe(404);
    expect(await missingRemoteFile.text()).not.toBe(shell);
    expect((await request.get('/chunks/missing.0123456789.js')).status()).toBe(404);

    // Uploads are proxied to a server, though their names end like the web root's files.
    const [market] = (await (await request.get('/api/market/all')).json()) as { marketLogo: string }[];
    const logo = await request.get(market!.marketLogo);
    expect(logo.status()).toBe(200);
    expect(logo.headers()['content-type']).toBe('image/webp');

    const missingApi = await request.get('/api/no-such-route');
    expect(missingApi.status()).toBe(404);
    expect(missingApi.headers()['content-type']).toContain('application/json');
  });

  test("robots.txt and the sitemap come from a server; the app's manifest and icons from the web root, revalidated", async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
    // The edge stack's servers are told nginx's address (PUBLIC_ORIGIN).
    expect(await robots.text()).toContain('Sitemap: http://localhost:8080/sitemap.xml');
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toContain('<loc>http://localhost:8080/</loc>');

    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    for (const icon of ['/icon-192.png', '/icon-maskable-512.png', '/apple-touch-icon.png', '/favicon.ico', '/favicon.svg']) {
      const response = await request.get(icon);
      expect(response.status(), icon).toBe(200);
      expect(response.headers()['cache-control'], icon).toBe('no-cache');
    }
    expect((await request.get('/icon-missing.png')).status()).toBe(404);
  });

  test('a request body above the upload limit is refused by nginx before it reaches a server, in the API error shape', async ({ request }) => {
    const response = await request.post('/api/volantino/add', {
      headers: { 'Content-Type': 'application/octet-stream' },
      data: Buffer.alloc(32 * 1024 * 1024),
    });
    expect(response.status()).toBe(413);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toEqual({ message: 'PDF-ja është shumë e madhe. Madhësia maksimale është 30 MB.' });
  });
});
