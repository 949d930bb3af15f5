// The deployment manifest (/remotes.json) names each remote's entry URL. The shell reads it at every page
// load, so a remote team ships a new build by editing the manifest, without rebuilding the shell; the server
// reads the same file to embed it in the page and to hint the public remote's files.

export const REMOTE_NAMES = ['mfe_public', 'mfe_market_admin', 'mfe_super_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RemoteEntry {
  entry: string;
  version: string;
}
export type RemotesManifest = Partial<Record<RemoteName, RemoteEntry>>;

export function parseRemotesManifest(input: unknown): RemotesManifest {
  if (typeof input !== 'object' || input === null) throw new Error('remotes manifest: expected a JSON object');
  const manifest: RemotesManifest = {};
  for (const name of REMOTE_NAMES) {
    const value = (input as Record<string, unknown>)[name];
    if (value === undefined) continue;
    const { entry, version } = (value ?? {}) as Record<string, unknown>;
    if (typeof entry !== 'string' || entry === '') throw new Error(`remotes manifest: ${name}.entry must be a URL`);
    manifest[name] = { entry, version: typeof version === 'string' ? version : 'unknown' };
  }
  return manifest;
}

/** The one module every remote exposes (docs/architecture.md). */
const EXPOSED_ROUTES = './routes';
/** The file a remote's build writes beside its entry, listing the chunks of each exposed module. */
export const MF_MANIFEST_FILE = 'mf-manifest.json';

/**
 * The chunk files (relative to the remote's folder) that its routes module needs, from its mf-manifest.json: what
 * the server hints beside the public remote's entry, and what the service worker keeps for offline visits.
 */
export function exposedRoutesChunks(mfManifest: unknown): string[] {
  const exposes = (mfManifest as { exposes?: unknown } | null)?.exposes;
  if (!Array.isArray(exposes)) return [];
  const routes = exposes.find((expose: { path?: unknown }) => expose?.path === EXPOSED_ROUTES) as
    | { assets?: { js?: { sync?: unknown } } }
    | undefined;
  const sync = routes?.assets?.js?.sync;
  if (!Array.isArray(sync)) return [];
  // Plain relative script paths only: the manifest must not point outside the remote's folder.
  return sync.filter((file): file is string => typeof file === 'string' && file.endsWith('.js') && !file.split('/').includes('..') && !file.startsWith('/'));
}
