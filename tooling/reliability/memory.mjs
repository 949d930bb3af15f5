// Memory of one server on embedded PGlite with the demo data: after its first start, after a restart, and at
// its peak under a sustained stream of bad input. Fails (exit code 1) when
//   - the server's RSS after it has settled (--settle-s after healthy) exceeds --idle-limit-mb (250) after the
//     first start or after the restart,
//   - its peak RSS under the stream exceeds --peak-limit-mb (500): the highest of the samples (every 250 ms) and
//     of the kernel's high-water mark (VmHWM, which also covers the moments between samples),
//   - the server process ends during the run.
// The first start prepares the new database in a child process (server/src/seed/first-start.ts); its peak is
// reported apart (it ends before the server listens) and has no limit.
//
// The stream (--seconds, --connections workers each sending one request after another) is what a careless or
// hostile client sends: malformed JSON, wrong types, bodies just under the JSON limit (128 KB) and of 1 MB (over
// it; Fastify's default limit, the server's until 25 November 2026), searches with
// absurd values, sign-ins with wrong passwords (scrypt is memory-hard), and, signed in as a demo market admin,
// uploads that must be refused (a text file as an image, a corrupt PNG, a 6 MB file over the image limit, a
// PNG declaring 64 megapixels, a corrupt PDF, a form with too many parts) and one that must be accepted but costs
// the most to encode: a valid 7 000 × 7 000 PNG (49 MP, just under the limit) as a product's new image.
// The statuses are reported; 5xx answers and unanswered requests are counted, not failed on (the fuzz and
// mixed-load checks judge answers; this one judges memory).
//
//   node tooling/reliability/memory.mjs [--seconds 60] [--connections 48] [--settle-s 15]
//     [--idle-limit-mb 250] [--peak-limit-mb 500] [--keep-data]
//     [--only 'kind of bad input'] [--data-dir DIR (an existing one: its first start is not a first start)]
//     [--malloc-arena-max 2 (as `npm start`; 'unset' for glibc's default)]
//
// Needs the built server (`npm run build -w shared-api && npm run build -w server`). Prints a summary, then one
// JSON line (the last line) for docs/benchmarks.md.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { deflateSync } from 'node:zlib';
import { assertServerBuilt, createHttpClient, demoMarketAdmins, expectStatus, round, startServer } from './shared.mjs';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '48' },
    'settle-s': { type: 'string', default: '15' },
    'idle-limit-mb': { type: 'string', default: '250' },
    'peak-limit-mb': { type: 'string', default: '500' },
    'keep-data': { type: 'boolean', default: false },
    // Diagnosis: only the kinds of bad input whose name contains this text; an existing DATA_DIR to start on.
    only: { type: 'string', default: '' },
    'data-dir': { type: 'string', default: '' },
    // The server's MALLOC_ARENA_MAX (as `npm start` sets it); 'unset' for glibc's default (8 arenas per core).
    'malloc-arena-max': { type: 'string', default: process.env.MALLOC_ARENA_MAX ?? '2' },
  },
});
const seconds = Number(options.seconds);
const connections = Number(options.connections);
const settleS = Number(options['settle-s']);
const idleLimitMb = Number(options['idle-limit-mb']);
const peakLimitMb = Number(options['peak-limit-mb']);
if (![seconds, connections, settleS, idleLimitMb, peakLimitMb].every((value) => Number.isFinite(value) && value > 0)) {
  console.error('usage: memory.mjs [--seconds 60] [--connections 48] [--settle-s 15] [--idle-limit-mb 250] [--peak-limit-mb 500] [--keep-data]');
  process.exit(2);
}

const SAMPLE_MS = 250;
const MB = 1024 * 1024;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- /proc -------------------------------------------------------------------------------------------------

/** VmRSS and VmHWM of a process in MB; null once it is gone. */
async function memoryOf(pid) {
  try {
    const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
    const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 1024;
    return { rss: field('VmRSS'), hwm: field('VmHWM') };
  } catch {
    return null;
  }
}

/** The processes whose parent is `parentPid`, read from /proc/<pid>/stat. */
async function childrenOf(parentPid) {
  const children = [];
  for (const entry of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await fs.readFile(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid …: comm may hold spaces and parentheses, so read after the last ')'.
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parentPid) children.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return children;
}

/**
 * Until stopped, every SAMPLE_MS: the peak memory of the processes the server started (this script starts only
 * the server, so they are its children): the first start's database preparation.
 */
function sampleServerChildren() {
  let peak = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      for (const serverPid of await childrenOf(process.pid)) {
        for (const pid of await childrenOf(serverPid)) {
          const memory = await memoryOf(pid);
          if (memory) peak = Math.max(peak, memory.hwm, memory.rss);
        }
      }
      await sleep(SAMPLE_MS);
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return peak;
    },
  };
}

/** Samples one process's RSS every SAMPLE_MS until stopped; resolves with the samples (MB). */
function sampleProcess(pid) {
  const samples = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const memory = await memoryOf(pid);
      if (memory) samples.push(memory.rss);
      await sleep(SAMPLE_MS);
    }
  })();
  return {
    samples,
    async stop() {
      running = false;
      await done;
      return samples;
    },
  };
}

// ---- one start ------------------------------------------------------------------------------------------------

/** Starts the server on `dataDir` and measures it at health and once settled. */
async function measuredStart(label, dataDir, logFile) {
  const children = sampleServerChildren();
  const server = await startServer({ dataDir, logFile, mallocArenaMax: options['malloc-arena-max'] === 'unset' ? null : options['malloc-arena-max'] });
  const childrenPeak = await children.stop();
  const atHealth = await memoryOf(server.pid);
  const settling = sampleProcess(server.pid);
  await sleep(settleS * 1000);
  const samples = await settling.stop();
  const settled = await memoryOf(server.pid);
  if (!settled) throw new CheckFailed(`${label}: the server ended while settling`);
  const row = {
    label,
    startS: round(server.startMs / 1000, 1),
    rssAtHealthMb: round(atHealth.rss),
    rssSettledMb: round(settled.rss),
    hwmMb: round(settled.hwm),
    settlingMaxMb: round(Math.max(...samples, settled.rss)),
    // The first start's child (database creation, migrations, demo data); 0 when there was none.
    preparationPeakMb: round(childrenPeak),
  };
  console.log(
    `${label}: healthy after ${row.startS} s at ${row.rssAtHealthMb} MB RSS, ${row.rssSettledMb} MB after ${settleS} s ` +
      `(high-water ${row.hwmMb} MB${row.preparationPeakMb ? `; database prepared in a child process that peaked at ${row.preparationPeakMb} MB` : ''})`,
  );
  return { server, row };
}

// ---- bad input ------------------------------------------------------------------------------------------------

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function pngChunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/**
 * An RGB PNG of `width` × `height` with a few coloured bands: small on the wire (it compresses well), large
 * once decoded. With `declaredHeight` the header claims more rows than the data holds (a pixel bomb's header).
 */
function png(width, height, declaredHeight = height) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(declaredHeight, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  const rows = [];
  for (let y = 0; y < height; y++) {
    const band = Math.floor((y / height) * 6);
    row.fill(0);
    for (let x = 0; x < width; x++) row.set([40 * band, 255 - 40 * band, (x >> 4) & 0xff], 1 + x * 3);
    rows.push(Buffer.from(row));
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })), pngChunk('IEND', Buffer.alloc(0))]);
}

/** YYYY-MM-DD, `offsetDays` from today. */
const today = (offsetDays) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

function multipart(parts) {
  const boundary = `----memory${randomBytes(8).toString('hex')}`;
  const chunks = [];
  for (const { name, value, filename, type } of parts) {
    const disposition = `form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`));
    chunks.push(Buffer.isBuffer(value) ? value : Buffer.from(String(value)));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Sends raw bytes; resolves with the status (0 when the request got no answer). */
function sendRaw(agent, baseUrl, method, apiPath, { body, contentType, token } = {}) {
  const origin = new URL(baseUrl);
  const headers = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body) Object.assign(headers, { 'content-type': contentType, 'content-length': String(body.length) });
  return new Promise((resolve) => {
    const request = http.request({ agent, host: origin.hostname, port: origin.port, method, path: apiPath, headers, timeout: 60_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
      response.on('error', () => resolve(0));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

/** The kinds of bad request, each a function of the signed-in admin's context returning what to send. */
function badRequests(context) {
  const { token, product, email } = context;
  const productFields = [
    { name: 'productName', value: product.productName },
    { name: 'productUnit', value: product.productUnit ?? 'copë' },
    { name: 'categoryId', value: product.categoryId },
  ];
  const json = (value) => ({ body: Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)), contentType: 'application/json' });
  const paddedJson = (entries) => JSON.stringify({ usernameOrEmail: 'x'.repeat(1000), password: 'y'.repeat(1000), padding: Array.from({ length: entries }, (_, i) => ({ k: i, v: 'zzzzzzzzzzzzzzzzzzzzzzzz' })) });
  // 127 KB, just under the server's JSON limit (JSON_BODY_LIMIT, 128 KB, server/src/app.ts): read and parsed.
  const nearLimitJson = paddedJson(3_000);
  // 1 000 KB, just under Fastify's default limit (1 MB), the server's limit until 25 November 2026: now refused.
  const overLimitJson = paddedJson(24_000);
  const images = {
    text: Buffer.from('this is not an image\n'.repeat(400)),
    corruptPng: Buffer.concat([png(64, 64).subarray(0, 60), randomBytes(20_000)]),
    overLimit: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(6 * MB)]),
    pixelBomb: png(8000, 64, 8000),
    largestAllowed: png(7000, 7000),
  };
  const corruptPdf = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >>\n'), randomBytes(200_000), Buffer.from('\n%%EOF\n')]);
  const upload = (kind) => () => [
    'PUT',
    `/api/product/update/${product.productId}`,
    { ...multipart([...productFields, { name: 'productImage', value: images[kind], filename: `${kind}.png`, type: 'image/png' }]), token },
  ];
  return [
    ['malformed JSON', () => ['POST', '/api/offer/search', json('{"productId": 1, "categoryId": ')]],
    ['wrong types', () => ['POST', '/api/offer/add', { ...json({ offerName: 42, startDate: [], endDate: {}, locationIds: 'all', products: 'x' }), token }]],
    ['JSON near the size limit', () => ['POST', '/api/admin/login', json(nearLimitJson)]],
    ['JSON over the size limit', () => ['POST', '/api/admin/login', json(overLimitJson)]],
    ['absurd search', () => ['POST', '/api/offer/search', json({ productId: '9'.repeat(400), categoryId: -1, locationId: 1e308, marketId: 'ü%_\\' })]],
    ['wrong password', () => ['POST', '/api/admin/login', json({ usernameOrEmail: Math.random() < 0.5 ? email : `nobody${Math.floor(Math.random() * 1e6)}@ofertat.al`, password: randomBytes(12).toString('base64') })]],
    ['text as image', upload('text')],
    ['corrupt PNG', upload('corruptPng')],
    ['image over the size limit', upload('overLimit')],
    ['pixel bomb header', upload('pixelBomb')],
    ['largest allowed image', upload('largestAllowed')],
    [
      'corrupt PDF',
      () => [
        'POST',
        '/api/volantino/add',
        {
          ...multipart([
            { name: 'volantinoName', value: 'Fletëpalosje e prishur' },
            { name: 'volantinoStartDate', value: today(0) },
            { name: 'volantinoEndDate', value: today(7) },
            { name: 'volantinoImageUrl', value: png(200, 280), filename: 'cover.png', type: 'image/png' },
            { name: 'volantinoPdfUrl', value: corruptPdf, filename: 'flyer.pdf', type: 'application/pdf' },
          ]),
          token,
        },
      ],
    ],
    ['too many parts', () => ['PUT', `/api/product/update/${product.productId}`, { ...multipart(Array.from({ length: 400 }, (_, i) => ({ name: `f${i}`, value: 'x'.repeat(100) }))), token }]],
  ];
}

async function badInputStream(server) {
  const client = createHttpClient(server.baseUrl);
  const [admin] = await demoMarketAdmins();
  const session = await expectStatus(client, 200, 'POST', '/api/admin/login', { json: { usernameOrEmail: admin.email, password: admin.password } });
  const products = await expectStatus(client, 200, 'GET', `/api/product/get/market/${session.marketId}`, { token: session.token });
  client.close();
  // A product of the admin's own market (the list also holds the global products, which only the super admin edits).
  const product = products.find((candidate) => candidate.marketId === session.marketId);
  if (!product) throw new Error(`${admin.email} has no product of their own market to upload images to`);
  const kinds = badRequests({ token: session.token, product, email: admin.email }).filter(([name]) => name.includes(options.only));

  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const counts = Object.fromEntries(kinds.map(([name]) => [name, { sent: 0, statuses: {} }]));
  const deadline = Date.now() + seconds * 1000;
  const sampler = sampleProcess(server.pid);
  let next = 0;
  const worker = async () => {
    while (Date.now() < deadline) {
      const [name, build] = kinds[next++ % kinds.length];
      const [method, apiPath, request] = build();
      const status = await sendRaw(agent, server.baseUrl, method, apiPath, request);
      counts[name].sent++;
      counts[name].statuses[status] = (counts[name].statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();
  const samples = await sampler.stop();
  const after = await memoryOf(server.pid);
  if (!after) throw new CheckFailed('the server ended under the stream of bad input');
  // After the stream: does the memory come back down?
  await sleep(settleS * 1000);
  const settled = await memoryOf(server.pid);
  if (!settled) throw new CheckFailed('the server ended after the stream of bad input');
  return { counts, samples, peakMb: round(Math.max(...samples, after.hwm)), sampledPeakMb: round(Math.max(...samples)), hwmMb: round(after.hwm), settledMb: round(settled.rss) };
}

// ---- main -----------------------------------------------------------------------------------------------------

class CheckFailed extends Error {}

async function main() {
  assertServerBuilt();
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ofertat-memory-'));
  const dataDir = options['data-dir'] || path.join(workDir, 'data');
  const logFile = path.join(workDir, 'server.log');
  console.log(`Memory check: ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}, data in ${workDir}`);
  let server;
  let succeeded = false;
  const failures = [];
  try {
    const first = await measuredStart('first start (demo data)', dataDir, logFile);
    await first.server.stop('SIGTERM');
    const restart = await measuredStart('restart', dataDir, logFile);
    server = restart.server;

    console.log(`bad input: ${connections} connections for ${seconds} s…`);
    const stream = await badInputStream(server);
    const sent = Object.values(stream.counts).reduce((sum, { sent }) => sum + sent, 0);
    const statusTotals = {};
    for (const { statuses } of Object.values(stream.counts)) {
      for (const [status, count] of Object.entries(statuses)) statusTotals[status] = (statusTotals[status] ?? 0) + count;
    }
    for (const [name, { sent: count, statuses }] of Object.entries(stream.counts)) {
      console.log(`  ${name.padEnd(26)} ${String(count).padStart(6)}  ${Object.entries(statuses).map(([status, n]) => `${status === '0' ? 'no answer' : status} × ${n}`).join(', ')}`);
    }
    console.log(
      `bad input: ${sent} requests (${round(sent / seconds)}/s); RSS peak ${stream.peakMb} MB (sampled ${stream.sampledPeakMb} MB, ` +
        `high-water ${stream.hwmMb} MB), ${stream.settledMb} MB ${settleS} s after the stream`,
    );

    for (const { row } of [first, restart]) {
      if (row.rssSettledMb > idleLimitMb) failures.push(`${row.label}: ${row.rssSettledMb} MB RSS after settling, over ${idleLimitMb} MB`);
    }
    if (stream.peakMb > peakLimitMb) failures.push(`bad input: peak ${stream.peakMb} MB RSS, over ${peakLimitMb} MB`);
    const fiveXx = Object.entries(statusTotals).filter(([status]) => status >= '500').reduce((sum, [, n]) => sum + n, 0);

    console.log(failures.length === 0 ? `\nPASS: idle ≤ ${idleLimitMb} MB and peak ≤ ${peakLimitMb} MB` : `\nFAIL: ${failures.join('; ')}`);
    console.log(
      JSON.stringify({
        check: 'memory',
        date: new Date().toISOString(),
        node: process.version,
        mallocArenaMax: options['malloc-arena-max'],
        loadAverage: round(os.loadavg()[0]),
        limits: { idleMb: idleLimitMb, peakMb: peakLimitMb },
        firstStart: first.row,
        restart: restart.row,
        badInput: {
          seconds,
          connections,
          requests: sent,
          statuses: statusTotals,
          fiveXx,
          unanswered: statusTotals['0'] ?? 0,
          peakMb: stream.peakMb,
          sampledPeakMb: stream.sampledPeakMb,
          hwmMb: stream.hwmMb,
          settledAfterMb: stream.settledMb,
          perKind: stream.counts,
        },
        passed: failures.length === 0,
      }),
    );
    succeeded = failures.length === 0;
  } finally {
    if (server) await server.stop('SIGTERM');
    if (succeeded && !options['keep-data']) await fs.rm(workDir, { recursive: true, force: true });
    else console.log(`  data and server log kept in ${workDir}`);
  }
  if (!succeeded) process.exit(1);
}

main().catch((error) => {
  console.error(`\nFAIL: ${error instanceof CheckFailed ? error.message : (error.stack ?? error)}`);
  process.exit(1);
});
