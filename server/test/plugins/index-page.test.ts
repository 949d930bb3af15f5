import fsPromises, { cp, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EMBEDDED_JSON_IDS } from '@ofertat/shared-api/deployment';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

const fixtureWebRoot = path.join(__dirname, '../fixtures/web');

/** What a remote's build writes beside its entry (trimmed to the fields the server reads). */
function mfManifest(routesChunks: string[]) {
  return {
    name: 'mfe_public',
    exposes: [
      { path: './other', assets: { js: { sync: ['chunks/other.1111111111.js'], async: [] } } },
      { path: './routes', assets: { js: { sync: routesChunks, async: ['chunks/map.2222222222.js'] } } },
    ],
  };
}

/** Publishes a version of mfe-public into the web root the way tooling/deploy does: files first, then the manifest by a rename. */
async function publishPublicRemote(webRoot: string, version: string, routesChunks: string[], manifestExtra: object = {}) {
  const folder = path.join(webRoot, 'remotes/public', version);
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'remoteEntry.js'), '// entry\n');
  await writeFile(path.join(folder, 'mf-manifest.json'), JSON.stringify(mfManifest(routesChunks)));
  const manifest = { mfe_public: { entry: `/remotes/public/${version}/remoteEntry.js`, version }, ...manifestExtra };
  await writeFile(path.join(webRoot, 'remotes.json.tmp'), JSON.stringify(manifest));
  await rename(path.join(webRoot, 'remotes.json.tmp'), path.join(webRoot, 'remotes.json'));
}

/** The preload hints of a page, in order. */
const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="script" fetchpriority="low" href="([^"]+)">/g)].map((match) => match[1]);

/** The parsed content of a page's JSON data block, as the shell reads it. */
function dataBlock(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

describe('index.html for page navigations', () => {
  let webRoot: string;
  let testApp: TestApp;
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'ofertat-web-'));
    await cp(fixtureWebRoot, webRoot, { recursive: true });
    testApp = await buildTestApp({ webRoot, demoData: false });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(webRoot, { recursive: true, force: true });
  });
  // Without demo data an id names nothing, and some paths are no route: those pages are sent with 404
  // (test/features/pages), hints and manifest all the same.
  const page = async (url: string, status = 200) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect({ url, status: response.statusCode }).toEqual({ url, status });
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    return response.body;
  };

  it('without a manifest: embeds the runtime config only, and the page still holds the shell', async () => {
    const html = await page('/');
    expect(html).toContain('<div id="root"></div><script src="/main.js"></script>');
    expect(dataBlock(html, EMBEDDED_JSON_IDS.runtimeConfig)).toEqual((await testApp.app.inject({ method: 'GET', url: '/runtime-config.json' })).json());
    expect(dataBlock(html, EMBEDDED_JSON_IDS.remotesManifest)).toBeUndefined();
    expect(preloads(html)).toEqual([]);
  });

  it("embeds the current manifest and hints the public remote's entry and routes chunks on public pages", async () => {
    await publishPublicRemote(webRoot, '1.0.0', ['chunks/689.aaaaaaaaaa.js', 'chunks/__federation_expose_routes.bbbbbbbbbb.js']);
    const found = ['/', '/map', '/notification', '/Rules/'].map((url) => [url, 200] as const);
    const unknownIds = ['/notification/7', '/volantino/12?page=2', '/STORE-OFFER/5/'].map((url) => [url, 404] as const);
    for (const [url, status] of [...found, ...unknownIds]) {
      const html = await page(url, status);
      expect(dataBlock(html, EMBEDDED_JSON_IDS.remotesManifest)).toEqual({
        mfe_public: { entry: '/remotes/public/1.0.0/remoteEntry.js', version: '1.0.0' },
      });
      expect(preloads(html)).toEqual([
        '/remotes/public/1.0.0/remoteEntry.js',
        '/remotes/public/1.0.0/chunks/689.aaaaaaaaaa.js',
        '/remotes/public/1.0.0/chunks/__federation_expose_routes.bbbbbbbbbb.js',
      ]);
      // Everything is inside <head>, before the body the shell renders into.
      expect(html.indexOf('</head>')).toBeGreaterThan(html.lastIndexOf('id="ofertat-'));
    }
  });

  it('names the new version as soon as a remote is republished, without a restart', async () => {
    await publishPublicRemote(webRoot, '1.0.0', ['chunks/689.aaaaaaaaaa.js']);
    expect(preloads(await page('/'))).toContain('/remotes/public/1.0.0/remoteEntry.js');
    await publishPublicRemote(webRoot, '1.1.0', ['chunks/689.cccccccccc.js']);
    const html = await page('/');
    expect(preloads(html)).toEqual(['/remotes/public/1.1.0/remoteEntry.js', '/remotes/public/1.1.0/chunks/689.cccccccccc.js']);
    expect(dataBlock(html, EMBEDDED_JSON_IDS.remotesManifest)).toEqual({
      mfe_public: { entry: '/remotes/public/1.1.0/remoteEntry.js', version: '1.1.0' },
    });
  });

  it('reads the web root once per state of its files: navigations that find them unchanged get the same page without reading them', async () => {
    await publishPublicRemote(webRoot, '1.0.0', ['chunks/689.aaaaaaaaaa.js']);
    const first = { home: await page('/'), flyer: await page('/volantino/3', 404), login: await page('/login') };
    const readFileSpy = jest.spyOn(fsPromises, 'readFile');
    try {
      expect(await page('/')).toBe(first.home);
      expect(await page('/volantino/3', 404)).toBe(first.flyer);
      expect(await page('/login')).toBe(first.login);
      const webRootReads = readFileSpy.mock.calls.filter(([file]) => typeof file === 'string' && file.startsWith(webRoot));
      expect(webRootReads).toEqual([]);

      // The same spy sees the reads when a file does change: the remote is republished.
      await publishPublicRemote(webRoot, '1.0.1', ['chunks/689.aaaaaaaaaa.js']);
      expect(preloads(await page('/'))).toContain('/remotes/public/1.0.1/remoteEntry.js');
      expect(readFileSpy.mock.calls.map(([file]) => file)).toContain(path.join(webRoot, 'remotes.json'));
    } finally {
      readFileSpy.mockRestore();
    }
  });

  it("hints the remote's new chunks when only its mf-manifest.json changes", async () => {
    await publishPublicRemote(webRoot, '1.0.0', ['chunks/689.aaaaaaaaaa.js']);
    expect(preloads(await page('/'))).toEqual(['/remotes/public/1.0.0/remoteEntry.js', '/remotes/public/1.0.0/chunks/689.aaaaaaaaaa.js']);
    await writeFile(path.join(webRoot, 'remotes/public/1.0.0/mf-manifest.json'), JSON.stringify(mfManifest(['chunks/689.aaaaaaaaaa.js', 'chunks/7.eeeeeeeeee.js'])));
    expect(preloads(await page('/'))).toEqual([
      '/remotes/public/1.0.0/remoteEntry.js',
      '/remotes/public/1.0.0/chunks/689.aaaaaaaaaa.js',
      '/remotes/public/1.0.0/chunks/7.eeeeeeeeee.js',
    ]);
  });

  it("sends a new build's index.html at once", async () => {
    await publishPublicRemote(webRoot, '1.0.0', ['chunks/689.aaaaaaaaaa.js']);
    const indexFile = path.join(webRoot, 'index.html');
    const built = await readFile(indexFile, 'utf8');
    expect(await page('/map')).toContain('<script src="/main.js"></script>');
    await writeFile(`${indexFile}.tmp`, built.replace('<script src="/main.js">', '<script src="/main.js" data-build="new">'));
    await rename(`${indexFile}.tmp`, indexFile);
    try {
      const html = await page('/map');
      expect(html).toContain('<script src="/main.js" data-build="new"></script>');
      expect(preloads(html)).toContain('/remotes/public/1.0.0/remoteEntry.js');
    } finally {
      await writeFile(indexFile, built);
    }
  });

  it('gives no hints outside the public site: admin areas, login, unknown pages', async () => {
    await publishPublicRemote(webRoot, '1.0.0', ['chunks/689.aaaaaaaaaa.js']);
    const clientOnly = ['/admin/list-user-offer', '/super-admin', '/login'].map((url) => [url, 200] as const);
    const unknown = ['/no-such-page', '/notification/7/extra', '/volantino', '/volantino/', '/market-offer', '/map/x'].map((url) => [url, 404] as const);
    for (const [url, status] of [...clientOnly, ...unknown]) {
      const html = await page(url, status);
      expect(preloads(html)).toEqual([]);
      // The shell still gets the manifest without fetching it.
      expect(dataBlock(html, EMBEDDED_JSON_IDS.remotesManifest)).toBeDefined();
    }
  });

  it('keeps the embedded JSON inert: a "</script>" inside a value cannot end the data block', async () => {
    await publishPublicRemote(webRoot, '1.0.0', ['chunks/689.aaaaaaaaaa.js'], { note: '</script><script>alert(1)</script>' });
    const html = await page('/');
    expect(html).not.toContain('<script>alert(1)');
    expect(dataBlock(html, EMBEDDED_JSON_IDS.remotesManifest)).toMatchObject({ note: '</script><script>alert(1)</script>' });
  });

  it("hints only the entry when the remote has no mf-manifest.json, and nothing for an entry on another origin", async () => {
    await publishPublicRemote(webRoot, '1.0.0', ['chunks/689.aaaaaaaaaa.js']);
    await rm(path.join(webRoot, 'remotes/public/1.0.0/mf-manifest.json'));
    expect(preloads(await page('/'))).toEqual(['/remotes/public/1.0.0/remoteEntry.js']);

    const elsewhere = { mfe_public: { entry: 'https://cdn.example.al/public/1.0.0/remoteEntry.js', version: '1.0.0' } };
    await writeFile(path.join(webRoot, 'remotes.json'), JSON.stringify(elsewhere));
    const html = await page('/');
    expect(preloads(html)).toEqual([]);
    expect(dataBlock(html, EMBEDDED_JSON_IDS.remotesManifest)).toEqual(elsewhere);
  });

  it('leaves out a manifest that is not JSON, so the shell fetches it and reports the error itself', async () => {
    await writeFile(path.join(webRoot, 'remotes.json'), '{ not json');
    const html = await page('/');
    expect(html).not.toContain(`id="${EMBEDDED_JSON_IDS.remotesManifest}"`);
    expect(preloads(html)).toEqual([]);
    expect(dataBlock(html, EMBEDDED_JSON_IDS.runtimeConfig)).toBeDefined();
  });

  it("embeds the web root's own runtime-config.json when it has one", async () => {
    await writeFile(path.join(webRoot, 'runtime-config.json'), JSON.stringify({ contactEmail: 'kontakt@example.al' }));
    try {
      expect(dataBlock(await page('/'), EMBEDDED_JSON_IDS.runtimeConfig)).toEqual({ contactEmail: 'kontakt@example.al' });
    } finally {
      await rm(path.join(webRoot, 'runtime-config.json'));
    }
  });
});
