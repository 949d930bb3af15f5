// Registers the remotes the deployment manifest names. Its format lives in shared-api, which the server also
// reads it with; the server embeds the current manifest in the page, the plain index.html makes the shell fetch it.
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { EMBEDDED_JSON_IDS, parseRemotesManifest, readEmbeddedJson, REMOTES_MANIFEST_PATH, type RemotesManifest } from '@ofertat/shared-api';

async function fetchRemotesManifest(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes manifest: ${url} answered ${response.status}`);
  return response.json();
}

/** Registers every remote the manifest names; a remote it lacks fails later, inside its own error boundary. */
export async function loadRemotesManifest(url: string = REMOTES_MANIFEST_PATH): Promise<RemotesManifest> {
  const manifest = parseRemotesManifest(readEmbeddedJson(EMBEDDED_JSON_IDS.remotesManifest) ?? (await fetchRemotesManifest(url)));
  registerRemotes(
    Object.entries(manifest).map(([name, remote]) => ({ name, entry: new URL(remote.entry, window.location.href).href })),
  );
  return manifest;
}
