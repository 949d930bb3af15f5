// The index.html the server sends for a page navigation. The build's file works on its own (nginx serves it
// as is); the server adds what only it knows at request time, so the browser need not discover it one round
// trip after another:
//   - the runtime config and the deployment manifest, as JSON data blocks the shell reads instead of fetching
//     /runtime-config.json and /remotes.json (shared-api/src/deployment/embedded-json.ts);
//   - on the public site's pages, preload hints for the public remote's entry and for the chunks of its routes
//     module, as listed by the mf-manifest.json the remote's build writes beside its entry.
// Every input is re-read when its modification time or size changes: publishing or rolling back a remote
// rewrites remotes.json, and the next page names the new version without a restart. An input that is missing
// or malformed only leaves its part out; the shell then fetches what the page does not carry.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { EMBEDDED_JSON_IDS, parseRemotesManifest, publicRoutePatterns, RUNTIME_CONFIG_PATH, REMOTES_MANIFEST_PATH } from '@ofertat/shared-api/deployment';

/** The one module every remote exposes (docs/architecture.md). */
const EXPOSED_ROUTES = './routes';
const MF_MANIFEST_FILE = 'mf-manifest.json';

/** Reads files again only when they change on disk. */
class FileReader {
  private cache = new Map<string, { signature: string; text: string }>();

  /** The file's text, or undefined when it is missing. */
  async read(file: string): Promise<string | undefined> {
    let signature: string;
    try {
      const stats = await stat(file);
      // The inode too: publishing replaces the manifest by a rename, possibly within the same millisecond.
      signature = `${stats.ino}:${stats.mtimeMs}:${stats.size}`;
    } catch {
      this.cache.delete(file);
      return undefined;
    }
    const cached = this.cache.get(file);
    if (cached?.signature === signature) return cached.text;
    try {
      const text = await readFile(file, 'utf8');
      this.cache.set(file, { signature, text });
      return text;
    } catch {
      // Removed between stat and read.
      return undefined;
    }
  }
}

/** The parsed JSON, or undefined for a missing or malformed file (the shell then fetches it and reports why). */
function parseJson(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A data block holding `value`; `<` is escaped so no string in it can close the element. */
function jsonDataBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

const scriptPreload = (href: string) => `<link rel="preload" as="script" fetchpriority="low" href="${escapeAttribute(href)}">`;

/** Like the shell's routing: a pattern's `:name` segment matches any one segment; case and a final slash do not matter. */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const segments = (value: string) => value.toLowerCase().split('/').filter(Boolean);
  const expected = segments(pattern);
  const actual = segments(pathname);
  return expected.length === actual.length && expected.every((segment, index) => segment.startsWith(':') || segment === actual[index]);
}

/** The chunk files (relative to the remote's folder) that its routes module needs, from its mf-manifest.json. */
function routesChunks(mfManifest: unknown): string[] {
  const exposes = (mfManifest as { exposes?: unknown } | null)?.exposes;
  if (!Array.isArray(exposes)) return [];
  const routes = exposes.find((expose: { path?: unknown }) => expose?.path === EXPOSED_ROUTES) as
    | { assets?: { js?: { sync?: unknown } } }
    | undefined;
  const sync = routes?.assets?.js?.sync;
  if (!Array.isArray(sync)) return [];
  // Plain relative script paths only: the manifest must not point a hint outside the remote's folder.
  return sync.filter((file): file is string => typeof file === 'string' && file.endsWith('.js') && !file.split('/').includes('..') && !file.startsWith('/'));
}

export interface IndexPageOptions {
  webRoot: string;
  /** The runtime config served at /runtime-config.json when the web root has no such file. */
  generatedRuntimeConfig: () => unknown;
}

export interface IndexPage {
  /** The page for a navigation to `pathname`, or undefined when the build's index.html is missing. */
  render(pathname: string): Promise<string | undefined>;
}

export function createIndexPage({ webRoot, generatedRuntimeConfig }: IndexPageOptions): IndexPage {
  const files = new FileReader();
  const inWebRoot = (urlPath: string) => path.join(webRoot, ...urlPath.split('/').filter(Boolean));

  /** The config /runtime-config.json serves: the web root's file when there is one, else the generated one. */
  async function runtimeConfig(): Promise<unknown> {
    const text = await files.read(inWebRoot(RUNTIME_CONFIG_PATH));
    return text === undefined ? generatedRuntimeConfig() : parseJson(text);
  }

  /** The public remote's entry and routes chunks, when the manifest puts its entry on this server. */
  async function publicRemoteFiles(manifest: unknown): Promise<string[]> {
    let entry: string | undefined;
    try {
      entry = parseRemotesManifest(manifest).mfe_public?.entry;
    } catch {
      return [];
    }
    // An entry on another origin is not in this web root: the browser finds it through the manifest as before.
    if (!entry?.startsWith('/') || entry.startsWith('//') || entry.split('/').includes('..')) return [];
    const folder = path.posix.dirname(entry);
    const mfManifest = parseJson(await files.read(inWebRoot(path.posix.join(folder, MF_MANIFEST_FILE))));
    return [entry, ...routesChunks(mfManifest).map((file) => path.posix.join(folder, file))];
  }

  return {
    async render(pathname) {
      const html = await files.read(path.join(webRoot, 'index.html'));
      if (html === undefined) return undefined;
      const headEnd = html.indexOf('</head>');
      if (headEnd < 0) return html;
      const [config, manifest] = await Promise.all([runtimeConfig(), files.read(inWebRoot(REMOTES_MANIFEST_PATH)).then(parseJson)]);
      const parts: string[] = [];
      if (config !== undefined) parts.push(jsonDataBlock(EMBEDDED_JSON_IDS.runtimeConfig, config));
      if (manifest !== undefined) parts.push(jsonDataBlock(EMBEDDED_JSON_IDS.remotesManifest, manifest));
      if (manifest !== undefined && publicRoutePatterns.some((pattern) => matchesRoutePattern(pattern, pathname))) {
        parts.push(...(await publicRemoteFiles(manifest)).map(scriptPreload));
      }
      return `${html.slice(0, headEnd)}${parts.join('')}${html.slice(headEnd)}`;
    },
  };
}
