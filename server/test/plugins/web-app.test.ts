import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheControlFor, PERMISSIONS_POLICY } from '../../src/plugins/web-app.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

const webRoot = path.join(__dirname, '../fixtures/web');

describe('with a built web app', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ webRoot, demoData: false });
  });
  afterAll(() => testApp.close());
  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('serves the shell at / and for client-side routes (SPA fallback)', async () => {
    for (const url of ['/', '/admin/list-user-offer', '/super-admin/edit-user/3?tab=1', '/list-volantino']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('sends a Permissions-Policy with pages that allows only the store map\'s geolocation and the scanner\'s camera', async () => {
    for (const url of ['/', '/map', '/index.html']) {
      const policy = (await get(url)).headers['permissions-policy'];
      expect({ url, policy }).toEqual({ url, policy: PERMISSIONS_POLICY });
    }
    expect(PERMISSIONS_POLICY).toContain('geolocation=(self)');
    expect(PERMISSIONS_POLICY).toContain('camera=(self)');
    expect(PERMISSIONS_POLICY).toContain('microphone=()');
  });

  it('answers 404 JSON, never index.html, for a missing file with an extension', async () => {
    for (const url of ['/remotes.json', '/missing-chunk.js', '/remotes/mfe-public/9.9.9/remoteEntry.js', '/styles.css']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.body).not.toContain('<html');
    }
  });

  it('answers 404 JSON for unknown API routes, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await testApp.app.inject({ method, url: '/api/does-not-exist' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('sets cache headers by file kind', async () => {
    expect((await get('/main.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/mfe-public/1.0.0/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    const chunk = await get('/514.3f9a2c1d.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed copy to a browser that accepts it, and the plain file to others', async () => {
    const compressed = await testApp.app.inject({ method: 'GET', url: '/514.3f9a2c1d.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toContain('javascript');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(compressed.headers.vary).toContain('accept-encoding');
    const plain = await testApp.app.inject({ method: 'GET', url: '/514.3f9a2c1d.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('generates /runtime-config.json from the configuration', async () => {
    const response = await get('/runtime-config.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      apiBaseUrl: '',
      adminContactPhone: '+355 69 000 0000',
      contactEmail: 'info@ofertat.al',
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      appStoreUrl: expect.stringMatching(/^https:/),
      playStoreUrl: expect.stringMatching(/^https:/),
      socialLinks: { facebook: expect.any(String), instagram: expect.any(String), tiktok: expect.any(String) },
      uploadLimits: { image: 5 * 1024 * 1024, pdf: 30 * 1024 * 1024 },
    });
  });

  it('serves uploads with nosniff and a long cache, and 404 JSON for missing ones', async () => {
    await writeFile(path.join(testApp.config.uploads.dir, 'a1b2c3.webp'), Buffer.from('RIFF0000WEBP'));
    const upload = await get('/uploads/a1b2c3.webp');
    expect(upload.statusCode).toBe(200);
    expect(upload.headers['content-type']).toBe('image/webp');
    expect(upload.headers['x-content-type-options']).toBe('nosniff');
    expect(upload.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const missing = await get('/uploads/missing');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
  });
});

describe('without a built web app', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ demoData: false, env: { PDF_MAX_BYTES: String(12 * 1024 * 1024) } });
  });
  afterAll(() => testApp.close());

  it('explains how to build it, while the API keeps working', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toContain('text/plain');
    expect(page.body).toContain('npm run build');
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: '/runtime-config.json' })).statusCode).toBe(200);
  });

  it('tells the forms the deployment\'s upload limits', async () => {
    const config = (await testApp.app.inject({ method: 'GET', url: '/runtime-config.json' })).json<{ uploadLimits: unknown }>();
    expect(config.uploadLimits).toEqual({ image: 5 * 1024 * 1024, pdf: 12 * 1024 * 1024 });
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['index.html', 'no-cache'],
    ['remotes.json', 'no-cache'],
    ['mf-manifest.json', 'no-cache'],
    ['remoteEntry.js', 'no-cache'],
    ['vendors.8f3a9c2e1b.js', 'public, max-age=31536000, immutable'],
    ['logo-3f9a2c1d.png', 'public, max-age=31536000, immutable'],
    ['favicon.ico', 'no-cache'],
    ['vendors.8f3a9c2e1b.js.br', 'public, max-age=31536000, immutable'],
    ['main.js.gz', 'no-cache'],
  ])('%s → %s', (name, expected) => {
    expect(cacheControlFor(`/web/${name}`)).toBe(expected);
  });
});
