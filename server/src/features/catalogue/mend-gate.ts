// When a mend may start (Catalogue's `gather` option). A mend drops the public answers its writes touched, and each
// is built again at its next read: under the mixed load (2 % writes, 50 connections) about 85 answers after every
// mend, 0.3 ms of the main thread each, more than the writes themselves. So writes that come close together are put
// in by one mend:
// - while answers are being read and built again (at least COSTLY_BUILDS since the last mend), or while several
//   writers write at once (more than one write begun since the last mend), mends start at most once every
//   MEND_INTERVAL_MS, and the writes that come meanwhile join the waiting one;
// - otherwise a mend waits only for the writes in flight (begun, not yet announced), at most MEND_INTERVAL_MS; a
//   write with none beside it (one admin saving a form, a test) mends at once.
// A write is answered only after its mend, so a write waits at most MEND_INTERVAL_MS more.
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import type { PublicCache } from '../../plugins/public-cache.js';

/**
 * The least time between two mends while answers are being built again. Under the mixed load (docs/benchmarks.md),
 * against a mend for every write or few: reads with writes 4 490–4 800 → 6 470–6 980 a second on PGlite, 5 240–6 370
 * → 8 900–9 140 on PostgreSQL (100 ms; 50 ms gave less). 200 ms since the embedded database runs on its own thread,
 * where its statements no longer hold the answers back and the answers built again after each mend are the larger
 * cost: 3 850–4 160 → 4 700–5 160 requests a second on PGlite, for writes answered in 140 ms rather than 105 (p50).
 */
export const MEND_INTERVAL_MS = 200;

/**
 * Answers built since the last mend from which mends are spaced: a page or two of a visitor's reads builds fewer,
 * the mixed load builds 30–90.
 */
export const COSTLY_BUILDS = 16;

/** The gate of one catalogue: resolves when its next mend may start, and counts that mend from then on. */
export function createMendGate(cache: Pick<PublicCache, 'answersBuilt' | 'writesBegun' | 'writesArrived'>): () => Promise<void> {
  let lastStart = Number.NEGATIVE_INFINITY;
  let builtAtLastStart = 0;
  let begunAtLastStart = 0;
  return async () => {
    // On the embedded database a write's statements resolve without leaving the event loop's turn, so a write runs to
    // its mend before the loop reads the requests that came with it: none has begun. One turn lets them begin, to be
    // waited for below. Without it, 40 offers sent at once were written and mended one by one (a mend each, 3
    // statements, about 5 ms), and under the mixed load mends put in 2 writes each on PGlite, 9 on PostgreSQL.
    await nextTurn();
    const wait = lastStart + MEND_INTERVAL_MS - Date.now();
    const costly = cache.answersBuilt - builtAtLastStart >= COSTLY_BUILDS;
    // One writer's writes one after another (a form saved again, a test) begin one at a time, each after the last one
    // was mended; more than one since the last mend are writers at once.
    const writersAtOnce = cache.writesBegun - begunAtLastStart > 1;
    if ((costly || writersAtOnce) && wait > 0) await sleep(wait);
    else await cache.writesArrived(MEND_INTERVAL_MS);
    lastStart = Date.now();
    builtAtLastStart = cache.answersBuilt;
    begunAtLastStart = cache.writesBegun;
  };
}
