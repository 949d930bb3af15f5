// `npm run bench`: loads the public read endpoints of the real server, started on scale databases of
// 10 000 and 100 000 offer items (PGlite in a temporary DATA_DIR), with autocannon at 64 connections,
// and compares each with the ceiling: a plain node:http server sending a precomputed copy of the same
// response (ceiling-server.ts). Prints a Markdown table for docs/benchmarks.md.
//
// Each endpoint's --seconds are split into --rounds that alternate between the server and the ceiling,
// so a machine whose load changes during the run (a shared CI box) affects both alike; requests/s is the
// mean of the rounds, p50/p99 their median.
//
// Options: --sizes 10000,100000  --seconds 10  --rounds 5  --connections 64  --warmup 2 (not measured).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/database.js';
import { seedScale, type ScaleSeedResult } from '../seed/scale/seed-scale.js';
import { load, type LoadResult, probe, type Target } from './load.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverEntry = path.join(here, '..', 'server.js');
const ceilingEntry = path.join(here, 'ceiling-server.js');

/** Response headers the ceiling copies: what a browser needs to use the body. */
const CONTENT_HEADERS = ['content-type', 'content-encoding', 'etag', 'cache-control', 'vary'];

interface Endpoint extends Target {
  name: string;
}

function endpoints(seed: ScaleSeedResult): Endpoint[] {
  return [
    { name: 'GET /api/offer/all', method: 'GET', path: '/api/offer/all' },
    { name: 'GET /api/offer/all/special', method: 'GET', path: '/api/offer/all/special' },
    {
      name: 'POST /api/offer/search (category)',
      method: 'POST',
      path: '/api/offer/search',
      body: JSON.stringify({ productId: null, categoryId: seed.busiestCategoryId, locationId: null, marketId: null }),
    },
    {
      name: 'GET /api/offer/view/store/location/{id}',
      method: 'GET',
      path: `/api/offer/view/store/location/${seed.sampleStoreLocationId}`,
    },
    { name: 'GET /api/store-locations/all', method: 'GET', path: '/api/store-locations/all' },
    { name: 'GET /api/category/all', method: 'GET', path: '/api/category/all' },
  ];
}

interface Row {
  items: number;
  endpoint: string;
  /** Why it was not measured (route missing, error status). */
  skipped?: string;
  sentBytes?: number;
  jsonBytes?: number;
  encoding?: string;
  server?: LoadResult;
  ceiling?: LoadResult;
}

const log = (message: string) => process.stderr.write(`${message}\n`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function start(entry: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  child.stdout!.resume();
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function waitUntilAnswering(port: number, target: Target, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the process on port ${port} exited with ${child.exitCode}`);
    try {
      if ((await probe(port, target)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`nothing answered on port ${port} within 2 minutes`);
}

async function seedDatabase(dataDir: string, items: number): Promise<ScaleSeedResult> {
  const database = await openDatabase({ pgliteDataDir: path.join(dataDir, 'pglite') });
  try {
    await database.migrate();
    return await seedScale(database.db, items);
  } finally {
    await database.close();
  }
}

interface Options {
  connections: number;
  seconds: number;
  rounds: number;
  warmup: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function summarise(results: LoadResult[]): LoadResult {
  return {
    requestsPerSecond: results.reduce((sum, result) => sum + result.requestsPerSecond, 0) / results.length,
    p50Ms: median(results.map((result) => result.p50Ms)),
    p99Ms: median(results.map((result) => result.p99Ms)),
    failures: results.reduce((sum, result) => sum + result.failures, 0),
  };
}

/** Loads the server and the ceiling in alternating rounds; returns [server, ceiling]. */
async function measurePair(serverPort: number, ceilingPort: number, target: Target, options: Options): Promise<[LoadResult, LoadResult]> {
  const { connections } = options;
  if (options.warmup > 0) {
    await load(serverPort, target, { connections, seconds: options.warmup });
    await load(ceilingPort, target, { connections, seconds: options.warmup });
  }
  const seconds = Math.max(1, Math.round(options.seconds / options.rounds));
  const server: LoadResult[] = [];
  const ceiling: LoadResult[] = [];
  for (let round = 0; round < options.rounds; round++) {
    server.push(await load(serverPort, target, { connections, seconds }));
    ceiling.push(await load(ceilingPort, target, { connections, seconds }));
  }
  return [summarise(server), summarise(ceiling)];
}

async function benchSize(items: number, options: Options): Promise<Row[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ofertat-bench-'));
  const rows: Row[] = [];
  let server: ChildProcess | undefined;
  try {
    log(`\n== ${items} offer items: seeding ${dataDir}`);
    const seed = await seedDatabase(dataDir, items);
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_DATA: '0' };
    // Always the scale database just seeded, never a configured PostgreSQL server.
    delete env.DATABASE_URL;
    server = start(serverEntry, env);
    await waitUntilAnswering(port, { method: 'GET', path: '/api/health' }, server);

    for (const endpoint of endpoints(seed)) {
      // The first request also fills the public cache, as the first visitor after a write does.
      const sent = await probe(port, endpoint);
      if (sent.status !== 200) {
        const reason = sent.status === 404 ? 'route missing (404)' : `status ${sent.status}`;
        log(`${endpoint.name}: ${reason}, not measured`);
        rows.push({ items, endpoint: endpoint.name, skipped: reason });
        continue;
      }
      const plain = await probe(port, endpoint, {});
      log(`${endpoint.name}: server and ceiling…`);
      const bodyFile = path.join(dataDir, 'ceiling-body');
      await writeFile(bodyFile, sent.body);
      const headers = Object.fromEntries(CONTENT_HEADERS.filter((name) => sent.headers[name]).map((name) => [name, sent.headers[name]]));
      const ceilingPort = await freePort();
      const ceiling = start(ceilingEntry, { ...process.env, PORT: String(ceilingPort), BENCH_BODY_FILE: bodyFile, BENCH_HEADERS: JSON.stringify(headers) });
      try {
        await waitUntilAnswering(ceilingPort, endpoint, ceiling);
        const [serverResult, ceilingResult] = await measurePair(port, ceilingPort, endpoint, options);
        rows.push({
          items,
          endpoint: endpoint.name,
          sentBytes: sent.body.length,
          jsonBytes: plain.body.length,
          encoding: sent.headers['content-encoding'] ?? 'identity',
          server: serverResult,
          ceiling: ceilingResult,
        });
      } finally {
        await stop(ceiling);
      }
    }
  } finally {
    if (server) await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  }
  return rows;
}

const kilobytes = (bytes: number) => (bytes >= 10_240 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1024).toFixed(1)} KB`);
const rate = (result: LoadResult) => `${Math.round(result.requestsPerSecond)}${result.failures > 0 ? ` (${result.failures} failed)` : ''}`;

function table(rows: Row[]): string {
  const lines = [
    '| Items | Endpoint | Body sent (JSON) | Server req/s | p50 ms | p99 ms | Ceiling req/s | p50 ms | p99 ms | Server / ceiling |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    if (!row.server || !row.ceiling) {
      lines.push(`| ${row.items} | ${row.endpoint} | ${row.skipped} | – | – | – | – | – | – | – |`);
      continue;
    }
    const share = Math.round((row.server.requestsPerSecond / row.ceiling.requestsPerSecond) * 100);
    lines.push(
      `| ${row.items} | ${row.endpoint} | ${kilobytes(row.sentBytes!)} ${row.encoding} (${kilobytes(row.jsonBytes!)}) | ` +
        `${rate(row.server)} | ${row.server.p50Ms} | ${row.server.p99Ms} | ` +
        `${rate(row.ceiling)} | ${row.ceiling.p50Ms} | ${row.ceiling.p99Ms} | ${share} % |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '10000,100000' },
      seconds: { type: 'string', default: '10' },
      rounds: { type: 'string', default: '5' },
      connections: { type: 'string', default: '64' },
      warmup: { type: 'string', default: '2' },
    },
  });
  const sizes = values.sizes.split(',').map(Number);
  const options: Options = {
    seconds: Number(values.seconds),
    rounds: Number(values.rounds),
    connections: Number(values.connections),
    warmup: Number(values.warmup),
  };
  if (![...sizes, options.seconds, options.rounds, options.connections].every((value) => Number.isInteger(value) && value > 0)) {
    throw new Error('--sizes, --seconds, --rounds and --connections must be positive integers');
  }

  const rows: Row[] = [];
  for (const items of sizes) rows.push(...(await benchSize(items, options)));
  console.log(
    `\n${options.connections} connections, ${options.seconds} s per endpoint and target in ${options.rounds} alternating rounds, ` +
      `Accept-Encoding: gzip, deflate, br\n`,
  );
  console.log(table(rows));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
