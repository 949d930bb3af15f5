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
