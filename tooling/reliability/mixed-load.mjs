// Mixed load: public reads and market admins' offer writes at once, for a fixed time, against a running
// server (directly, or nginx in front of several instances). Fails when
//   - any answer is a 5xx, or a request gets no answer (network error, 30 s timeout),
//   - any answer has a status the request cannot legitimately get (a valid write refused, a read not 200);
//     429 (rate limited) is counted and reported apart: this load signs each admin in once and sends no
//     click counters, so it should see none,
//   - an acknowledged write is lost: afterwards every offer the load wrote is read back and must hold the
//     values of its last acknowledged write (or be gone after an acknowledged delete),
//   - the memory of a given server process is not stable (below), or the process ends.
//
// Reads: what the public site asks for (mfe-public through shared-api/src/resources): home (offer cards,
// special offers, top and bottom ads, markets), search popup (products, cities, categories, search), market
// and store pages, map (store locations), flyers and job posts.
// Writes (--write-share of all requests): the demo market admins (or --admin-email/--admin-password) create
// offers, edit them and delete some, each offer written by one request at a time so its last acknowledged
// values are known. Deletes keep each admin's live offers near a cap, so the data (and the public answers)
// stop growing and memory can settle. Offers left at the end are deleted (after the check).
//
// Memory (--pids): VmRSS of each process from /proc/<pid>/status, once a second. After a warm-up
// (min(20 s, duration / 3): a second instance starts small and grows to its working size in the first seconds)
// the rest is split into two equal windows, at most 20 s each, ending at the end of the load; the process is
// stable when the lowest RSS of the last window is at most 10 % above the highest of the window before it:
// memory that keeps coming back into the range it already had is not growing, while a leak lifts the whole
// range until even its lowest values stand above the earlier highs. Comparing peaks alone failed a healthy
// run in CI: its last-window peak stood 19 % above the one before because of when the collector ran, and the
// process ended 8 % below that earlier peak.
//
// Writers apart (--writers N): by default each connection writes the share of its requests, so a reader waits for a
// write as long as the write takes (a write is answered after its mend, about half of MEND_INTERVAL_MS on average)
// and the reads measure the writes' latency as much as their cost. Visitors do not wait for market admins: with
// --writers, the --connections only read, and N more connections write, paced so that writes stay --write-share of
// all requests (a write is begun only while fewer than that share have been).
//
// Reads alone against the mix in one run (--alternate S): the timed load is cut into slices of S seconds that
// alternate between reads alone and the mix of --write-share; the first, of reads alone, warms up and is not
// counted. This machine's speed drifts by up to 40 % between runs a minute apart (docs/benchmarks.md), more than the
// difference a change makes, so two separate runs compare the machine's moments rather than the two loads;
// alternating slices share its moments alike (as `npm run bench` alternates the server and its ceiling). A request
// counts for its slice when it began and ended in it, after the slice's first SETTLE_SHARE (writes still in flight,
// answers dropped by the last mend built again).
//
// CPU (--pids, --cpu-command): the CPU time each given process, every process named by --cpu-command (e.g. postgres:
// its backends) and this load itself used during the load, from /proc/<pid>/stat, and per request. On a machine
// whose cores the load shares with the server and the database, the reads a write costs are told by these figures
// rather than by latencies (docs/benchmarks.md, "Mixed load").
//
//   node tooling/reliability/mixed-load.mjs --base-url http://127.0.0.1:8080 [--seconds 60] [--connections 50]
//     [--pids 123,456] [--cpu-command postgres] [--write-share 0.1] [--writers 64] [--alternate 5]
//     [--admin-email a@x ... --admin-password P]
//
// Prints a summary, then one JSON line (the last line) for docs/benchmarks.md. Exit code 1 on failure.
import { readdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  buildOfferBody,
  createHttpClient,
  demoMarketAdmins,
  expectStatus,
  offerDifferences,
  percentile,
  round,
  signInMarketAdmin,
} from './shared.mjs';

const MEMORY_GROWTH_LIMIT = 0.1;
const MEMORY_WINDOW_S = 20;
const MEMORY_WARMUP_S = 20;
/** Offers an admin keeps from this load before the mix leans to deleting. */
const LIVE_OFFERS_PER_ADMIN = 12;
/** The share of an alternating slice (--alternate) not counted: the change from the slice before settles in it. */
const SETTLE_SHARE = 0.2;
// Offer names of this load carry it, so its offers are recognisable in the admin screens.
const runId = Date.now().toString(36);

const { values: options } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50' },
    pids: { type: 'string', default: '' },
    'cpu-command': { type: 'string', multiple: true, default: [] },
    'write-share': { type: 'string', default: '0.1' },
    writers: { type: 'string', default: '0' },
    alternate: { type: 'string', default: '0' },
    'admin-email': { type: 'string', multiple: true },
    'admin-password': { type: 'string', multiple: true },
  },
});
const seconds = Number(options.seconds);
const connections = Number(options.connections);
const writeShare = Number(options['write-share']);
const pids = options.pids === '' ? [] : options.pids.split(',').map(Number);
const sliceSeconds = Number(options.alternate);
const writers = Number(options.writers);
if (
  !options['base-url'] ||
  !(seconds > 0) ||
  !Number.isInteger(connections) ||
  connections < 1 ||
  !(writeShare >= 0 && writeShare <= 1) ||
  !(sliceSeconds >= 0) ||
  !(Number.isInteger(writers) && writers >= 0) ||
  (sliceSeconds > 0 && seconds < 3 * sliceSeconds) ||
  !pids.every((pid) => Number.isInteger(pid) && pid > 0)
) {
  console.error(
    'usage: mixed-load.mjs --base-url URL [--seconds 60] [--connections 50] [--pids 123,456] [--cpu-command NAME] [--write-share 0.1] [--writers N] [--alternate SECONDS, at most a third of --seconds] ' +
      '[--admin-email EMAIL ... --admin-password PASSWORD ...]',
  );
  process.exit(2);
}
const baseUrl = options['base-url'].replace(/\/$/, '');

function adminAccounts() {
  const emails = options['admin-email'] ?? [];
  const passwords = options['admin-password'] ?? [];
  if (emails.length === 0) return demoMarketAdmins();
  if (passwords.length !== 1 && passwords.length !== emails.length) {
    throw new Error('give one --admin-password for all admins, or one per --admin-email');
  }
  return emails.map((email, index) => ({ email, password: passwords[passwords.length === 1 ? 0 : index] }));
}

const randomOf = (list) => list[Math.floor(Math.random() * list.length)];

/** The public reads, with weights near a visitor's mix: the home page's calls most. */
function publicReads(reference) {
  const searchBody = () => {
    const criterion = randomOf(['categoryId', 'locationId', 'marketId', 'productId']);
    const ids = { categoryId: reference.categoryIds, locationId: reference.locationIds, marketId: reference.marketIds, productId: reference.productIds }[criterion];
    return { productId: null, categoryId: null, locationId: null, marketId: null, [criterion]: randomOf(ids) };
  };
  const reads = [
    [4, 'GET /api/offer/all', () => ['GET', '/api/offer/all']],
    [3, 'GET /api/offer/all/special', () => ['GET', '/api/offer/all/special']],
    [2, 'GET /api/ads/top', () => ['GET', '/api/ads/top']],
    [2, 'GET /api/ads/bottom', () => ['GET', '/api/ads/bottom']],
    [3, 'GET /api/market/all', () => ['GET', '/api/market/all']],
    [1, 'GET /api/product/all', () => ['GET', '/api/product/all']],
    [1, 'GET /api/location/all', () => ['GET', '/api/location/all']],
    [1, 'GET /api/category/all', () => ['GET', '/api/category/all']],
    [3, 'POST /api/offer/search', () => ['POST', '/api/offer/search', searchBody()]],
    [1, 'GET /api/market/{id}', () => ['GET', `/api/market/${randomOf(reference.marketIds)}`]],
    [2, 'GET /api/offer/market/app/{id}', () => ['GET', `/api/offer/market/app/${randomOf(reference.marketIds)}`]],
    [1, 'GET /api/store-locations/all', () => ['GET', '/api/store-locations/all']],
    [2, 'GET /api/offer/view/store/location/{id}', () => ['GET', `/api/offer/view/store/location/${randomOf(reference.storeLocationIds)}`]],
    [1, 'GET /api/volantino/all', () => ['GET', '/api/volantino/all']],
    [1, 'GET /api/jobpost/all', () => ['GET', '/api/jobpost/all']],
    [1, 'GET /api/product/{id}', () => ['GET', `/api/product/${randomOf(reference.productIds)}`]],
  ];
  // A database without flyers or job posts has no detail page to read.
  if (reference.volantinoIds.length > 0) reads.push([1, 'GET /api/volantino/{id}', () => ['GET', `/api/volantino/${randomOf(reference.volantinoIds)}`]]);
  if (reference.jobPostIds.length > 0) reads.push([1, 'GET /api/jobpost/job/{id}', () => ['GET', `/api/jobpost/job/${randomOf(reference.jobPostIds)}`]]);
  const totalWeight = reads.reduce((sum, [weight]) => sum + weight, 0);
  return () => {
    let draw = Math.random() * totalWeight;
    for (const [weight, name, build] of reads) {
      draw -= weight;
      if (draw < 0) return [name, ...build()];
    }
    const [, name, build] = reads.at(-1);
    return [name, ...build()];
  };
}

async function loadReference(client) {
  const [markets, categories, cities, stores, products, flyers, jobs] = await Promise.all(
    ['/api/market/all', '/api/category/all', '/api/location/all', '/api/store-locations/all', '/api/product/all', '/api/volantino/all', '/api/jobpost/all'].map(
      (apiPath) => expectStatus(client, 200, 'GET', apiPath),
    ),
  );
  return {
    marketIds: markets.map((market) => market.marketId),
    categoryIds: categories.map((category) => category.categoryId),
    locationIds: cities.map((city) => city.locationId),
    storeLocationIds: stores.map((store) => store.storeLocationId),
    productIds: products.map((product) => product.productId),
    volantinoIds: flyers.map((flyer) => flyer.volantinoId),
    jobPostIds: jobs.map((job) => job.jobPostId),
  };
}

/** VmRSS of each process, sampled every second; a process that ends is reported, not skipped. */
function sampleMemory(pidList) {
  const samples = new Map(pidList.map((pid) => [pid, []]));
  const gone = new Set();
  const startedAt = performance.now();
  const read = () => {
    const t = (performance.now() - startedAt) / 1000;
    for (const pid of pidList) {
      try {
        const kb = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
        samples.get(pid).push({ t, mb: kb / 1024 });
      } catch {
        gone.add(pid);
      }
    }
  };
  read();
  const timer = setInterval(read, 1000);
  return {
    stop() {
      clearInterval(timer);
      read();
      return { samples, gone };
    },
  };
}

/** Clock ticks a second of /proc/<pid>/stat's CPU times (USER_HZ: 100 on Linux for every architecture). */
const TICKS_PER_SECOND = 100;

/** User and system CPU of `pid` so far, in ms, and its command name; undefined once it has ended. */
function processCpu(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces; the fields counted here come after it.
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    return { command: stat.slice(stat.indexOf('(') + 1, close), ms: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND };
  } catch {
    return undefined;
  }
}

/** CPU ms of the given processes and of every process with one of `commands`, by pid, now. */
function cpuSnapshot(pidList, commands) {
  const snapshot = new Map();
  for (const pid of pidList) snapshot.set(pid, processCpu(pid));
  if (commands.length > 0) {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const cpu = processCpu(Number(entry));
      if (cpu && commands.includes(cpu.command)) snapshot.set(Number(entry), cpu);
    }
  }
  return snapshot;
}

/**
 * The CPU used between two snapshots: of each given process, of each command (processes started meanwhile count
 * from zero; those ended meanwhile are lost, so the figure is a floor), and of this load.
 */
function cpuUsed(before, after, pidList, commands, loadMs) {
  const used = (pid) => (after.get(pid)?.ms ?? before.get(pid)?.ms ?? 0) - (before.get(pid)?.ms ?? 0);
  const byCommand = Object.fromEntries(
    commands.map((command) => [command, round([...after].filter(([pid, cpu]) => cpu?.command === command && !pidList.includes(pid)).reduce((sum, [pid]) => sum + used(pid), 0))]),
  );
  return { pids: pidList.map((pid) => ({ pid, ms: round(used(pid)) })), commands: byCommand, loadMs: round(loadMs) };
}

/** The stability verdict of the header for one process's samples over a load of `duration` seconds. */
function memoryVerdict(samples, duration) {
  const warmup = Math.min(MEMORY_WARMUP_S, duration / 3);
  const window = Math.min(MEMORY_WINDOW_S, (duration - warmup) / 2);
  const between = (from, to) => samples.filter((s) => s.t >= from && s.t <= to).map((s) => s.mb);
  const previousPeak = Math.max(...between(duration - 2 * window, duration - window));
  const lastFloor = Math.min(...between(duration - window, duration));
  const growth = (lastFloor - previousPeak) / previousPeak;
  return {
    startMb: round(samples[0].mb),
    peakMb: round(Math.max(...samples.map((s) => s.mb))),
    endMb: round(samples.at(-1).mb),
    windowS: round(window),
    previousWindowPeakMb: round(previousPeak),
    lastWindowFloorMb: round(lastFloor),
    growthPct: round(growth * 100),
    stable: Number.isFinite(growth) && growth <= MEMORY_GROWTH_LIMIT,
  };
}

function createRecorder() {
  const kinds = { read: { latencies: [], statuses: {} }, write: { latencies: [], statuses: {} } };
  const endpoints = new Map();
  const failures = [];
  let networkErrors = 0;
  let bytes = 0;
  return {
    kinds,
    endpoints,
    failures,
    get networkErrors() {
      return networkErrors;
    },
    get bytes() {
      return bytes;
    },
    answered(kind, name, response, expected) {
      const stats = kinds[kind];
      stats.latencies.push(response.ms);
      stats.statuses[response.status] = (stats.statuses[response.status] ?? 0) + 1;
      bytes += response.bytes;
      if (!endpoints.has(name)) endpoints.set(name, { kind, latencies: [], statuses: {} });
      const endpoint = endpoints.get(name);
      endpoint.latencies.push(response.ms);
      endpoint.statuses[response.status] = (endpoint.statuses[response.status] ?? 0) + 1;
      const ok = expected.includes(response.status);
      if (!ok && response.status !== 429) failures.push(`${name} answered ${response.status}: ${JSON.stringify(response.body)?.slice(0, 200)}`);
      return ok;
    },
    unanswered(name, error) {
      networkErrors++;
      failures.push(`${name}: no answer (${error.message})`);
    },
  };
}

/** Each admin's offers from this load: the body each must hold, and whether a request is writing it now. */
function createWriteState(sessions) {
  return sessions.map((session) => ({ session, offers: new Map(), deleted: new Set(), uncertain: new Set(), writes: 0 }));
}

/** The body of the admin's next offer write, named after this load, the market and the write's number. */
const nextOfferBody = (admin) => buildOfferBody(admin.session, `Ngarkesë ${runId} ${admin.session.marketId}-${++admin.writes}`);

async function writeOnce(client, recorder, state) {
  const admin = randomOf(state);
  const idle = [...admin.offers].filter(([, offer]) => !offer.busy).map(([offerId]) => offerId);
  const draw = Math.random();
  const operation =
    idle.length === 0 ? 'create' : admin.offers.size >= LIVE_OFFERS_PER_ADMIN ? (draw < 0.5 ? 'delete' : 'edit') : draw < 0.45 ? 'create' : draw < 0.85 ? 'edit' : 'delete';
  const token = admin.session.token;
  const body = operation === 'delete' ? undefined : nextOfferBody(admin);

  if (operation === 'create') {
    const name = 'POST /api/offer/add';
    try {
      const response = await client.request('POST', '/api/offer/add', { token, json: body });
      if (recorder.answered('write', name, response, [201])) admin.offers.set(response.body.offerId, { body, busy: false });
    } catch (error) {
      recorder.unanswered(name, error);
    }
    return;
  }

  const offerId = randomOf(idle);
  const offer = admin.offers.get(offerId);
  offer.busy = true;
  const name = operation === 'edit' ? 'PUT /api/offer/edit/{id}' : 'DELETE /api/offer/delete/{id}';
  try {
    const response =
      operation === 'edit'
        ? await client.request('PUT', `/api/offer/edit/${offerId}`, { token, json: body })
        : await client.request('DELETE', `/api/offer/delete/${offerId}`, { token });
    if (recorder.answered('write', name, response, [200])) {
      if (operation === 'edit') {
        offer.body = body;
      } else {
        admin.offers.delete(offerId);
        admin.deleted.add(offerId);
      }
    } else if (response.status >= 500) {
      admin.uncertain.add(offerId);
    }
  } catch (error) {
    recorder.unanswered(name, error);
    admin.uncertain.add(offerId);
  }
  offer.busy = false;
}

/**
 * Each admin's offers created up to the cap before the timed load, so the timed reads see the catalogue the writes
 * keep (about LIVE_OFFERS_PER_ADMIN offers an admin), whatever the write share: reads alone and the mix then read the
 * same catalogue, and their throughputs differ by what the writes cost rather than by the load's own offers (without
 * it, the home page's list was 2.6 times larger in the mix).
 */
async function fill(client, state) {
  await Promise.all(
    state.map(async (admin) => {
      while (admin.offers.size < LIVE_OFFERS_PER_ADMIN) {
        const body = nextOfferBody(admin);
        const created = await expectStatus(client, 201, 'POST', '/api/offer/add', { token: admin.session.token, json: body });
        admin.offers.set(created.offerId, { body, busy: false });
      }
    }),
  );
}

/** Every offer the load wrote, read back: the last acknowledged values, or 404 after an acknowledged delete. */
async function verifyWrites(client, state) {
  const lost = [];
  let checked = 0;
  for (const admin of state) {
    const token = admin.session.token;
    for (const [offerId, offer] of admin.offers) {
      if (admin.uncertain.has(offerId)) continue;
      checked++;
      const response = await client.request('GET', `/api/offer/view/${offerId}`, { token });
      if (response.status !== 200) lost.push(`offer ${offerId}: acknowledged, but reading it back answers ${response.status}`);
      else {
        const differences = offerDifferences(response.body, offer.body, admin.session.marketId);
        if (differences.length > 0) lost.push(`offer ${offerId}: not as last acknowledged: ${differences.join('; ')}`);
      }
    }
    for (const offerId of admin.deleted) {
      checked++;
      const response = await client.request('GET', `/api/offer/view/${offerId}`, { token });
      if (response.status !== 404) lost.push(`offer ${offerId}: deleted (acknowledged), but reading it back answers ${response.status}`);
    }
  }
  return { checked, lost };
}

async function deleteLeftovers(client, state) {
  for (const admin of state) {
    for (const offerId of admin.offers.keys()) {
      await client.request('DELETE', `/api/offer/delete/${offerId}`, { token: admin.session.token });
    }
  }
}

/**
 * The alternating slices of --alternate, from `startedAt` (performance.now()): which a moment is in, whether it is a
 * slice of the mix, and the requests (reads, writes) each counted.
 */
function createSlices(startedAt, seconds) {
  const sliceMs = seconds * 1000;
  const counted = [];
  const indexAt = (t) => Math.floor((t - startedAt) / sliceMs);
  return {
    indexAt,
    mixes: (t) => indexAt(t) % 2 === 1,
    /** Counts a request of `kind` that began at `began` and ended at `ended` for its slice, if it settled. */
    count(kind, began, ended) {
      const index = indexAt(began);
      if (index !== indexAt(ended) || began - startedAt - index * sliceMs < SETTLE_SHARE * sliceMs) return;
      counted[index] ??= { read: 0, write: 0 };
      counted[index][kind]++;
    },
    /** Requests a second of each kind of slice, over the slices that ended before `elapsedMs`, and their ratio. */
    summary(elapsedMs) {
      const whole = Math.floor(elapsedMs / sliceMs);
      const countedS = seconds * (1 - SETTLE_SHARE);
      // The first slice warmed up (the code's first runs, the answers of the fill built again): not counted.
      const slices = Array.from({ length: Math.max(0, whole - 1) }, (_, before) => {
        const index = before + 1;
        const { read = 0, write = 0 } = counted[index] ?? {};
        return { mix: index % 2 === 1, rps: round((read + write) / countedS), readRps: round(read / countedS), writes: write, requests: read + write };
      });
      const mean = (list, key) => list.reduce((sum, slice) => sum + slice[key], 0) / Math.max(1, list.length);
      const alone = slices.filter((slice) => !slice.mix);
      const mix = slices.filter((slice) => slice.mix);
      return {
        sliceSeconds: seconds,
        readsAlone: { slices: alone.length, rps: round(mean(alone, 'rps')) },
        // The writes' share of the mix's counted requests: below --write-share when --writers cannot keep up.
        mix: {
          slices: mix.length,
          rps: round(mean(mix, 'rps')),
          readRps: round(mean(mix, 'readRps')),
          writeShare: round(mix.reduce((sum, slice) => sum + slice.writes, 0) / Math.max(1, mix.reduce((sum, slice) => sum + slice.requests, 0)), 4),
        },
        ratio: round(mean(mix, 'rps') / mean(alone, 'rps'), 2),
        readRatio: round(mean(mix, 'readRps') / mean(alone, 'rps'), 2),
        slicesRps: slices.map((slice) => slice.rps),
      };
    },
  };
}

/**
 * Paces the writers of --writers: a write may begin while writes are fewer than `share` of the requests counted
 * (reads, and writes begun) in the current slice. Each slice counts from zero, so writes owed at the end of one slice
 * of the mix are not sent in a burst at the start of the next.
 */
function createWritePacer(share) {
  let slice = 0;
  let reads = 0;
  let writes = 0;
  let closed = false;
  const waiting = [];
  // With this write begun, writes would still be at most `share` of the requests.
  const owed = () => writes + 1 <= (reads + writes + 1) * share;
  const serve = () => {
    while (waiting.length > 0 && (closed || owed())) {
      if (!closed) writes++;
      waiting.shift()();
    }
  };
  return {
    /** A read of slice `index` was answered. */
    read(index) {
      if (index !== slice) {
        slice = index;
        reads = 0;
        writes = 0;
      }
      reads++;
      serve();
    },
    /** Resolves once a write may begin (counted as begun), or the pacer is closed. */
    take() {
      return new Promise((resolve) => {
        waiting.push(resolve);
        serve();
      });
    },
    /** Lets every waiting writer go, to stop. */
    close() {
      closed = true;
      serve();
    },
  };
}

function latencySummary(latencies, elapsedS) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { requests: sorted.length, rps: round(sorted.length / elapsedS), p50Ms: round(percentile(sorted, 0.5)), p99Ms: round(percentile(sorted, 0.99)) };
}

async function main() {
  const client = createHttpClient(baseUrl, { connections: connections + writers + 4 });
  await expectStatus(client, 200, 'GET', '/api/health');
  const accounts = await adminAccounts();
  const sessions = await Promise.all(accounts.map((account) => signInMarketAdmin(client, account)));
  const nextRead = publicReads(await loadReference(client));
  const state = createWriteState(sessions);
  const recorder = createRecorder();
  await fill(client, state);

  console.log(
    `Mixed load on ${baseUrl}: ${seconds} s, ${connections} connections, ${Math.round(writeShare * 100)} % writes by ${sessions.length} market admin(s)` +
      (pids.length > 0 ? `, memory of PID ${pids.join(', ')}` : ', no PID given: memory not sampled'),
  );
  const memory = sampleMemory(pids);
  const cpuBefore = cpuSnapshot(pids, options['cpu-command']);
  const loadCpuBefore = process.cpuUsage();
  const startedAt = performance.now();
  const deadline = startedAt + seconds * 1000;
  const slices = sliceSeconds > 0 ? createSlices(startedAt, sliceSeconds) : undefined;

  const pacer = writers > 0 ? createWritePacer(writeShare) : undefined;
  const mixes = (t) => slices?.mixes(t) ?? true;

  async function connection() {
    for (let began = performance.now(); began < deadline; began = performance.now()) {
      if (!pacer && mixes(began) && Math.random() < writeShare) {
        await writeOnce(client, recorder, state);
        slices?.count('write', began, performance.now());
        continue;
      }
      const [name, method, apiPath, json] = nextRead();
      try {
        recorder.answered('read', name, await client.request(method, apiPath, { json, compressed: true }), [200]);
      } catch (error) {
        recorder.unanswered(name, error);
      }
      slices?.count('read', began, performance.now());
      if (pacer && mixes(began)) pacer.read(slices?.indexAt(began) ?? 0);
    }
  }

  /** A connection of --writers: writes whenever the pacer allows, in the slices of the mix. */
  async function writer() {
    for (;;) {
      await pacer.take();
      const began = performance.now();
      if (began >= deadline) return;
      if (!mixes(began)) continue;
      await writeOnce(client, recorder, state);
      slices?.count('write', began, performance.now());
    }
  }

  const writing = Array.from({ length: writers }, writer);
  await Promise.all(Array.from({ length: connections }, connection));
  // The readers have stopped at the deadline: writers waiting for a read to pace them are let go.
  pacer?.close();
  await Promise.all(writing);
  const elapsedS = (performance.now() - startedAt) / 1000;
  const alternation = slices?.summary(elapsedS * 1000);
  const loadCpu = process.cpuUsage(loadCpuBefore);
  const cpu = cpuUsed(cpuBefore, cpuSnapshot(pids, options['cpu-command']), pids, options['cpu-command'], (loadCpu.user + loadCpu.system) / 1000);
  const { samples, gone } = memory.stop();

  const verification = await verifyWrites(client, state);
  await deleteLeftovers(client, state);
  client.close();

  // Summary.
  const read = latencySummary(recorder.kinds.read.latencies, elapsedS);
  const write = latencySummary(recorder.kinds.write.latencies, elapsedS);
  const statuses = {};
  for (const kind of ['read', 'write']) {
    for (const [status, count] of Object.entries(recorder.kinds[kind].statuses)) statuses[status] = (statuses[status] ?? 0) + count;
  }
  const rateLimited = { read: recorder.kinds.read.statuses[429] ?? 0, write: recorder.kinds.write.statuses[429] ?? 0 };
  const serverErrors = Object.entries(statuses).filter(([status]) => Number(status) >= 500).reduce((sum, [, count]) => sum + count, 0);
  const memoryResults = pids.map((pid) => ({ pid, exited: gone.has(pid), ...(samples.get(pid).length >= 3 ? memoryVerdict(samples.get(pid), elapsedS) : {}) }));

  console.log(`\n${read.requests + write.requests} requests in ${round(elapsedS)} s: ${round((read.requests + write.requests) / elapsedS)} requests/s, ${round(recorder.bytes / elapsedS / 1024 / 1024)} MB/s received`);
  console.log(`  reads : ${read.requests} (${read.rps}/s), p50 ${read.p50Ms} ms, p99 ${read.p99Ms} ms`);
  console.log(`  writes: ${write.requests} (${write.rps}/s), p50 ${write.p50Ms} ms, p99 ${write.p99Ms} ms`);
  console.log(`  statuses: ${Object.entries(statuses).map(([status, count]) => `${status} × ${count}`).join(', ')}; network errors: ${recorder.networkErrors}`);
  console.log(`  429 (rate limited): ${rateLimited.read} read(s), ${rateLimited.write} write(s)`);
  console.log('\n  endpoint                                    requests   p50 ms   p99 ms  statuses');
  for (const [name, endpoint] of [...recorder.endpoints].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...endpoint.latencies].sort((a, b) => a - b);
    const statusText = Object.entries(endpoint.statuses).map(([status, count]) => `${status}×${count}`).join(' ');
    console.log(
      `  ${name.padEnd(42)} ${String(sorted.length).padStart(9)} ${String(round(percentile(sorted, 0.5))).padStart(8)} ${String(round(percentile(sorted, 0.99))).padStart(8)}  ${statusText}`,
    );
  }
  const requests = read.requests + write.requests;
  const cpuUsers = [...cpu.pids.map(({ pid, ms }) => [`PID ${pid}`, ms]), ...Object.entries(cpu.commands), ['this load', cpu.loadMs]];
  const perRequestUs = (ms) => (requests === 0 ? 0 : round((ms * 1000) / requests));
  console.log(
    `\n  CPU: ${cpuUsers.map(([who, ms]) => `${who} ${ms} ms`).join(', ')}; per request: ${cpuUsers.map(([who, ms]) => `${who} ${perRequestUs(ms)} µs`).join(', ')}`,
  );
  if (alternation) {
    console.log(
      `\n  alternating ${sliceSeconds} s slices: reads alone ${alternation.readsAlone.rps} requests/s (${alternation.readsAlone.slices} slices), ` +
        `with writes (${round(alternation.mix.writeShare * 100, 2)} % of its requests) ${alternation.mix.rps}/s (${alternation.mix.slices} slices): ` +
        `${alternation.ratio}× (reads ${alternation.readRatio}×)`,
    );
  }
  console.log(`\n  writes verified afterwards: ${verification.checked} offer(s), ${verification.lost.length} lost`);
  for (const result of memoryResults) {
    console.log(
      result.exited
        ? `  PID ${result.pid}: exited during the load`
        : `  PID ${result.pid} RSS: start ${result.startMb} MB, peak ${result.peakMb} MB, end ${result.endMb} MB; ` +
            `lowest of the last ${result.windowS} s ${result.lastWindowFloorMb} MB vs highest of the ${result.windowS} s before ${result.previousWindowPeakMb} MB (${result.growthPct} %): ` +
            (result.stable ? 'stable' : 'NOT stable'),
    );
  }

  const reasons = [];
  if (serverErrors > 0) reasons.push(`${serverErrors} answer(s) with a 5xx status`);
  if (recorder.networkErrors > 0) reasons.push(`${recorder.networkErrors} request(s) without an answer`);
  const otherFailures = recorder.failures.filter((failure) => !/answered 5\d\d|no answer/.test(failure));
  if (otherFailures.length > 0) reasons.push(`${otherFailures.length} unexpected answer(s), first: ${otherFailures[0]}`);
  if (verification.lost.length > 0) reasons.push(`${verification.lost.length} lost write(s), first: ${verification.lost[0]}`);
  for (const result of memoryResults) {
    if (result.exited) reasons.push(`process ${result.pid} exited`);
    else if (!result.stable) reasons.push(`memory of process ${result.pid} not stable (+${result.growthPct} % > ${MEMORY_GROWTH_LIMIT * 100} %)`);
  }
  if (write.requests === 0 && writeShare > 0) reasons.push('no write was sent');
  if (recorder.failures.length > 0) console.log(`\n  first problems:\n    ${recorder.failures.slice(0, 5).join('\n    ')}`);
  console.log(reasons.length === 0 ? '\nPASS' : `\nFAIL: ${reasons.join('; ')}`);

  console.log(
    JSON.stringify({
      check: 'mixed-load',
      date: new Date().toISOString(),
      baseUrl,
      seconds: round(elapsedS),
      connections,
      writeShare,
      admins: sessions.length,
      requests: read.requests + write.requests,
      rps: round((read.requests + write.requests) / elapsedS),
      read,
      write,
      statuses,
      networkErrors: recorder.networkErrors,
      rateLimited,
      writesVerified: verification.checked,
      lostWrites: verification.lost.length,
      memory: memoryResults,
      cpu,
      ...(alternation ? { alternation } : {}),
      pass: reasons.length === 0,
    }),
  );
  if (reasons.length > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`\nFAIL: ${error.stack ?? error}`);
  process.exit(1);
});
