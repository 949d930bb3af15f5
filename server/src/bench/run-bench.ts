// `npm run bench`: loads the public read endpoints of the real server, started on scale databases of
// 1 000 and 100 000 offer items (PGlite in a temporary DATA_DIR), with autocannon at 64 connections,
// and compares each with the ceiling: a plain node:http server sending a precomputed copy of the same
// response (ceiling-server.ts). Then asks the comparison engine's endpoints many different questions, so that
// every answer is computed, and compares the two catalogue sizes. Prints Markdown tables for docs/benchmarks.md.
//
// Each endpoint's --seconds are split into --rounds that alternate between the server and the ceiling,
// so a machine whose load changes during the run (a shared CI box) affects both alike; requests/s is the
// mean of the rounds, p50/p99 their median.
//
// Options: --sizes 1000,100000  --seconds 10  --rounds 5  --connections 64  --warmup 2 (not measured)
// --only <text> (just the endpoints whose name holds it, e.g. 'near': a change to one endpoint measured in minutes).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_SUPERADMIN_EMAIL, DEFAULT_SUPERADMIN_PASSWORD } from '../config.js';
import { openDatabase } from '../db/database.js';
import { PUBLIC_CACHE_MAX_ENTRIES } from '../plugins/public-cache.js';
import { SCALE, seedScale, type ScaleSeedResult } from '../seed/scale/seed-scale.js';
import { load, type LoadResult, loadVaried, probe, type Target, type VariedLoadResult } from './load.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverEntry = path.join(here, '..', 'server.js');
const ceilingEntry = path.join(here, 'ceiling-server.js');

/** Response headers the ceiling copies: what a browser needs to use the body. */
/**
 * Headers of the real answer the ceiling does not copy: Node writes them itself for any response. Every other one
 * (the content's and the security headers) it sends as they are, so both send the same bytes.
 */
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

interface Endpoint extends Target {
  name: string;
  /** One of the comparison engine's endpoints, whose answer must not grow with the catalogue. */
  comparison?: boolean;
}

/** Repeatable choices: the same run asks the same questions. */
function chooser(seedValue: number) {
  let state = seedValue;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]! };
}

/** A basket of 10 offered products, a shopping list's length. */
function basketTarget(seed: ScaleSeedResult, choose: ReturnType<typeof chooser>, scope: Record<string, number>): Target {
  const productIds = new Set<number>();
  while (productIds.size < Math.min(10, seed.offeredProductIds.length)) productIds.add(choose.pick(seed.offeredProductIds));
  const items = [...productIds].map((productId, index) => ({ productId, quantity: 1 + (index % 3) }));
  return { method: 'POST', path: '/api/basket/compare', body: JSON.stringify({ items, ...scope }) };
}

// Albania, roughly: where the scale data's store locations are.
const TIRANA = { latitude: 41.3275, longitude: 19.8187 };
const SEARCH_WORDS = ['qumesht', 'djathe', 'buke', 'vaj ulliri', 'kafe', 'molle', 'domate', 'cokollate', 'sapun', 'mjalte', 'oriz', 'kos'];

/** The comparison engine's read endpoints (COMPARISON.md §2–6), one question each. */
function comparisonEndpoints(seed: ScaleSeedResult): Endpoint[] {
  const productId = seed.offeredProductIds[0]!;
  const endpoints: Omit<Endpoint, 'comparison'>[] = [
    { name: 'GET /api/compare/products?q=', method: 'GET', path: '/api/compare/products?q=qumesht' },
    { name: 'GET /api/compare/products?sort=discount', method: 'GET', path: '/api/compare/products?sort=discount' },
    { name: 'GET /api/compare/products/{id}', method: 'GET', path: `/api/compare/products/${productId}` },
    // IDENTITY.md §3: a shopper's scan, held to the product page's speed.
    { name: 'GET /api/products/barcode/{code}', method: 'GET', path: `/api/products/barcode/${seed.offeredBarcodes[0]!}` },
    { name: 'GET /api/search/suggest', method: 'GET', path: '/api/search/suggest?q=djath' },
    { name: 'GET /api/store-locations/near', method: 'GET', path: `/api/store-locations/near?lat=${TIRANA.latitude}&lng=${TIRANA.longitude}` },
    { name: 'POST /api/basket/compare', ...basketTarget(seed, chooser(1), {}) },
    { name: 'GET /api/product/{id}/price-history', method: 'GET', path: `/api/product/${productId}/price-history` },
  ];
  return endpoints.map((endpoint) => ({ ...endpoint, comparison: true }));
}

/**
 * The same endpoints asked many different questions (more than the public cache keeps), so that every answer is
 * computed: what the first visitor after a write, or a visitor with an uncommon question, waits for. The questions
 * repeat as often at either catalogue size, so the two compare like with like: a product's offers are asked within a
 * city, as the small catalogue has too few products to ask about one each time.
 */
function computedEndpoints(seed: ScaleSeedResult): { name: string; kept: string; targets: Target[] }[] {
  const choose = chooser(7);
  const count = 2 * PUBLIC_CACHE_MAX_ENTRIES;
  const many = (make: (index: number) => Target) => Array.from({ length: count }, (_, index) => make(index));
  const sorts = ['relevance', 'discount', 'price', 'unitPrice', 'ending', 'newest'];
  const near = () => ({
    latitude: (TIRANA.latitude + (choose.next() - 0.5) * 2).toFixed(5),
    longitude: (TIRANA.longitude + (choose.next() - 0.5) * 1.5).toFixed(5),
  });
  return [
    {
      // What a shopper types: the first 3–5 letters of a word, sometimes within a category, in any order, any page.
      name: 'GET /api/compare/products (varied)',
      kept: 'GET /api/compare/products?q=',
      targets: many((index) => {
        const word = choose.pick(SEARCH_WORDS).slice(0, 3 + (index % 3));
        const category = index % 4 === 0 ? `&categoryId=${seed.busiestCategoryId}` : '';
        return { method: 'GET', path: `/api/compare/products?q=${encodeURIComponent(word)}${category}&sort=${choose.pick(sorts)}&page=${1 + (index % 5)}` };
      }),
    },
    {
      name: 'GET /api/compare/products/{id} (varied)',
      kept: 'GET /api/compare/products/{id}',
      targets: many((index) => ({ method: 'GET', path: `/api/compare/products/${choose.pick(seed.offeredProductIds)}?locationId=${seed.cityIds[index % seed.cityIds.length]!}` })),
    },
    {
      name: 'GET /api/products/barcode/{code} (varied)',
      kept: 'GET /api/products/barcode/{code}',
      targets: many(() => ({ method: 'GET', path: `/api/products/barcode/${choose.pick(seed.offeredBarcodes)}` })),
    },
    {
      name: 'GET /api/search/suggest (varied)',
      kept: 'GET /api/search/suggest',
      targets: many((index) => {
        const word = choose.pick(SEARCH_WORDS);
        return { method: 'GET', path: `/api/search/suggest?q=${encodeURIComponent(word.slice(0, 3 + (index % 4)))}&limit=${1 + (index % 20)}` };
      }),
    },
    {
      name: 'GET /api/store-locations/near (varied)',
      kept: 'GET /api/store-locations/near',
      targets: many(() => {
        const point = near();
        return { method: 'GET', path: `/api/store-locations/near?lat=${point.latitude}&lng=${point.longitude}` };
      }),
    },
    {
      name: 'POST /api/basket/compare (varied)',
      kept: 'POST /api/basket/compare',
      targets: many(() => {
        const point = near();
        return basketTarget(seed, choose, { latitude: Number(point.latitude), longitude: Number(point.longitude), radiusKm: 25 });
      }),
    },
    {
      name: 'GET /api/product/{id}/price-history (varied)',
      kept: 'GET /api/product/{id}/price-history',
      targets: many(() => ({ method: 'GET', path: `/api/product/${choose.pick(seed.offeredProductIds)}/price-history?days=${choose.pick([30, 90, 180])}` })),
    },
  ];
}

function endpoints(seed: ScaleSeedResult): Endpoint[] {
  return [
    ...comparisonEndpoints(seed),
    { name: 'GET /api/market/all', method: 'GET', path: '/api/market/all' },
    { name: 'GET /api/location/all', method: 'GET', path: '/api/location/all' },
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
      path: `/api/offer/view/store/location/${seed.sampleStorePointId}`,
    },
    { name: 'GET /api/store-locations/all', method: 'GET', path: '/api/store-locations/all' },
    { name: 'GET /api/category/all', method: 'GET', path: '/api/category/all' },
  ];
}

interface ComputedRow {
  items: number;
  endpoint: string;
  /** The cached endpoint answering the same kind of question (its throughput is what a computed one is held to). */
  kept: string;
  result: VariedLoadResult;
}

/** The server's resident memory after it started (the catalogue read) and after the loads, in MB. */
interface MemoryRow {
  items: number;
  startedMb: number;
  loadedMb: number;
}

/** The resident set size of a process (Linux), in MB. */
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

interface Row {
  items: number;
  endpoint: string;
  comparison?: boolean;
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

/** What the super admin's duplicates screen waits for: one page, computed (admin answers are never kept). */
interface DuplicatesRow {
  items: number;
  products: number;
  pairs: number;
  page: number;
  p50Ms: number;
  maxMs: number;
}

/** Times `times` requests of each of the duplicates' first and fifth pages, one after the other, as the super admin. */
async function timeDuplicates(port: number, items: number, times = 20): Promise<DuplicatesRow[]> {
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usernameOrEmail: DEFAULT_SUPERADMIN_EMAIL, password: DEFAULT_SUPERADMIN_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`the super admin's login: status ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const rows: DuplicatesRow[] = [];
  for (const page of [1, 5]) {
    const took: number[] = [];
    let pairs = 0;
    for (let time = 0; time < times; time++) {
      const started = performance.now();
      const response = await fetch(`${base}/api/admin/products/duplicates?page=${page}&pageSize=24`, { headers });
      const body = (await response.json()) as { total: number };
      took.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`duplicates page ${page}: status ${response.status}`);
      pairs = body.total;
    }
    rows.push({ items, products: SCALE.products + SCALE.products / SCALE.spelledTwinEvery, pairs, page, p50Ms: Math.round(median(took)), maxMs: Math.round(Math.max(...took)) });
  }
  return rows;
}

interface Options {
  connections: number;
  seconds: number;
  rounds: number;
  warmup: number;
  /** Only the endpoints whose name holds this ('' for all). */
  only: string;
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

async function benchSize(items: number, options: Options): Promise<{ rows: Row[]; computed: ComputedRow[]; memory: MemoryRow; duplicates: DuplicatesRow[] }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ofertat-bench-'));
  const rows: Row[] = [];
  const computed: ComputedRow[] = [];
  let duplicates: DuplicatesRow[] = [];
  let server: ChildProcess | undefined;
  let memory: MemoryRow | undefined;
  try {
    log(`\n== ${items} offer items: seeding ${dataDir}`);
    const seed = await seedDatabase(dataDir, items);
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_DATA: '0' };
    // Always the scale database just seeded, never a configured PostgreSQL server.
    delete env.DATABASE_URL;
    server = start(serverEntry, env);
    await waitUntilAnswering(port, { method: 'GET', path: '/api/health' }, server);
    const startedMb = await rssMb(server.pid!);

    for (const endpoint of endpoints(seed).filter((each) => each.name.includes(options.only))) {
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
      const headers = Object.fromEntries(Object.entries(sent.headers).filter(([name]) => !TRANSPORT_HEADERS.has(name)));
      const ceilingPort = await freePort();
      const ceiling = start(ceilingEntry, { ...process.env, PORT: String(ceilingPort), BENCH_BODY_FILE: bodyFile, BENCH_HEADERS: JSON.stringify(headers) });
      try {
        await waitUntilAnswering(ceilingPort, endpoint, ceiling);
        const [serverResult, ceilingResult] = await measurePair(port, ceilingPort, endpoint, options);
        rows.push({
          items,
          endpoint: endpoint.name,
          comparison: endpoint.comparison,
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

    for (const { name, kept, targets } of computedEndpoints(seed).filter((each) => each.name.includes(options.only))) {
      log(`${name}: ${targets.length} different questions…`);
      if (options.warmup > 0) await loadVaried(port, targets.slice(0, 100), { connections: options.connections, seconds: options.warmup });
      computed.push({ items, endpoint: name, kept, result: await loadVaried(port, targets, { connections: options.connections, seconds: options.seconds }) });
    }
    memory = { items, startedMb, loadedMb: await rssMb(server.pid!) };
    if ('duplicates'.includes(options.only) || options.only === '') {
      log('the duplicates screen…');
      duplicates = await timeDuplicates(port, items);
    }
  } finally {
    if (server) await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  }
  return { rows, computed, memory: memory!, duplicates };
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

function computedTable(rows: ComputedRow[]): string {
  const lines = ['| Items | Endpoint | req/s | p50 ms | p99 ms | Answer sent: median (largest) |', '|---:|---|---:|---:|---:|---:|'];
  for (const { items, endpoint, result } of rows) {
    lines.push(`| ${items} | ${endpoint} | ${rate(result)} | ${result.p50Ms} | ${result.p99Ms} | ${kilobytes(result.medianBytes)} (${kilobytes(result.maxBytes)}) |`);
  }
  return lines.join('\n');
}

/**
 * Issue 13's and 27's targets: p99 at the largest catalogue at most 2× the smallest's, answers that do not grow, and a
 * computed answer's throughput at the largest catalogue at least 0.1× that of the same endpoint's kept answer.
 */
function scalingTable(rows: { items: number; endpoint: string; p99Ms: number; bytes: number; requestsPerSecond: number; kept?: string }[]): string {
  const lines = ['| Endpoint | p99 largest / smallest catalogue | Answer largest / smallest | req/s computed / kept (largest) |', '|---|---:|---:|---:|'];
  const sizes = [...new Set(rows.map((row) => row.items))].sort((a, b) => a - b);
  for (const endpoint of new Set(rows.map((row) => row.endpoint))) {
    const at = (items: number) => rows.find((row) => row.endpoint === endpoint && row.items === items);
    const small = at(sizes[0]!);
    const large = at(sizes.at(-1)!);
    if (!small || !large || sizes.length < 2) continue;
    const kept = large.kept === undefined ? undefined : rows.find((row) => row.endpoint === large.kept && row.items === large.items);
    const share = kept ? `${(large.requestsPerSecond / kept.requestsPerSecond).toFixed(2)}×` : '–';
    lines.push(`| ${endpoint} | ${(large.p99Ms / Math.max(1, small.p99Ms)).toFixed(2)}× | ${(large.bytes / small.bytes).toFixed(2)}× | ${share} |`);
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '1000,100000' },
      seconds: { type: 'string', default: '10' },
      rounds: { type: 'string', default: '5' },
      connections: { type: 'string', default: '64' },
      warmup: { type: 'string', default: '2' },
      only: { type: 'string', default: '' },
    },
  });
  const sizes = values.sizes.split(',').map(Number);
  const options: Options = {
    seconds: Number(values.seconds),
    rounds: Number(values.rounds),
    connections: Number(values.connections),
    warmup: Number(values.warmup),
    only: values.only,
  };
  if (![...sizes, options.seconds, options.rounds, options.connections].every((value) => Number.isInteger(value) && value > 0)) {
    throw new Error('--sizes, --seconds, --rounds and --connections must be positive integers');
  }

  const rows: Row[] = [];
  const computed: ComputedRow[] = [];
  const memory: MemoryRow[] = [];
  const duplicates: DuplicatesRow[] = [];
  for (const items of sizes) {
    const measured = await benchSize(items, options);
    rows.push(...measured.rows);
    computed.push(...measured.computed);
    memory.push(measured.memory);
    duplicates.push(...measured.duplicates);
  }
  console.log(
    `\n${options.connections} connections, ${options.seconds} s per endpoint and target in ${options.rounds} alternating rounds, ` +
      `Accept-Encoding: gzip, deflate, br\n`,
  );
  console.log(table(rows));
  console.log(`\nComputed answers (cache misses): ${options.connections} connections, ${options.seconds} s each\n`);
  console.log(computedTable(computed));
  console.log('\nScaling of the comparison endpoints (cached, then computed)\n');
  console.log(
    scalingTable([
      ...rows
        .filter((row) => row.comparison && row.server)
        .map((row) => ({ items: row.items, endpoint: row.endpoint, p99Ms: row.server!.p99Ms, bytes: row.sentBytes!, requestsPerSecond: row.server!.requestsPerSecond })),
      ...computed.map((row) => ({
        items: row.items,
        endpoint: row.endpoint,
        p99Ms: row.result.p99Ms,
        bytes: row.result.medianBytes,
        requestsPerSecond: row.result.requestsPerSecond,
        kept: row.kept,
      })),
    ]),
  );
  console.log('\nThe duplicates screen (IDENTITY.md §4): a page of 24 pairs, computed, 20 requests one after the other\n');
  console.log(
    [
      '| Items | Products | Open pairs | Page | p50 ms | Slowest ms |',
      '|---:|---:|---:|---:|---:|---:|',
      ...duplicates.map((row) => `| ${row.items} | ${row.products} | ${row.pairs} | ${row.page} | ${row.p50Ms} | ${row.maxMs} |`),
    ].join('\n'),
  );
  console.log('\nServer memory (RSS): after start, with the catalogue read, and after the loads\n');
  console.log(['| Items | Started MB | After the loads MB |', '|---:|---:|---:|', ...memory.map((row) => `| ${row.items} | ${row.startedMb} | ${row.loadedMb} |`)].join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
