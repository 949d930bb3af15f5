// The three remotes and where each is published inside a web root (the folder nginx or the server serves).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const defaultWebRoot = path.join(repoRoot, 'dist/web');
export const MANIFEST_FILE = 'remotes.json';

export const remotes = {
  'mfe-public': { federationName: 'mfe_public', folder: 'public' },
  'mfe-market-admin': { federationName: 'mfe_market_admin', folder: 'market-admin' },
  'mfe-super-admin': { federationName: 'mfe_super_admin', folder: 'super-admin' },
};

export function remoteByWorkspace(workspace) {
  const remote = remotes[workspace];
  if (!remote) throw new Error(`Unknown remote "${workspace}"; expected one of ${Object.keys(remotes).join(', ')}`);
  return remote;
}
