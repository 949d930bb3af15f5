// What the service worker keeps for offline visits, and when it lets go of it. Pure functions of URLs and the
// deployment manifest, so the rules are tested without a browser (offline-policy.test.ts); service-worker.ts
// applies them with workbox.
import { exposedRoutesChunks, MF_MANIFEST_FILE, type RemotesManifest } from '@ofertat/shared-api/deployment';

export const CACHE_NAMES = {
  /** The last page the server sent for a navigation: every route of the app is the same shell. */
  page: 'ofertat-page',
  /** Public API answers, the last one of each question. */
  api: 'ofertat-api',
  /** Files of the remotes named by the deployment manifest, by version folder. */
  remotes: 'ofertat-remotes',
  /** Uploaded images (product photos, market logos, ads, flyer covers). */
  uploads: 'ofertat-uploads',
} as const;

/** The key the last navigation's page is kept under: offline, any route is answered with it. */
export const OFFLINE_PAGE_KEY = '/__offline-page';

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
