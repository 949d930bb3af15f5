// Durability check: no acknowledged write is lost when the server dies mid-write.
//
// Starts the built server (embedded PGlite in a fresh temporary DATA_DIR, demo data), signs in demo market
// admins and lets several writers create offers and edit their own through the real API. After a few seconds
// of writing it kills the server with SIGKILL (no shutdown, no flush), restarts it on the same DATA_DIR and
// checks, through the API, that
//   - the database opens again (/api/health answers 200),
//   - every write answered 201/200 is there with exactly the values it sent (name, dates, cities, stores,
//     products and prices),
//   - any offer of this run the server returns is complete: equal to one body that was sent (a create or edit
//     in flight at the kill may or may not have committed, but never half).
// The kill/restart cycle repeats (--cycles), each check covering every write of the earlier cycles too.
// Exit code 1 with the reason when a check fails or the server does not start.
//
//   node tooling/reliability/kill-during-writes.mjs [--cycles 3] [--writers 6] [--write-ms 3000-5000] [--keep-data]
//
// --write-ms is how long the writers run before the kill: a number, or a range drawn from anew each cycle so
// the kill lands at different points of a write.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  assertServerBuilt,
  buildOfferBody,
  createHttpClient,
  demoMarketAdmins,
  expectStatus,
  offerDifferences,
  round,
  signInMarketAdmin,
  startServer,
} from './shared.mjs';

const { values: options } = parseArgs({
  options: {
    cycles: { type: 'string', default: '3' },
    writers: { type: 'string', default: '6' },
    'write-ms': { type: 'string', default: '3000-5000' },
    'keep-data': { type: 'boolean', default: false },
  },
});
const cycles = Number(options.cycles);
const writerCount = Number(options.writers);
const [minWriteMs, maxWriteMs = minWriteMs] = options['write-ms'].split('-').map(Number);
if (![cycles, writerCount, minWriteMs, maxWriteMs].every((n) => Number.isInteger(n) && n > 0) || maxWriteMs < minWriteMs) {
  console.error('usage: kill-during-writes.mjs [--cycles N] [--writers N] [--write-ms MS or MIN-MAX] [--keep-data]');
  process.exit(2);
}

/** A failed check: its message is the reason printed. */
class CheckFailed extends Error {}

// Offer names of this run start with it, so its offers are told apart from the demo data.
const runId = `Kill ${Date.now().toString(36)}`;

const totals = { sent: 0, created: 0, edited: 0, unanswered: 0, committedUnacknowledged: 0 };
/**
 * offerId → { marketId, acknowledged: its create was answered 201 (false: found committed after a kill),
 * acked: the body it must now hold, pending: an edit sent but unanswered when the server died }.
 */
const ledger = new Map();
/** offer name → the body sent under it, to recognise a write that committed but was never answered. */
const sentByName = new Map();

async function runWriters(client, sessions, cycle, writeMs) {
  let killing = false;
  const stats = { sent: 0, created: 0, edited: 0, unanswered: 0 };
  const failures = [];

  async function writer(index) {
    const admin = sessions[index % sessions.length];
    const own = [];
    for (let n = 1; !killing && failures.length === 0; n++) {
      const offerName = `${runId} c${cycle} w${index} #${n}`;
      const body = buildOfferBody(admin, offerName);
      const editing = own.length > 0 && Math.random() < 0.3 ? own[Math.floor(Math.random() * own.length)] : undefined;
      sentByName.set(offerName, { body, marketId: admin.marketId });
      if (editing) ledger.get(editing).pending = body;
      stats.sent++;
      let response;
      try {
        response = editing
          ? await client.request('PUT', `/api/offer/edit/${editing}`, { token: admin.token, json: body })
          : await client.request('POST', '/api/offer/add', { token: admin.token, json: body });
      } catch (error) {
        stats.unanswered++;
        if (!killing) failures.push(`a write failed before the kill: ${error.message}`);
        return;
      }
      if (response.status !== (editing ? 200 : 201)) {
        failures.push(`${editing ? 'PUT /api/offer/edit' : 'POST /api/offer/add'} answered ${response.status}: ${JSON.stringify(response.body)}`);
        return;
      }
      if (editing) {
        Object.assign(ledger.get(editing), { acked: body, pending: undefined });
        stats.edited++;
      } else {
        ledger.set(response.body.offerId, { marketId: admin.marketId, acknowledged: true, acked: body, pending: undefined });
        own.push(response.body.offerId);
        stats.created++;
      }
    }
  }

  const writers = Array.from({ length: writerCount }, (_, index) => writer(index));
  await new Promise((resolve) => setTimeout(resolve, writeMs));
  return {
    stats,
    failures,
    /** Kills the server while the writers are still sending, then waits until each has seen it. */
    async kill(server) {
      killing = true;
      await server.stop('SIGKILL');
      await Promise.all(writers);
    },
  };
}

/** Reads back every offer of this run after a restart; returns what it found, throws CheckFailed on a loss. */
async function verify(client, sessions) {
  const problems = [];
  const tokenOf = new Map(sessions.map((session) => [session.marketId, session.token]));
  let found = 0;
  let acknowledgedFound = 0;
  let editsCommittedUnacknowledged = 0;

  const readDetail = (offerId, marketId) => client.request('GET', `/api/offer/view/${offerId}`, { token: tokenOf.get(marketId) });

  for (const [offerId, entry] of ledger) {
    const response = await readDetail(offerId, entry.marketId);
    if (response.status !== 200) {
      problems.push(`offer ${offerId} ("${entry.acked.offerName}") was written before the kill but GET /api/offer/view answers ${response.status}`);
      continue;
    }
    const differences = offerDifferences(response.body, entry.acked, entry.marketId);
    if (differences.length > 0 && entry.pending && offerDifferences(response.body, entry.pending, entry.marketId).length === 0) {
      // The edit in flight at the kill committed before the server died: its values are the offer's now.
      entry.acked = entry.pending;
      editsCommittedUnacknowledged++;
    } else if (differences.length > 0) {
      problems.push(`offer ${offerId} is not as acknowledged (nor as the edit in flight): ${differences.join('; ')}`);
      continue;
    }
    entry.pending = undefined;
    found++;
    if (entry.acknowledged) acknowledgedFound++;
  }

  // Creates in flight at the kill may have committed: each such offer must be whole.
  let createsCommittedUnacknowledged = 0;
  for (const session of sessions) {
    const list = await expectStatus(client, 200, 'GET', `/api/offer/list/market/${session.marketId}`, { token: session.token });
    for (const item of list) {
      if (!item.offerName.startsWith(runId) || ledger.has(item.offerId)) continue;
      const sent = sentByName.get(item.offerName);
      const detail = await expectStatus(client, 200, 'GET', `/api/offer/view/${item.offerId}`, { token: session.token });
      const differences = sent ? offerDifferences(detail, sent.body, sent.marketId) : ['no such body was sent'];
      if (differences.length > 0) {
        problems.push(`offer ${item.offerId} ("${item.offerName}") is half-written: ${differences.join('; ')}`);
        continue;
      }
      ledger.set(item.offerId, { marketId: session.marketId, acknowledged: false, acked: sent.body, pending: undefined });
      createsCommittedUnacknowledged++;
    }
  }

  if (problems.length > 0) {
    throw new CheckFailed(`${problems.length} problem(s) after restart:\n  ${problems.slice(0, 20).join('\n  ')}`);
  }
  return { found, acknowledgedFound, committedUnacknowledged: createsCommittedUnacknowledged + editsCommittedUnacknowledged };
}

async function main() {
  assertServerBuilt();
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ofertat-kill-'));
  const dataDir = path.join(workDir, 'data');
  const logFile = path.join(workDir, 'server.log');
  const admins = (await demoMarketAdmins()).slice(0, writerCount);
  const rows = [];
  let firstStartMs;
  let acknowledgedFoundAtEnd = 0;
  let server;
  let succeeded = false;

  console.log(`Kill during writes: ${cycles} cycle(s), ${writerCount} writer(s), DATA_DIR ${dataDir}`);
  try {
    // Start n + 1 reads back what the kill ending cycle n left; the last start writes nothing.
    for (let cycle = 1; cycle <= cycles + 1; cycle++) {
      try {
        server = await startServer({ dataDir, logFile });
      } catch (error) {
        const failing = cycle === 1 ? 'the first start' : `the restart after kill ${cycle - 1}`;
        throw new CheckFailed(`${failing} failed: ${error.message} (server log: ${logFile})`);
      }
      const client = createHttpClient(server.baseUrl, { connections: writerCount + 2 });
      // Signed in again after each restart: this also shows the sessions table came through.
      const sessions = await Promise.all(admins.map((admin) => signInMarketAdmin(client, admin)));
      const startMs = Math.round(server.startMs);
      if (cycle === 1) {
        firstStartMs = startMs;
        console.log(`  first start (creates and seeds the database): healthy after ${startMs} ms`);
      } else {
        const result = await verify(client, sessions);
        totals.committedUnacknowledged += result.committedUnacknowledged;
        acknowledgedFoundAtEnd = result.acknowledgedFound;
        Object.assign(rows.at(-1), { restartMs: startMs, offersFound: result.found, inFlightCommitted: result.committedUnacknowledged });
        console.log(
          `  restart ${cycle - 1}: healthy after ${startMs} ms; all ${result.acknowledgedFound} acknowledged offer(s) read back ` +
            `with their last acknowledged values; ${result.committedUnacknowledged} write(s) in flight at the kill had committed, whole`,
        );
      }
      if (cycle > cycles) {
        client.close();
        break;
      }

      const writeMs = minWriteMs + Math.floor(Math.random() * (maxWriteMs - minWriteMs + 1));
      const run = await runWriters(client, sessions, cycle, writeMs);
      await run.kill(server);
      client.close();
      if (run.failures.length > 0) throw new CheckFailed(`cycle ${cycle}: ${run.failures[0]}`);
      if (run.stats.created === 0) throw new CheckFailed(`cycle ${cycle}: no offer was created in ${writeMs} ms`);
      for (const key of ['sent', 'created', 'edited', 'unanswered']) totals[key] += run.stats[key];
      rows.push({ cycle, writeMs, ...run.stats });
      console.log(
        `  cycle ${cycle}: SIGKILL after ${writeMs} ms of writing; ${run.stats.sent} write(s) sent, ` +
          `${run.stats.created + run.stats.edited} acknowledged (${run.stats.created} creates, ${run.stats.edited} edits), ` +
          `${run.stats.unanswered} in flight at the kill`,
      );
    }
    await server.stop('SIGTERM');
    succeeded = true;
  } finally {
    if (server) await server.stop('SIGKILL');
    if (succeeded && !options['keep-data']) await fs.rm(workDir, { recursive: true, force: true });
    else console.log(`  data and server log kept in ${workDir}`);
  }

  const restartTimes = rows.map((row) => row.restartMs);
  const acknowledged = totals.created + totals.edited;
  console.log(
    `\nPASS: ${cycles} SIGKILL(s) during writes; every acknowledged write survived: ${acknowledgedFoundAtEnd} of ${totals.created} created offer(s) found, ` +
      `${totals.edited} acknowledged edit(s) kept (${acknowledged} of ${totals.sent} writes acknowledged; ` +
      `${totals.unanswered} in flight at the kills, of which ${totals.committedUnacknowledged} committed whole, the rest not at all). ` +
      `Restart to healthy: ${round(Math.min(...restartTimes) / 1000, 2)}–${round(Math.max(...restartTimes) / 1000, 2)} s ` +
      `(first start with seeding ${round(firstStartMs / 1000, 2)} s).`,
  );
  console.log(
    JSON.stringify({
      check: 'kill-during-writes',
      date: new Date().toISOString(),
      cycles,
      writers: writerCount,
      writesSent: totals.sent,
      writesAcknowledged: acknowledged,
      offersCreatedAcknowledged: totals.created,
      offersCreatedFoundAfterRestart: acknowledgedFoundAtEnd,
      editsAcknowledged: totals.edited,
      inFlightAtKills: totals.unanswered,
      inFlightCommitted: totals.committedUnacknowledged,
      firstStartMs,
      restartMs: restartTimes,
      perCycle: rows,
    }),
  );
}

main().catch((error) => {
  console.error(`\nFAIL: ${error instanceof CheckFailed ? error.message : (error.stack ?? error)}`);
  process.exit(1);
});
