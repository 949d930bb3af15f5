// The deployment manifest names each remote's entry URL. The shell reads it at every page load,
// so a remote team ships a new build by editing the manifest, without rebuilding the shell.
import { registerRemotes } from '@module-federation/enhanced/runtime';

export const REMOTES_MANIFEST_PATH = '/remotes.json';

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

/** Registers every remote the manifest names; a remote it lacks fails later, inside its own error boundary. */
export async function loadRemotesManifest(url: string = REMOTES_MANIFEST_PATH): Promise<RemotesManifest> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes manifest: ${url} answered ${response.status}`);
  const manifest = parseRemotesManifest(await response.json());
  registerRemotes(
    Object.entries(manifest).map(([name, remote]) => ({ name, entry: new URL(remote.entry, window.location.href).href })),
  );
  return manifest;
}
