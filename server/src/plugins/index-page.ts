// The index.html the server sends for a page navigation. The build's file works on its own (nginx serves it
// as is); the server adds what only it knows at request time, so the browser need not discover it one round
// trip after another:
//   - the runtime config and the deployment manifest, as JSON data blocks the shell reads instead of fetching
//     /runtime-config.json and /remotes.json (shared-api/src/deployment/embedded-json.ts);
//   - on the public site's pages, preload hints for the public remote's entry and for the chunks of its routes
//     module, as listed by the mf-manifest.json the remote's build writes beside its entry (for a page the browser
//     renders: a page the server rendered goes without any script hint, withoutScriptPreloads).
// The pages are made once per state of their inputs: each navigation only compares the inputs' signatures on
// disk (a stat each) with those the cached pages were made from, and makes them again when one differs, so
// publishing or rolling back a remote (which renames a new remotes.json into place) is named by the next page
// without a restart. An input that is missing or malformed only leaves its part out; the shell then fetches
// what the page does not carry.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { EMBEDDED_JSON_IDS, exposedRoutesChunks, MF_MANIFEST_FILE, parseRemotesManifest, publicRoutePatterns, RUNTIME_CONFIG_PATH, REMOTES_MANIFEST_PATH } from '@ofertat/shared-api/deployment';
// The shell tells public routes from the rest with this same function on the same patterns.
import { matchPath } from 'react-router';

/** What changes whenever a file's content may have: the inode too, as publishing replaces the manifest by a rename, possibly within the same millisecond. */
async function signatureOf(file: string): Promise<string> {
  try {
    const stats = await stat(file);
    return `${stats.ino}:${stats.mtimeMs}:${stats.size}`;
  } catch {
    return 'missing';
  }
}

/** The file's text, or undefined when it is missing (possibly removed since its signature was taken). */
async function readText(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return undefined;
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
export function jsonDataBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

/** A page of the public site (the public remote's), by the shell's own test. */
export const isPublicRoute = (pathname: string) => publicRoutePatterns.some((pattern) => matchPath(pattern, pathname) !== null);

const scriptPreload = (href: string) => `<link rel="preload" as="script" fetchpriority="low" href="${escapeAttribute(href)}">`;

/** Every script preload hint of a page: the build's (the shell's start-up chunks) and the remote's added above. */
const SCRIPT_PRELOADS = /<link rel="preload" as="script"[^>]*>/g;

/**
 * The page without its script preload hints, for a page whose first screen the server rendered. The hints make the
 * start-up scripts (about 180 KB) download alongside the page's images; with the content already in the HTML, the
 * images it shows go first, and main.js asks for the rest once it runs.
 */
export const withoutScriptPreloads = (page: string): string => page.replace(SCRIPT_PRELOADS, '');

export interface IndexPageOptions {
  webRoot: string;
  /** The runtime config served at /runtime-config.json when the web root has no such file. */
  generatedRuntimeConfig: () => unknown;
}

export interface ServerRenderInputs {
  /** The public remote's entry as the current deployment manifest names it (its release renders the page). */
  publicEntry?: string;
  /** The runtime config the page carries (the remote renders with the same settings as the browser). */
  runtimeConfig?: unknown;
}

export interface IndexPage {
  /** The page for a navigation to `pathname`, or undefined when the build's index.html is missing. */
  render(pathname: string): Promise<string | undefined>;
  /** What a server render of a public page needs: the public remote's entry and the runtime config, as the page has them. */
  serverRenderInputs(): Promise<ServerRenderInputs>;
}

/** The page for each kind of path, made from one state of the inputs. */
interface Rendered {
  /** Signatures of index.html, runtime-config.json, remotes.json and the hinted mf-manifest.json, taken before reading them. */
  signatures: string[];
  /** The public remote's mf-manifest.json the hints were read from. */
  mfManifestFile: string | undefined;
  /** Undefined when the build's index.html is missing. */
  pages: { publicRoute: string; other: string } | undefined;
  serverRenderInputs: ServerRenderInputs;
}

const sameSignatures = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((signature, index) => signature === b[index]);

export function createIndexPage({ webRoot, generatedRuntimeConfig }: IndexPageOptions): IndexPage {
  const inWebRoot = (urlPath: string) => path.join(webRoot, ...urlPath.split('/').filter(Boolean));
  const indexFile = path.join(webRoot, 'index.html');
  const runtimeConfigFile = inWebRoot(RUNTIME_CONFIG_PATH);
  const manifestFile = inWebRoot(REMOTES_MANIFEST_PATH);
  const inputs = [indexFile, runtimeConfigFile, manifestFile];

  /** The public remote's entry and routes chunks, when the manifest puts its entry on this server. */
  async function publicRemoteFiles(manifest: unknown): Promise<{ files: string[]; entry?: string; mfManifestFile?: string; mfManifestSignature?: string }> {
    let entry: string | undefined;
    try {
      entry = parseRemotesManifest(manifest).mfe_public?.entry;
    } catch {
      return { files: [] };
    }
    // An entry on another origin is not in this web root: the browser finds it through the manifest as before.
    if (!entry?.startsWith('/') || entry.startsWith('//') || entry.split('/').includes('..')) return { files: [] };
    const folder = path.posix.dirname(entry);
    const mfManifestFile = inWebRoot(path.posix.join(folder, MF_MANIFEST_FILE));
    const mfManifestSignature = await signatureOf(mfManifestFile);
    const mfManifest = parseJson(await readText(mfManifestFile));
    return { files: [entry, ...exposedRoutesChunks(mfManifest).map((file) => path.posix.join(folder, file))], entry, mfManifestFile, mfManifestSignature };
  }

  /** Reads the inputs whose signatures are `signatures` and makes the pages from them. */
  async function renderPages(signatures: string[]): Promise<Rendered> {
    const [html, configText, manifestText] = await Promise.all(inputs.map(readText));
    if (html === undefined) return { signatures, mfManifestFile: undefined, pages: undefined, serverRenderInputs: {} };
    // Without a file of its own the web root gets the configuration's, which does not change while the server runs.
    const config = configText === undefined ? generatedRuntimeConfig() : parseJson(configText);
    const manifest = parseJson(manifestText);
    const blocks: string[] = [];
    if (config !== undefined) blocks.push(jsonDataBlock(EMBEDDED_JSON_IDS.runtimeConfig, config));
    if (manifest !== undefined) blocks.push(jsonDataBlock(EMBEDDED_JSON_IDS.remotesManifest, manifest));
    const remote = manifest === undefined ? { files: [] } : await publicRemoteFiles(manifest);
    const headEnd = html.indexOf('</head>');
    const withHead = (parts: string[]) => (headEnd < 0 ? html : `${html.slice(0, headEnd)}${parts.join('')}${html.slice(headEnd)}`);
    return {
      signatures: remote.mfManifestSignature === undefined ? signatures : [...signatures, remote.mfManifestSignature],
      mfManifestFile: remote.mfManifestFile,
      serverRenderInputs: { publicEntry: remote.entry, runtimeConfig: config },
      pages: { publicRoute: withHead([...blocks, ...remote.files.map(scriptPreload)]), other: withHead(blocks) },
    };
  }

  // One state of the inputs is kept: the web root has one current set of files.
  let latest: Rendered | undefined;
  // Navigations that find the same changed inputs wait for one rendering instead of each reading the files.
  let rendering: { key: string; rendered: Promise<Rendered> } | undefined;

  async function currentPages(): Promise<Rendered> {
    const known = latest;
    const watched = known?.mfManifestFile === undefined ? inputs : [...inputs, known.mfManifestFile];
    const signatures = await Promise.all(watched.map(signatureOf));
    if (known !== undefined && sameSignatures(signatures, known.signatures)) return known;
    const inputSignatures = signatures.slice(0, inputs.length);
    const key = inputSignatures.join('|');
    if (rendering?.key !== key) {
      const rendered = renderPages(inputSignatures).finally(() => {
        if (rendering?.rendered === rendered) rendering = undefined;
      });
      rendering = { key, rendered };
    }
    const rendered = await rendering.rendered;
    latest = rendered;
    return rendered;
  }

  return {
    async render(pathname) {
      const { pages } = await currentPages();
      if (pages === undefined) return undefined;
      return isPublicRoute(pathname) ? pages.publicRoute : pages.other;
    },
    async serverRenderInputs() {
      return (await currentPages()).serverRenderInputs;
    },
  };
}
