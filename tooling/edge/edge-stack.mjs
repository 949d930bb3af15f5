// The production edge on one machine: nginx (the repo's nginx.conf) in front of two server instances that
// share one PostgreSQL database and one DATA_DIR, serving a deployment folder laid out like production:
//   <prefix>/web    the web root (a copy of dist/web; remotes are (re)published into it)
//   <prefix>/data   the instances' shared DATA_DIR (uploads, jwt-secret)
//   <prefix>/logs, <prefix>/temp   nginx's
// A fresh database is created on the given PostgreSQL server for each stack and dropped when it stops.
// The ports are nginx.conf's: nginx on 8080, the upstream instances on 3000 and 3001.
//
// Used by the edge e2e suite (e2e/playwright.edge.config.ts) and the load check; by hand:
//   DATABASE_URL=postgres://user@host:port/postgres node tooling/edge/edge-stack.mjs   (Ctrl-C stops it)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverEntry = path.join(repoRoot, 'server/dist/server.js');
export const EDGE_PORT = 8080;
export const INSTANCE_PORTS = [3000, 3001];

async function assertPortFree(port) {
  await new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () => reject(new Error(`port ${port} is in use; the edge stack needs ports ${EDGE_PORT}, ${INSTANCE_PORTS.join(', ')} (nginx.conf)`)));
    probe.listen(port, '127.0.0.1', () => probe.close(resolve));
  });
}

/** Polls `url` until it answers 2xx; `exited` names a reason to give up early (a process that died). */
async function waitFor(url, exited = () => null, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reason = exited();
    if (reason) throw new Error(reason);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function databaseUrlWithName(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(serverUrl, query) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/**
 * @param {{ databaseServerUrl: string, env?: Record<string, string>, log?: (line: string) => void }} options
 *   databaseServerUrl: a PostgreSQL server URL whose user may CREATE DATABASE; env: more server variables.
 */
export async function startEdgeStack({ databaseServerUrl, env = {}, log = (line) => console.log(line) }) {
  await fs.access(path.join(repoRoot, 'dist/web/index.html')).catch(() => {
    throw new Error('dist/web is missing: run `npm run build` first');
  });
  for (const port of [EDGE_PORT, ...INSTANCE_PORTS]) await assertPortFree(port);

  const prefix = await fs.mkdtemp(path.join(os.tmpdir(), 'ofertat-edge-'));
  // nginx's workers run as an unprivileged user when nginx starts as root: they must read the web root.
  await fs.chmod(prefix, 0o755);
  const webRoot = path.join(prefix, 'web');
  const dataDir = path.join(prefix, 'data');
  await fs.cp(path.join(repoRoot, 'dist/web'), webRoot, { recursive: true });
  await Promise.all(['logs', 'temp', 'data'].map((folder) => fs.mkdir(path.join(prefix, folder), { recursive: true })));

  const databaseName = `ofertat_edge_${randomBytes(4).toString('hex')}`;
  await onServer(databaseServerUrl, `create database ${databaseName}`);
  const databaseUrl = databaseUrlWithName(databaseServerUrl, databaseName);

  const children = [];
  const stop = async () => {
    spawnSync('nginx', ['-p', prefix, '-c', path.join(repoRoot, 'nginx.conf'), '-e', 'logs/error.log', '-s', 'quit'], { stdio: 'ignore' });
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
    await onServer(databaseServerUrl, `drop database if exists ${databaseName} with (force)`).catch((error) => log(`edge: ${error.message}`));
    await fs.rm(prefix, { recursive: true, force: true });
  };

  try {
    const instances = [];
    // One after the other: the first migrates and seeds (the others would wait on its advisory lock anyway).
    for (const port of INSTANCE_PORTS) {
      const child = spawn(process.execPath, [serverEntry], {
        env: {
          // As `npm start` and the README's deployment: glibc keeps fewer arenas of memory libvips freed.
          MALLOC_ARENA_MAX: '2',
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          WEB_ROOT: webRoot,
          TRUST_PROXY: 'loopback',
          // Visitors reach the instances through nginx: canonical addresses and the sitemap name its address.
          PUBLIC_ORIGIN: `http://localhost:${EDGE_PORT}`,
          DEMO_DATA: '1',
          LOG_LEVEL: 'warn',
          ...env,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(child);
      const url = `http://127.0.0.1:${port}`;
      await waitFor(`${url}/api/health`, () => child.exitCode !== null && `server on port ${port} exited with ${child.exitCode}`);
      instances.push({ url, pid: child.pid });
    }

    const nginx = spawnSync('nginx', ['-p', prefix, '-c', path.join(repoRoot, 'nginx.conf'), '-e', 'logs/error.log'], { encoding: 'utf8' });
    if (nginx.status !== 0) throw new Error(`nginx did not start: ${nginx.stderr}`);
    const baseURL = `http://127.0.0.1:${EDGE_PORT}`;
    await waitFor(`${baseURL}/api/health`);
    log(`edge stack: nginx ${baseURL} → ${instances.map((instance) => instance.url).join(', ')}; database ${databaseName}; web root ${webRoot}`);
    return { baseURL, instances, webRoot, dataDir, databaseUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const databaseServerUrl = process.env.DATABASE_URL;
  if (!databaseServerUrl) {
    console.error('Set DATABASE_URL to a PostgreSQL server URL whose user may create databases.');
    process.exit(1);
  }
  const stack = await startEdgeStack({ databaseServerUrl });
  const shutdown = async () => {
    await stack.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
