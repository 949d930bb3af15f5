// The server writes the runtime config and the deployment manifest into the index.html it sends, each as a
// `<script type="application/json">` data block: the browser never runs it (so the CSP's script-src 'self'
// holds), and the shell reads it instead of fetching the file, which saves a round trip before the first
// remote can load. The same index.html served as a plain file (nginx) has no blocks: the shell then fetches.

/** The id of each data block in index.html. */
export const EMBEDDED_JSON_IDS = {
  runtimeConfig: 'ofertat-runtime-config',
  remotesManifest: 'ofertat-remotes-manifest',
  /** The data a server-rendered page was made from, by seed key (shared-ui's useResource reads it to hydrate). */
  resourceSeed: 'ofertat-resource-seed',
} as const;
