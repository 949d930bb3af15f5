// Public pages rendered by the public remote's Node container, as the deployment manifest names it. The containers
// here are small CommonJS files of the same shape as a release's `.server/remoteEntry.js` (a Module Federation
// container exposing './server-render'); the real one is exercised by the e2e suite against the built product.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { until } from '../../helpers/until.js';

// With one start-up script hint, as the build writes them.
const START_UP_HINT = '<link rel="preload" as="script" fetchpriority="low" href="/chunks/470.aaaaaaaaaa.js">';
const INDEX_HTML = `<!doctype html><html lang="sq"><head><title>Ofertat</title>${START_UP_HINT}</head><body><div id="root"></div></body></html>`;

/** The module exports of a Module Federation container whose `./server-render` is the `renderPage` above them. */
const EXPOSE_RENDER_PAGE = `module.exports = { init() {}, get: async (name) => { if (name !== './server-render') throw new Error('no ' + name); return () => ({ renderPage }); } };`;

/** The file a spinning render writes as it starts to spin, in its release's `.server` folder. */
const SPINNING = 'spinning';
/** The file a crashing release adds a line to each time a thread loads it, in its `.server` folder. */
const LOADS = 'loads';

/**
 * A container whose render asks the API for the markets and shows `label`, its render count and what it got.
 * `render`: 'throws' (a failed render), 'hangs' (until it is told to stop), 'crashes' (its thread, after asking
 * the API), 'spins' (a loop that never yields, after writing SPINNING), 'hoards' (memory, then renders), 'meddles' (posts what it likes to the server's thread, then renders).
 */
function container(label: string, render = 'ok'): string {
  return `
let renders = 0;
if (${JSON.stringify(render)} === 'crashes') require('node:fs').appendFileSync(require('node:path').join(__dirname, ${JSON.stringify(LOADS)}), 'loaded\\n');
const renderPage = async ({ url, runtimeConfig, cookies, mobilePlatform, fetch, signal }) => {
  if (${JSON.stringify(render)} === 'throws') throw new Error('render failed');
  if (${JSON.stringify(render)} === 'hangs') await new Promise((resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
  // About 400 MB of arrays kept: more than the thread's heap, a fraction of what a thread gets without a limit.
  const hoard = [];
  if (${JSON.stringify(render)} === 'hoards') for (let i = 0; i < 512; i += 1) hoard.push(new Array(100000).fill(i));
  if (${JSON.stringify(render)} === 'meddles') {
    const { parentPort } = require('node:worker_threads');
    const notAUrl = { type: 'fetch', id: 1, render: 1, request: { method: 'GET', url: 'not a url', headers: [] } };
    for (const message of [null, 'text', { type: 'loaded' }, { type: 'rendered', id: 1, page: null }, notAUrl]) parentPort.postMessage(message);
  }
  if (${JSON.stringify(render)} === 'spins') {
    require('node:fs').writeFileSync(require('node:path').join(__dirname, ${JSON.stringify(SPINNING)}), '');
    for (;;);
  }
  const answer = await fetch(new Request('http://api.ofertat.invalid/api/market/all'));
  if (${JSON.stringify(render)} === 'crashes') {
    setImmediate(() => { throw new Error('the release crashed'); });
    await new Promise(() => {});
  }
  const markets = await answer.json();
  renders += 1;
  return {
    html: '<main>${label} ' + url + ' render ' + renders + ' markets ' + markets.length + ' $& ' + runtimeConfig.contactEmail + (cookies.ofertat_city ? ' city ' + cookies.ofertat_city : '') + (mobilePlatform ? ' phone ' + mobilePlatform : '') + (cookies.ofertat_app_popup_closed ? ' popup closed' : '') + '</main>',
    styles: '<style data-styled="true">.a{color:red}</style>',
    seed: { markets, note: '</script><script>alert(1)</script>' },
    complete: answer.ok,
  };
};
${EXPOSE_RENDER_PAGE}`;
}

/** A container whose render shows, as JSON, what the release can reach from where it runs. */
const PROBE = `
const threads = require('node:worker_threads');
const renderPage = async ({ fetch }) => {
  const attempt = (url, init) => fetch(new Request('http://api.ofertat.invalid' + url, init)).then((answer) => answer.status, (error) => error.message);
  const reach = {
    mainThread: threads.isMainThread,
    environment: { ...process.env },
    workerData: threads.workerData,
    read: await attempt('/api/market/all'),
    write: await attempt('/api/market/all', { method: 'POST', body: '{}' }),
    page: await attempt('/rules'),
  };
  return { html: JSON.stringify(reach), styles: '', seed: {}, complete: false };
};
${EXPOSE_RENDER_PAGE}`;

/** What the worker imports (followed through the server's own modules), but its type-only imports. */
function runtimeImportsOf(file: string): string[] {
  const imports = new Set<string>();
  for (const [, typeOnly, specifier] of readFileSync(file, 'utf8').matchAll(/^import\s+(type\s)?(?:[^;]*?\sfrom\s)?'([^']+)';/gm)) {
    if (typeOnly) continue;
    if (specifier!.startsWith('.')) for (const nested of runtimeImportsOf(path.resolve(path.dirname(file), specifier!.replace(/\.js$/, '.ts')))) imports.add(nested);
    else imports.add(specifier!);
  }
  return [...imports].sort();
}

describe('server-rendered public pages', () => {
  let webRoot: string;
  let testApp: TestApp;

  /** Writes a release of the public remote (browser entry and, unless `server` is null, its Node container). */
  async function release(version: string, server: string | null) {
    const folder = path.join(webRoot, 'remotes/public', version);
    await mkdir(path.join(folder, '.server'), { recursive: true });
    await writeFile(path.join(folder, 'remoteEntry.js'), '/* browser entry */');
    if (server !== null) await writeFile(path.join(folder, '.server/remoteEntry.js'), server);
  }

  /** Points the manifest at `version`, through a rename as the release script does. */
  async function publish(version: string) {
    const manifest = { mfe_public: { entry: `/remotes/public/${version}/remoteEntry.js`, version } };
    await writeFile(path.join(webRoot, 'remotes.json.tmp'), JSON.stringify(manifest));
    await rename(path.join(webRoot, 'remotes.json.tmp'), path.join(webRoot, 'remotes.json'));
  }

  const page = async (url: string) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    return { status: response.statusCode, html: response.body };
  };
  const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>(<script type="application\/json" id="ofertat-resource-seed">|<\/body>)/.exec(html)?.[1];

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'ofertat-ssr-'));
    await writeFile(path.join(webRoot, 'index.html'), INDEX_HTML);
    await release('1.0.0', container('release-one'));
    await release('1.1.0', container('release-two'));
    await release('1.2.0', null);
    await release('1.3.0', container('broken', 'throws'));
    await release('1.4.0', container('slow', 'hangs'));
    await release('1.5.0', container('crashing', 'crashes'));
    await release('1.6.0', container('spinning', 'spins'));
    await release('1.7.0', PROBE);
    await release('1.8.0', container('hoarding', 'hoards'));
    await release('1.9.0', container('meddling', 'meddles'));
    await publish('1.0.0');
    testApp = await buildTestApp({ webRoot, demoData: false });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('puts the release’s markup in #root, its styles in the head and its data after the markup, as the API answered', async () => {
    await publish('1.0.0');
    const { status, html } = await page('/list-volantino?page=1');
    expect(status).toBe(200);
    // The data block never closes its element early: `<` is escaped. The markup keeps `$&` as it is.
    expect(rootOf(html)).toBe('<main>release-one /list-volantino?page=1 render 1 markets 0 $& info@ofertat.al</main>');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style data-styled="true">.a{color:red}</style>');
    const seed = /<\/div><script type="application\/json" id="ofertat-resource-seed">([^<]*)<\/script><\/body>/.exec(html)?.[1];
    expect(JSON.parse(seed!)).toEqual({ markets: [], note: '</script><script>alert(1)</script>' });
  });

  it('leaves the script preload hints out of a rendered page, whose images go first, and keeps them on a page the browser renders', async () => {
    await publish('1.0.0');
    const rendered = (await page('/rules')).html;
    expect(rootOf(rendered)).not.toBe('');
    expect(rendered).not.toContain('rel="preload" as="script"');
    expect((await page('/login')).html).toContain(START_UP_HINT);
    await publish('1.3.0');
    expect((await page('/rules')).html).toContain(START_UP_HINT);
  });

  it('sends the page compressed to a browser that accepts it', async () => {
    await publish('1.0.0');
    const plain = (await page('/rules')).html;
    const inject = (encoding: string) => testApp.app.inject({ method: 'GET', url: '/rules', headers: { 'accept-encoding': encoding } });
    const brotli = await inject('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/^Accept-Encoding\b/);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain);
    const gzipped = await inject('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain);
    expect(gzipped.rawPayload.length).toBeLessThan(Buffer.byteLength(plain));
  });

  it('keeps a rendered page for every visitor until a write changes public data', async () => {
    await publish('1.0.0');
    const first = rootOf((await page('/rules')).html);
    expect(rootOf((await page('/rules')).html)).toBe(first);
    await testApp.app.publicCache.invalidate(['market']);
    const after = rootOf((await page('/rules')).html);
    expect(after).not.toBe(first);
    expect(after).toMatch(/^<main>release-one \/rules render \d+ markets 0/);
  });

  it('renders with the city cookie of the request, one kept page per city, and no other cookie', async () => {
    await publish('1.0.0');
    const get = async (cookie?: string) =>
      rootOf((await testApp.app.inject({ method: 'GET', url: '/list-volantino', headers: cookie ? { cookie } : {} })).body);
    const everywhere = await get();
    const korce = await get('session=abc; ofertat_city=%7B%22locationId%22%3A6%7D; other=1');
    expect(korce).toMatch(/ city %7B%22locationId%22%3A6%7D<\/main>$/);
    expect(await get('ofertat_city=%7B%22locationId%22%3A6%7D')).toBe(korce);
    expect(await get()).toBe(everywhere);
    expect(everywhere).not.toContain(' city ');
  });

  it('renders with the phone platform of the request’s User-Agent and the app popup’s closed cookie, one kept page for each', async () => {
    await publish('1.0.0');
    const get = async (headers: Record<string, string>) => {
      const response = await testApp.app.inject({ method: 'GET', url: '/notification', headers });
      expect(response.headers.vary).toBe('Accept-Encoding, Cookie, User-Agent');
      return rootOf(response.body);
    };
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
    expect(await get({ 'user-agent': android })).toMatch(/ phone android<\/main>$/);
    expect(await get({ 'user-agent': iphone })).toMatch(/ phone ios<\/main>$/);
    expect(await get({ 'user-agent': desktop })).not.toMatch(/ phone /);
    expect(await get({ 'user-agent': android, cookie: 'ofertat_app_popup_closed=1' })).toMatch(/ phone android popup closed<\/main>$/);
    // Another Android phone is the same page, kept.
    expect(await get({ 'user-agent': android.replace('Pixel 8', 'SM-A146B') })).toBe(await get({ 'user-agent': android }));
  });

  it('renders with the release the manifest names now: publishing and rolling back need no restart', async () => {
    await publish('1.1.0');
    expect(rootOf((await page('/rules')).html)).toMatch(/^<main>release-two \/rules /);
    await publish('1.0.0');
    expect(rootOf((await page('/rules')).html)).toMatch(/^<main>release-one \/rules /);
  });

  it('sends the page for the browser to render when the release has no container, its render fails or takes too long', async () => {
    for (const version of ['1.2.0', '1.3.0', '1.4.0']) {
      await publish(version);
      const { status, html } = await page('/notification');
      expect({ version, status, root: rootOf(html) }).toEqual({ version, status: 200, root: '' });
      expect(html).not.toContain('ofertat-resource-seed');
    }
  });

  it('runs the release apart: in a thread with no environment and no secret, the public API’s reads its only data', async () => {
    await publish('1.7.0');
    const reach: unknown = JSON.parse(rootOf((await page('/rules')).html)!);
    const refused = 'a render reads the public API only (GET or HEAD under /api/)';
    // No DATABASE_URL, no setting of a secret: the server's environment and configuration stay with the server.
    expect(reach).toEqual({ mainThread: false, environment: {}, workerData: { webRoot }, read: 200, write: refused, page: refused });
  });

  it('loads nothing of the server in the release’s thread: no database module, no configuration', () => {
    const worker = path.resolve(__dirname, '../../../src/features/pages/page-render-worker.ts');
    expect(runtimeImportsOf(worker)).toEqual([
      '@module-federation/runtime',
      'node:async_hooks',
      'node:fs/promises',
      'node:module',
      'node:path',
      'node:vm',
      'node:worker_threads',
    ]);
  });

  it('sends the page for the browser to render when the release crashes its thread, answers the API, and renders the next page in a new thread', async () => {
    await publish('1.5.0');
    const [crashed, api] = await Promise.all([page('/notification?release=crashing'), testApp.app.inject({ method: 'GET', url: '/api/market/all' })]);
    expect({ status: crashed.status, root: rootOf(crashed.html), api: api.statusCode }).toEqual({ status: 200, root: '', api: 200 });
    await publish('1.0.0');
    expect(rootOf((await page('/notification?after=crash')).html)).toMatch(/^<main>release-one \/notification\?after=crash render /);
  });

  it('answers the API while a render spins without end, then sends that page for the browser to render and renders the next in a new thread', async () => {
    await publish('1.6.0');
    const spinning = path.join(webRoot, 'remotes/public/1.6.0/.server', SPINNING);
    const stuck = page('/notification?release=spinning');
    await until(() => existsSync(spinning));
    expect((await testApp.app.inject({ method: 'GET', url: '/api/market/all' })).statusCode).toBe(200);
    const { status, html } = await stuck;
    expect({ status, root: rootOf(html) }).toEqual({ status: 200, root: '' });
    await publish('1.0.0');
    expect(rootOf((await page('/notification?after=spin')).html)).toMatch(/^<main>release-one \/notification\?after=spin render /);
  });

  it('sends the page for the browser to render when a render grows beyond the thread’s heap, and renders the next in a new thread', async () => {
    await publish('1.8.0');
    const { status, html } = await page('/notification?release=hoarding');
    expect({ status, root: rootOf(html) }).toEqual({ status: 200, root: '' });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/market/all' })).statusCode).toBe(200);
    await publish('1.0.0');
    expect(rootOf((await page('/notification?after=hoarding')).html)).toMatch(/^<main>release-one \/notification\?after=hoarding render /);
  });

  it('renders the page of a release that posts to the server’s thread what it likes, which the server ignores', async () => {
    await publish('1.9.0');
    const { status, html } = await page('/notification?release=meddling');
    expect({ status, root: rootOf(html) }).toEqual({ status: 200, root: expect.stringMatching(/^<main>meddling \/notification\?release=meddling render 1 /) });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/market/all' })).statusCode).toBe(200);
  });

  it('renders a 404, an unknown route or an id the public cannot see, with its status: the public site shows its not-found page', async () => {
    await publish('1.0.0');
    for (const url of ['/no-such-page', '/product/999999', '/market-offer/999999', '/store-offer/999999', '/volantino/999999']) {
      const { status, html } = await page(url);
      expect({ url, status, root: rootOf(html) }).toEqual({ url, status: 404, root: expect.stringMatching(new RegExp(`^<main>release-one ${url} render \\d+ `)) });
      expect(html).toContain('<title>Faqja nuk u gjet · Ofertat</title>');
    }
  });

  it('renders no sign-in screen or admin area: the browser renders those', async () => {
    await publish('1.0.0');
    for (const url of ['/login', '/forgotpassword', '/admin/list-user-offer', '/super-admin/list-users']) {
      expect({ url, root: rootOf((await page(url)).html) }).toEqual({ url, root: '' });
    }
  });

  it('starts the thread again at once after a crash, then after a pause while the release keeps crashing it', async () => {
    const loadsFile = path.join(webRoot, 'remotes/public/1.5.0/.server', LOADS);
    const loads = () => (existsSync(loadsFile) ? readFileSync(loadsFile, 'utf8').split('\n').length - 1 : 0);
    await publish('1.5.0');
    const before = loads();
    for (const n of [1, 2, 3, 4]) expect(rootOf((await page(`/notification?crash=${n}`)).html)).toBe('');
    // A thread per page without the pause; with it two (the one that crashed first, the one started at once), or
    // three if pages came further apart than the first pause.
    expect(loads() - before).toBeLessThan(4);
    await publish('1.0.0');
    // Rendered again once the pause is over, as a visitor who reloads sees it.
    let root = rootOf((await page('/notification?after=pause')).html);
    while (!root) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      root = rootOf((await page('/notification?after=pause')).html);
    }
    expect(root).toMatch(/^<main>release-one \/notification\?after=pause render /);
  });
});
