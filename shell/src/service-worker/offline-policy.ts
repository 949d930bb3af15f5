// What the service worker keeps for offline visits, and when it lets go of it. Pure functions of URLs and the
// deployment manifest, so the rules are tested without a browser (offline-policy.test.ts); service-worker.ts
// applies them with workbox.
import { EMBEDDED_JSON_IDS, exposedRoutesChunks, MF_MANIFEST_FILE, type RemotesManifest } from '@ofertat/shared-api/deployment';

export const CACHE_NAMES = {
  /**
   * The pages the server sent, each under its own address (a page the server rendered carries that route's
   * markup and data, which no other route may be answered with), and the offline page made from them.
   */
  pages: 'ofertat-pages',
  /** Public API answers, the last one of each question. */
  api: 'ofertat-api',
  /** Files of the remotes named by the deployment manifest, by version folder. */
  remotes: 'ofertat-remotes',
  /** Uploaded images (product photos, market logos, ads, flyer covers). */
  uploads: 'ofertat-uploads',
} as const;

/** Caches of earlier workers that this one no longer uses (one page kept for every route). */
export const RETIRED_CACHES = ['ofertat-page'] as const;

/**
 * The key of the offline page: the last page the server sent without its server render, so the browser draws the
 * route itself, from the API answers kept. An address never visited is answered with it offline.
 */
export const OFFLINE_PAGE_KEY = '/__offline-page';

const RENDERED_ROOT = new RegExp(
  `<div id="root">[\\s\\S]*</div><script type="application/json" id="${EMBEDDED_JSON_IDS.resourceSeed}">[^<]*</script>`,
);

/**
 * A page without the server's render of its route (server/src/features/pages/page-renderer.ts writes the markup
 * into #root and the data block right after it; the data block escapes every `<`): the shell's page with the
 * runtime config and deployment manifest it embeds, for any route. A page the browser rendered is already that.
 */
export function withoutServerRender(page: string): string {
  return page.replace(RENDERED_ROOT, () => '<div id="root"></div>');
}

/** Public answers that are worth keeping, per question; older and rarer ones go first. */
export const API_CACHE_LIMITS = { maxEntries: 300, maxAgeSeconds: 14 * 24 * 60 * 60 } as const;
export const UPLOADS_CACHE_LIMITS = { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;

const API_PREFIX = '/api/';
/** API reads sent by POST because their question is a body: the basket comparison and the spec's offer search. */
const POST_READS = new Set(['/api/basket/compare', '/api/offer/search']);
/** Answers that are never useful offline or must always be fresh. */
const NEVER_KEPT = [/^\/api\/health$/, /^\/api\/openapi/, /^\/api\/events$/, /^\/api\/admin\//];

export interface ApiRequestFacts {
  url: URL;
  method: string;
  /** A signed-in admin's requests carry a token: their answers are theirs and are never kept. */
  authorized: boolean;
  /** Same origin as the page: only our own API is kept. */
  sameOrigin: boolean;
}

/** A public read of our API whose last answer is kept for offline visits. */
export function isKeptApiRead({ url, method, authorized, sameOrigin }: ApiRequestFacts): boolean {
  if (!sameOrigin || authorized || !url.pathname.startsWith(API_PREFIX)) return false;
  if (NEVER_KEPT.some((pattern) => pattern.test(url.pathname))) return false;
  if (method === 'GET') return true;
  return method === 'POST' && POST_READS.has(url.pathname);
}

/** The GET key a POST read's answer is kept under: the path and a digest of the question (its body). */
export function postReadKey(url: URL, bodyDigest: string): string {
  return `${url.pathname}?question=${bodyDigest}`;
}

/** The version folder (`/remotes/<name>/<version>/`) of a remote's file, or null for any other path. */
export function remoteFolderOf(pathname: string): string | null {
  const match = /^\/remotes\/[^/]+\/[^/]+\//.exec(pathname);
  return match ? match[0] : null;
}

/** The version folders the deployment manifest names now; the files of any other version are let go. */
function currentRemoteFolders(manifest: RemotesManifest): Set<string> {
  const folders = new Set<string>();
  for (const remote of Object.values(manifest)) {
    const folder = remoteFolderOf(new URL(remote.entry, 'http://origin.invalid').pathname);
    if (folder) folders.add(folder);
  }
  return folders;
}

/** Cached remote files (absolute URLs) whose version the manifest no longer names. */
export function staleRemoteFiles(cachedUrls: readonly string[], manifest: RemotesManifest): string[] {
  const current = currentRemoteFolders(manifest);
  return cachedUrls.filter((cached) => {
    const folder = remoteFolderOf(new URL(cached).pathname);
    return folder !== null && !current.has(folder);
  });
}

/**
 * Within a version folder, only the entry and the manifest beside it may change when a version is published
 * again; every chunk name carries its content's hash.
 */
export function isVersionedRemoteEntry(pathname: string): boolean {
  return pathname.endsWith('/remoteEntry.js') || pathname.endsWith(`/${MF_MANIFEST_FILE}`);
}

/** The public remote's first-load files (its entry and its routes module's chunks), fetched ahead for offline use. */
export function publicRemoteFiles(manifest: RemotesManifest, mfManifest: unknown): string[] {
  const entry = manifest.mfe_public?.entry;
  if (!entry) return [];
  const folder = entry.slice(0, entry.lastIndexOf('/') + 1);
  return [entry, ...exposedRoutesChunks(mfManifest).map((file) => folder + file)];
}

/** The address of a remote's mf-manifest.json, beside its entry. */
export function mfManifestUrl(entry: string): string {
  return entry.slice(0, entry.lastIndexOf('/') + 1) + MF_MANIFEST_FILE;
}
