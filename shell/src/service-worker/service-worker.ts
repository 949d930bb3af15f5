/// <reference lib="webworker" />
// The service worker (/sw.js, issue 15): the app opens and shows the last offers without a network.
//   - The shell's own files are precached by content (workbox-webpack-plugin lists them at build time), so a new
//     shell release installs a new worker that replaces them.
//   - Remotes are released without the shell: their files are kept by version folder, the public remote's
//     first-load files fetched ahead, and a version the deployment manifest no longer names is let go, so a cached
//     manifest never points at chunks that are gone.
//   - Pages and public API answers go to the network first; its last answer is kept for when there is none. Each
//     page is kept under its own address; an address never visited gets the offline page (a kept page without its
//     server render), which the browser draws from the kept API answers. The first visit is kept too: it was sent
//     before this worker was there, so the worker asks for the open pages again when it installs.
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { parseRemotesManifest, REMOTES_MANIFEST_PATH } from '@ofertat/shared-api/deployment';
import {
  API_CACHE_LIMITS,
  CACHE_NAMES,
  isKeptApiRead,
  isVersionedRemoteEntry,
  mfManifestUrl,
  OFFLINE_PAGE_KEY,
  postReadKey,
  publicRemoteFiles,
  remoteFolderOf,
  RETIRED_CACHES,
  staleRemoteFiles,
  UPLOADS_CACHE_LIMITS,
  withoutServerRender,
} from './offline-policy';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/** Reads the deployment manifest, lets go of remote versions it no longer names and fetches the public remote's first load. */
async function syncRemotes(): Promise<void> {
  const manifest = parseRemotesManifest(await (await fetch(REMOTES_MANIFEST_PATH, { cache: 'no-cache' })).json());
  const cache = await caches.open(CACHE_NAMES.remotes);
  const cached = (await cache.keys()).map((request) => request.url);
  await Promise.all(staleRemoteFiles(cached, manifest).map((url) => cache.delete(url)));
  const entry = manifest.mfe_public?.entry;
  if (!entry) return;
  const mfManifest: unknown = await (await fetch(mfManifestUrl(entry), { cache: 'no-cache' })).json();
  const missing = publicRemoteFiles(manifest, mfManifest).filter((file) => !cached.includes(new URL(file, self.location.origin).href));
  await cache.addAll(missing);
}

/** Keeps a page the server sent under its address, and, made from it, the offline page for the others. */
async function keepPage(url: string, response: Response): Promise<void> {
  const cache = await caches.open(CACHE_NAMES.pages);
  const page = await response.clone().text();
  const headers = new Headers(response.headers);
  // The offline page is this text, decoded: no encoding, no length of the sent bytes.
  headers.delete('content-encoding');
  headers.delete('content-length');
  await Promise.all([
    cache.put(url, response),
    cache.put(OFFLINE_PAGE_KEY, new Response(withoutServerRender(page), { status: 200, headers })),
  ]);
}

/**
 * The pages open when the worker installs: the first visit's, sent before any worker could keep them. Asked for
 * again (the server keeps its renders, so this is cheap), each kept under its own address.
 */
async function keepOpenPages(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const addresses = new Set(windows.map((client) => client.url.split('#')[0]!).filter((url) => new URL(url).origin === self.location.origin));
  await Promise.all(
    [...addresses].map(async (url) => {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (response.ok && response.headers.get('content-type')?.startsWith('text/html')) await keepPage(url, response);
    }),
  );
}

/** Offline upkeep never fails an install or a page: the network answers as before, only less is kept. */
function keepUp(event: ExtendableEvent): void {
  event.waitUntil(syncRemotes().catch(() => undefined));
}

self.addEventListener('install', (event) => {
  keepUp(event);
  event.waitUntil(keepOpenPages().catch(() => undefined));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all(RETIRED_CACHES.map((name) => caches.delete(name))));
});

registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ request, event }) => {
    try {
      const response = await fetch(request);
      if (response.ok && event instanceof ExtendableEvent) {
        // Kept while the page streams in, not before: the visitor waits for nothing.
        event.waitUntil(keepPage(request.url, response.clone()).catch(() => undefined));
        // A new page may name new remote versions: keep the cache in step with the manifest it carries.
        keepUp(event);
      }
      return response;
    } catch (error) {
      // The page's own address; else the offline page, drawn by the browser. Pages vary by cookie and
      // User-Agent, which a worker's requests do not show: the one kept is this browser's.
      const cached =
        (await caches.match(request.url, { cacheName: CACHE_NAMES.pages, ignoreVary: true })) ??
        (await caches.match(OFFLINE_PAGE_KEY, { cacheName: CACHE_NAMES.pages, ignoreVary: true }));
      if (cached) return cached;
      throw error;
    }
  },
);

// A version folder's chunks never change; its entry and manifest may be published again under the same version.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && remoteFolderOf(url.pathname) !== null && !isVersionedRemoteEntry(url.pathname),
  new CacheFirst({ cacheName: CACHE_NAMES.remotes, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && remoteFolderOf(url.pathname) !== null && isVersionedRemoteEntry(url.pathname),
  new NetworkFirst({ cacheName: CACHE_NAMES.remotes, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
  new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.uploads,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin(UPLOADS_CACHE_LIMITS)],
  }),
);

const apiPlugins = [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ ...API_CACHE_LIMITS, purgeOnQuotaError: true })];
const isKept = (request: Request, url: URL, sameOrigin: boolean) =>
  isKeptApiRead({ url, method: request.method, authorized: request.headers.has('authorization'), sameOrigin });

registerRoute(({ request, url, sameOrigin }) => isKept(request, url, sameOrigin), new NetworkFirst({ cacheName: CACHE_NAMES.api, plugins: apiPlugins }), 'GET');

/** The SHA-256 of a body, in hex: POST reads are kept under their question. */
async function digest(body: ArrayBuffer): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
  return Array.from(hash, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// The Cache API keeps GET requests only: a POST read's answer is kept under a GET key made of its question.
registerRoute(
  ({ request, url, sameOrigin }) => isKept(request, url, sameOrigin),
  async ({ request, url }) => {
    const key = postReadKey(url, await digest(await request.clone().arrayBuffer()));
    const cache = await caches.open(CACHE_NAMES.api);
    try {
      const response = await fetch(request);
      if (response.status === 200) await cache.put(key, response.clone());
      return response;
    } catch (error) {
      const cached = await cache.match(key);
      if (cached) return cached;
      throw error;
    }
  },
  'POST',
);
