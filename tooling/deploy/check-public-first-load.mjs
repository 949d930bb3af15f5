// The public home page's first load, read from a web root: the shell's start-up scripts (index.html's script and
// its preload hints, tooling/webpack/startup-preload-plugin.cjs) and the public remote's entry with the chunks of
// its routes module (its mf-manifest.json, as server/src/plugins/index-page.ts hints them). Prints their gzip
// sizes and fails when their sum is over the budget, when one of them carries admin-kit code (the kit is for the two
// admin areas only, and every byte of it on the home page is paid by every visitor), or when a script that runs at
// once lacks V8's compile hint.
// Usage: node tooling/deploy/check-public-first-load.mjs [webRoot]   (run by assemble-web-root.mjs after each build)
import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { MANIFEST_FILE, defaultWebRoot, remotes } from './remotes.mjs';
import { COMPILE_HINT } from '../webpack/compile-hints-plugin.cjs';

/**
 * A text of the admin kit's upload bar (admin-kit/src/upload-progress) that no public screen shows. Minifiers keep
 * string literals, so any chunk holding the kit holds this text; the admin builds are required to contain it, so
 * a reworded label fails here instead of leaving a check that can no longer fail.
 */
export const ADMIN_KIT_MARKER = 'Duke ngarkuar skedarët';

/** The most JavaScript the home page may load at start, gzip -9: issue 30's limit (docs/benchmarks.md). */
export const FIRST_LOAD_BUDGET_KB = 165;

const PUBLIC_REMOTE = remotes['mfe-public'].federationName;
const ADMIN_REMOTES = ['mfe-market-admin', 'mfe-super-admin'].map((workspace) => remotes[workspace].federationName);

const kb = (bytes) => (bytes / 1024).toFixed(1);

const readJson = async (file) => JSON.parse(await fs.readFile(file, 'utf8'));

/** Site-root paths of the scripts index.html runs or preloads. */
function shellStartupScripts(html) {
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);
  const preloads = [...html.matchAll(/<link[^>]*rel="preload"[^>]*>/g)]
    .filter(([tag]) => tag.includes('as="script"'))
    .map(([tag]) => /\shref="([^"]+)"/.exec(tag)?.[1])
    .filter(Boolean);
  return [...scripts, ...preloads];
}

/** The public remote's entry and the chunks its routes module needs at once, as site-root paths. */
async function publicRemoteScripts(webRoot, manifest) {
  const entry = manifest[PUBLIC_REMOTE]?.entry;
  if (typeof entry !== 'string' || !entry.startsWith('/')) throw new Error(`${MANIFEST_FILE} names no public remote in this web root`);
  const folder = path.posix.dirname(entry);
  const mfManifest = await readJson(path.join(webRoot, folder, 'mf-manifest.json'));
  const routes = mfManifest.exposes?.find((expose) => expose.path === './routes');
  if (!routes) throw new Error(`${folder}/mf-manifest.json lists no ./routes module`);
  return [entry, ...routes.assets.js.sync.map((file) => path.posix.join(folder, file))];
}

async function scriptFilesUnder(folder) {
  const entries = await fs.readdir(folder, { recursive: true });
  return entries.filter((file) => file.endsWith('.js')).map((file) => path.join(folder, file));
}

/**
 * @param {string} webRoot
 * @returns {Promise<{ files: { path: string, gzipBytes: number, adminKit: boolean }[], gzipBytes: number, problems: string[] }>}
 */
export async function checkPublicFirstLoad(webRoot) {
  const manifest = await readJson(path.join(webRoot, MANIFEST_FILE));
  const html = await fs.readFile(path.join(webRoot, 'index.html'), 'utf8');
  const paths = [...new Set([...shellStartupScripts(html), ...(await publicRemoteScripts(webRoot, manifest))])];
  const files = await Promise.all(
    paths.map(async (urlPath) => {
      const body = await fs.readFile(path.join(webRoot, ...urlPath.split('/').filter(Boolean)));
      return {
        path: urlPath,
        gzipBytes: gzipSync(body, { level: 9 }).length,
        adminKit: body.includes(ADMIN_KIT_MARKER),
        unhinted: !body.toString('utf8', 0, COMPILE_HINT.length).startsWith(COMPILE_HINT),
      };
    }),
  );
  const problems = [
    ...files.filter((file) => file.adminKit).map((file) => `${file.path} carries admin-kit code`),
    ...files.filter((file) => file.unhinted).map((file) => `${file.path} runs at start-up but lacks V8's compile hint (tooling/webpack/compile-hints-plugin.cjs)`),
  ];
  const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  if (gzipBytes > FIRST_LOAD_BUDGET_KB * 1024) problems.push(`${kb(gzipBytes)} KB gzip, over the budget of ${FIRST_LOAD_BUDGET_KB} KB`);
  for (const name of ADMIN_REMOTES) {
    const folder = path.join(webRoot, path.posix.dirname(manifest[name]?.entry ?? '/missing'));
    const carriers = await Promise.all((await scriptFilesUnder(folder).catch(() => [])).map(async (file) => (await fs.readFile(file)).includes(ADMIN_KIT_MARKER)));
    if (!carriers.includes(true)) problems.push(`no script of ${name} contains the admin-kit marker '${ADMIN_KIT_MARKER}': update ADMIN_KIT_MARKER`);
  }
  return { files, gzipBytes, problems };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { files, gzipBytes, problems } = await checkPublicFirstLoad(path.resolve(process.argv[2] ?? defaultWebRoot));
  console.log(`Public home page, first-load JavaScript: ${files.length} files, ${kb(gzipBytes)} KB gzip (budget ${FIRST_LOAD_BUDGET_KB} KB)`);
  for (const file of [...files].sort((a, b) => b.gzipBytes - a.gzipBytes)) console.log(`  ${kb(file.gzipBytes).padStart(7)} KB  ${file.path}`);
  if (problems.length > 0) {
    console.error(`The public first load:\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  }
}
