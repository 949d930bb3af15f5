// Publishes one remote's build into <webRoot>/remotes/<folder>/<version>/ and points the manifest at it.
// Usage: node tooling/deploy/publish-remote.mjs <workspace> [--web-root DIR] [--dist DIR]
//        node tooling/deploy/publish-remote.mjs <workspace> --rollback <version> [--web-root DIR]
//        node tooling/deploy/publish-remote.mjs <workspace> --list [--web-root DIR]
// Each remote wraps these as `npm run release|rollback|releases -w <workspace> -- [args]`; relative paths
// are taken from the folder npm was started in (INIT_CWD), not the workspace's.
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { MANIFEST_FILE, defaultWebRoot, remoteByWorkspace, repoRoot } from './remotes.mjs';

async function readManifest(webRoot) {
  try {
    return JSON.parse(await fs.readFile(path.join(webRoot, MANIFEST_FILE), 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return {};
    throw error;
  }
}

/** Writes the manifest through a rename, so a reader never sees a half-written file. */
async function writeManifest(webRoot, manifest) {
  const target = path.join(webRoot, MANIFEST_FILE);
  const temporary = `${target}.${process.pid}.tmp`;
  await fs.writeFile(temporary, `${JSON.stringify(manifest, null, 2)}\n`);
  await fs.rename(temporary, target);
}

async function pointManifest(webRoot, workspace, version) {
  const remote = remoteByWorkspace(workspace);
  const folder = path.join(webRoot, 'remotes', remote.folder, version);
  await fs.access(path.join(folder, 'remoteEntry.js'));
  const manifest = await readManifest(webRoot);
  manifest[remote.federationName] = { entry: `/remotes/${remote.folder}/${version}/remoteEntry.js`, version };
  await writeManifest(webRoot, manifest);
  return manifest[remote.federationName];
}

export async function publishRemote({ workspace, webRoot = defaultWebRoot, dist = path.join(repoRoot, workspace, 'dist') }) {
  const remote = remoteByWorkspace(workspace);
  const buildInfo = JSON.parse(await fs.readFile(path.join(dist, 'build-info.json'), 'utf8'));
  const folder = path.join(webRoot, 'remotes', remote.folder, buildInfo.version);
  // Copy beside the target and rename into place: the old version keeps serving until the manifest moves.
  const staging = `${folder}.${process.pid}.staging`;
  await fs.rm(staging, { recursive: true, force: true });
  await fs.cp(dist, staging, { recursive: true });
  await fs.rm(folder, { recursive: true, force: true });
  await fs.mkdir(path.dirname(folder), { recursive: true });
  await fs.rename(staging, folder);
  return pointManifest(webRoot, workspace, buildInfo.version);
}

export async function rollbackRemote({ workspace, version, webRoot = defaultWebRoot }) {
  return pointManifest(webRoot, workspace, version);
}

/** The versions of a remote present in the web root, oldest first, and the one the manifest points at. */
export async function listReleases({ workspace, webRoot = defaultWebRoot }) {
  const remote = remoteByWorkspace(workspace);
  const entries = await fs.readdir(path.join(webRoot, 'remotes', remote.folder), { withFileTypes: true }).catch(() => []);
  const folders = entries.filter((entry) => entry.isDirectory() && !entry.name.includes('.staging'));
  const dated = await Promise.all(
    folders.map(async (entry) => ({ version: entry.name, stat: await fs.stat(path.join(webRoot, 'remotes', remote.folder, entry.name)) })),
  );
  const current = (await readManifest(webRoot))[remote.federationName]?.version ?? null;
  return { current, versions: dated.sort((a, b) => a.stat.mtimeMs - b.stat.mtimeMs).map((entry) => entry.version) };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      'web-root': { type: 'string' },
      dist: { type: 'string' },
      rollback: { type: 'string' },
      list: { type: 'boolean' },
    },
  });
  const [workspace] = positionals;
  const startedIn = process.env.INIT_CWD ?? process.cwd();
  const webRoot = path.resolve(startedIn, values['web-root'] ?? defaultWebRoot);
  if (values.list) {
    const { current, versions } = await listReleases({ workspace, webRoot });
    for (const version of versions) console.log(`${version === current ? '*' : ' '} ${version}`);
  } else {
    const result = values.rollback
      ? await rollbackRemote({ workspace, version: values.rollback, webRoot })
      : await publishRemote({ workspace, webRoot, dist: values.dist && path.resolve(startedIn, values.dist) });
    console.log(`${workspace} → ${result.entry}`);
  }
}
