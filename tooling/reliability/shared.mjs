// What both reliability checks need: a built server started on its own port and data folder, a small HTTP
// client that times each request, the demo market admins' sign-in, and valid offer bodies compared with
// what the server later returns. Run `npm run build -w shared-api && npm run build -w server` first.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverDist = path.join(repoRoot, 'server/dist');
const serverEntry = path.join(serverDist, 'server.js');

export function assertServerBuilt() {
  if (!existsSync(serverEntry)) {
    throw new Error('server/dist/server.js is missing: run `npm run build -w shared-api && npm run build -w server` first');
  }
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHealth(baseUrl, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it was healthy`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`the server was not healthy within ${timeoutMs / 1000} s`);
}

/**
 * Starts `node server/dist/server.js` on a free loopback port with embedded PGlite in `dataDir` (or the PostgreSQL
 * database `databaseUrl`) and the demo data, and resolves once /api/health answers 200 (the database opened and
 * answers). `env` adds or overrides variables. The server's output goes to `logFile` (appended), so a failed start
 * can be shown. Like `npm start` (server/package.json), it runs with MALLOC_ARENA_MAX=2 unless the environment sets
 * another value or `mallocArenaMax` is null (glibc's default).
 */
export async function startServer({
  dataDir,
  logFile,
  databaseUrl = '',
  env: extraEnv = {},
  healthTimeoutMs = 180_000,
  mallocArenaMax = process.env.MALLOC_ARENA_MAX ?? '2',
}) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = openSync(logFile, 'a');
  const startedAt = performance.now();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DEMO_DATA: '1',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  if (mallocArenaMax === null) delete env.MALLOC_ARENA_MAX;
  else env.MALLOC_ARENA_MAX = mallocArenaMax;
  const child = spawn(process.execPath, [serverEntry], {
    env,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await waitForHealth(baseUrl, child, healthTimeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    throw error;
  }
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    baseUrl,
    port,
    pid: child.pid,
    /** Milliseconds from spawning the process to the first healthy answer. */
    startMs: performance.now() - startedAt,
    alive,
    /** Sends the signal and resolves once the process is gone (SIGKILL after 10 s if it is still there). */
    async stop(signal = 'SIGTERM') {
      if (alive()) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Keep-alive HTTP client with at most `connections` sockets. Every call resolves with the status, the
 * parsed JSON body (null when there is none), its size and the time it took; only network failures reject.
 * `compressed` asks as a browser does (gzip or brotli) and leaves the body unread: a load needs no parsing.
 */
export function createHttpClient(baseUrl, { connections = 16, timeoutMs = 30_000 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const origin = new URL(baseUrl);
  const basePath = origin.pathname.replace(/\/$/, '');

  function request(method, apiPath, { token, json, compressed = false } = {}) {
    const payload = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
    const headers = { accept: 'application/json', 'accept-encoding': compressed ? 'gzip, deflate, br' : 'identity' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (payload) Object.assign(headers, { 'content-type': 'application/json', 'content-length': String(payload.length) });
    const startedAt = performance.now();
    return new Promise((resolve, reject) => {
      const outgoing = http.request(
        { agent, host: origin.hostname, port: origin.port, method, path: `${basePath}${apiPath}`, headers, timeout: timeoutMs },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const raw = Buffer.concat(chunks);
            const text = compressed ? '' : raw.toString('utf8');
            let body = null;
            if (text !== '' && (response.headers['content-type'] ?? '').includes('json')) {
              try {
                body = JSON.parse(text);
              } catch {
                body = text;
              }
            }
            resolve({ status: response.statusCode, body, bytes: raw.length, ms: performance.now() - startedAt });
          });
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  }

  return { request, close: () => agent.destroy() };
}

/** A request that must succeed (setup and verification, not the measured load). */
export async function expectStatus(client, expected, method, apiPath, options) {
  const response = await client.request(method, apiPath, options);
  if (response.status !== expected) {
    throw new Error(`${method} ${apiPath} answered ${response.status} (expected ${expected}): ${JSON.stringify(response.body)}`);
  }
  return response.body;
}

/** The demo market admins the seed creates (server/src/seed/demo), read from the built server: one source for them. */
export async function demoMarketAdmins() {
  assertServerBuilt();
  const { DEMO_MARKETS } = await import(path.join(serverDist, 'seed/demo/markets.js'));
  const { DEMO_MARKET_ADMIN_PASSWORD, demoMarketAdminEmail } = await import(path.join(serverDist, 'seed/demo/market-admins.js'));
  return DEMO_MARKETS.map(({ key }) => ({ email: demoMarketAdminEmail(key), password: DEMO_MARKET_ADMIN_PASSWORD }));
}

/**
 * Signs a market admin in (POST /api/admin/login, once per admin: the route is rate-limited per client) and
 * loads what a valid offer of theirs may refer to: their market's and the global products, any city, and
 * their own store locations.
 */
export async function signInMarketAdmin(client, { email, password }) {
  const session = await expectStatus(client, 200, 'POST', '/api/admin/login', { json: { usernameOrEmail: email, password } });
  if (session.marketId === null) throw new Error(`${email} is not a market admin`);
  const token = session.token;
  const [products, cities, stores] = await Promise.all([
    expectStatus(client, 200, 'GET', `/api/product/get/market/${session.marketId}`, { token }),
    expectStatus(client, 200, 'GET', '/api/location/all'),
    expectStatus(client, 200, 'GET', '/api/store-locations/all/market', { token }),
  ]);
  if (products.length === 0 || cities.length === 0) throw new Error(`${email}: no products or cities to build an offer from`);
  return {
    email,
    token,
    marketId: session.marketId,
    productIds: products.map((product) => product.productId),
    locationIds: cities.map((city) => city.locationId),
    storeLocationIds: stores.map((store) => store.storeLocationId),
  };
}

const randomInt = (min, max) => min + Math.floor(Math.random() * (max - min + 1));

function pick(list, count) {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(0, i);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, Math.min(count, copy.length));
}

/** YYYY-MM-DD in Europe/Tirane, `offsetDays` from today: the day the server decides "current" offers by. */
function tiraneDay(offsetDays = 0) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tirane' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return date.toISOString().slice(0, 10);
}

/**
 * A body POST /api/offer/add and PUT /api/offer/edit accept from this admin (spec section 5 rules): current
 * dates, one or two cities, up to two own store locations, one to four distinct products with the new price
 * below the old one. The name is the caller's, so each write can be recognised afterwards.
 */
export function buildOfferBody(admin, offerName) {
  return {
    offerName,
    startDate: tiraneDay(-randomInt(0, 2)),
    endDate: tiraneDay(randomInt(3, 30)),
    locationIds: pick(admin.locationIds, randomInt(1, 2)),
    storeLocationIds: pick(admin.storeLocationIds, randomInt(0, 2)),
    products: pick(admin.productIds, randomInt(1, 4)).map((productId) => {
      const oldCents = randomInt(10_000, 200_000);
      return { productId, oldPrice: oldCents / 100, newPrice: randomInt(5_000, oldCents - 1) / 100 };
    }),
  };
}

const sortedNumbers = (values) => [...values].sort((a, b) => a - b).join(',');
const productLines = (lines) =>
  [...lines]
    .sort((a, b) => a.productId - b.productId)
    .map((line) => `${line.productId}:${line.oldPrice.toFixed(2)}>${line.newPrice.toFixed(2)}`)
    .join(' ');

/**
 * How the offer GET /api/offer/view/{id} returned differs from the body that wrote it (empty when it matches):
 * a record missing a product, a city or a store, or with other values, is not what was acknowledged.
 */
export function offerDifferences(detail, body, marketId) {
  const expected = {
    offerName: body.offerName,
    startDate: body.startDate,
    endDate: body.endDate,
    marketId: String(marketId),
    cities: sortedNumbers(body.locationIds),
    stores: sortedNumbers(body.storeLocationIds),
    products: productLines(body.products),
  };
  const actual = {
    offerName: detail.offerName,
    startDate: detail.startDate,
    endDate: detail.endDate,
    marketId: String(detail.marketId),
    cities: sortedNumbers(detail.locations.map((city) => city.locationId)),
    stores: sortedNumbers(detail.storeLocations.map((store) => store.storeLocationId)),
    products: productLines(detail.products),
  };
  return Object.keys(expected)
    .filter((field) => expected[field] !== actual[field])
    .map((field) => `${field}: expected "${expected[field]}", got "${actual[field]}"`);
}

/** Nearest-rank percentile of ascending values (`fraction` 0.5 for p50). */
export function percentile(sortedValues, fraction) {
  if (sortedValues.length === 0) return 0;
  return sortedValues[Math.max(0, Math.ceil(fraction * sortedValues.length) - 1)];
}

export const round = (value, digits = 1) => Number(value.toFixed(digits));
