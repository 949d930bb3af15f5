import {
  isKeptApiRead,
  postReadKey,
  publicRemoteFiles,
  remoteFolderOf,
  staleRemoteFiles,
  isVersionedRemoteEntry,
  mfManifestUrl,
  withoutServerRender,
} from './offline-policy';

const ORIGIN = 'https://ofertat.al';
const read = (path: string, method = 'GET', facts: { authorized?: boolean; sameOrigin?: boolean } = {}) =>
  isKeptApiRead({ url: new URL(path, ORIGIN), method, authorized: facts.authorized ?? false, sameOrigin: facts.sameOrigin ?? true });

const manifest = {
  mfe_public: { entry: '/remotes/public/1.2.0/remoteEntry.js', version: '1.2.0' },
  mfe_market_admin: { entry: '/remotes/market-admin/0.4.0/remoteEntry.js', version: '0.4.0' },
};

describe('offline policy', () => {
  it('keeps the public API reads a visitor makes, GET or the two POST questions', () => {
    expect(read('/api/compare/products?sort=discount')).toBe(true);
    expect(read('/api/offer/all/special')).toBe(true);
    expect(read('/api/basket/compare', 'POST')).toBe(true);
    expect(read('/api/offer/search', 'POST')).toBe(true);
  });

  it('never keeps writes, signed-in answers, other origins, counters or the health check', () => {
    expect(read('/api/offer/add', 'POST')).toBe(false);
    expect(read('/api/events', 'POST')).toBe(false);
    expect(read('/api/offer/all', 'GET', { authorized: true })).toBe(false);
    expect(read('/api/offer/all', 'GET', { sameOrigin: false })).toBe(false);
    expect(read('/api/health')).toBe(false);
    expect(read('/api/openapi.json')).toBe(false);
    expect(read('/uploads/a.webp')).toBe(false);
  });

  it('keeps a POST read under its path and question', () => {
    expect(postReadKey(new URL('/api/basket/compare?x=1', ORIGIN), 'ab12')).toBe('/api/basket/compare?question=ab12');
  });

  it('tells version folders, entries and stale versions apart', () => {
    expect(remoteFolderOf('/remotes/public/1.2.0/chunks/a.js')).toBe('/remotes/public/1.2.0/');
    expect(remoteFolderOf('/remotes.json')).toBeNull();
    expect(isVersionedRemoteEntry('/remotes/public/1.2.0/remoteEntry.js')).toBe(true);
    expect(isVersionedRemoteEntry('/remotes/public/1.2.0/chunks/a.0123456789.js')).toBe(false);
    const cached = [
      `${ORIGIN}/remotes/public/1.2.0/chunks/a.js`,
      `${ORIGIN}/remotes/public/1.1.0/chunks/a.js`,
      `${ORIGIN}/remotes/market-admin/0.4.0/remoteEntry.js`,
      `${ORIGIN}/remotes/super-admin/0.1.0/remoteEntry.js`,
    ];
    expect(staleRemoteFiles(cached, manifest)).toEqual([`${ORIGIN}/remotes/public/1.1.0/chunks/a.js`, `${ORIGIN}/remotes/super-admin/0.1.0/remoteEntry.js`]);
  });

  it("lists the public remote's entry and its routes chunks from the remote's mf-manifest.json", () => {
    const mfManifest = { exposes: [{ path: './routes', assets: { js: { sync: ['chunks/1.aa.js', '../escape.js', 'chunks/2.bb.js'] } } }] };
    expect(mfManifestUrl(manifest.mfe_public.entry)).toBe('/remotes/public/1.2.0/mf-manifest.json');
    expect(publicRemoteFiles(manifest, mfManifest)).toEqual([
      '/remotes/public/1.2.0/remoteEntry.js',
      '/remotes/public/1.2.0/chunks/1.aa.js',
      '/remotes/public/1.2.0/chunks/2.bb.js',
    ]);
    expect(publicRemoteFiles({}, mfManifest)).toEqual([]);
  });

  it('makes the offline page from a kept page: the shell with its embedded config, without the route’s render', () => {
    const head = '<head><script type="application/json" id="ofertat-runtime-config">{"a":1}</script></head>';
    const rendered = `<html>${head}<body><div id="root"><main><div>Qumësht</div></main></div><script type="application/json" id="ofertat-resource-seed">{"k":"\\u003c/div>"}</script></body></html>`;
    expect(withoutServerRender(rendered)).toBe(`<html>${head}<body><div id="root"></div></body></html>`);
    const drawnByTheBrowser = `<html>${head}<body><div id="root"></div></body></html>`;
    expect(withoutServerRender(drawnByTheBrowser)).toBe(drawnByTheBrowser);
  });
});
