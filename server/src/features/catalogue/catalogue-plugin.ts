// One catalogue per instance, `app.catalogue`, told of every write the public cache hears of (here, and from the
// other instances through public-cache-sync.ts). It is read whole on its first use; server.ts uses it once before
// listening, so no visitor waits for that read.
import fp from 'fastify-plugin';
import { createCatalogueRows } from './catalogue-rows.js';
import { Catalogue, type CatalogueState } from './catalogue.js';
import { makeEveryGroup } from './product-groups.js';

/**
 * How long a mend waits at most for the writes in flight to join it. Each mend drops the answers its writes touched,
 * and they are built again at their next read: under the mixed load (PostgreSQL, 2 % writes, 50 connections) about
 * 85 after each mend. Mending as soon as any write arrived made 24 mends a second of 5–6 writes each; waiting for
 * the writes in flight made 15 of about 11, and reads with writes went 5 800–6 400 → 7 600–7 900 a second
 * (docs/benchmarks.md). A write is answered only after its mend, so this bounds what it adds to a write's time; a
 * write with none in flight beside it (one admin saving a form) mends at once.
 */
const MEND_GATHER_MAX_MS = 50;

declare module 'fastify' {
  interface FastifyInstance {
    /** The public read model: every public answer is made from `await app.catalogue.current(tiraneToday())`. */
    catalogue: Catalogue;
  }
}

export const cataloguePlugin = fp(
  async (app) => {
    let answering: CatalogueState | undefined;
    const catalogue = new Catalogue(createCatalogueRows(app.db), {
      toldOfEveryWrite: () => app.publicCache.keepsBodies,
      gather: () => app.publicCache.writesArrived(MEND_GATHER_MAX_MS),
      // The products' groups are made between requests, until a newer state answers or the server closes.
      readWhole: (state) => {
        answering = state;
        void makeEveryGroup(state, () => answering === state);
      },
    });
    app.addHook('onClose', async () => {
      answering = undefined;
    });
    // A write's changes are put in before its answers are dropped; a drop no mend came before (a test's clear(), the
    // cache turned off) is put in by the next read, which waits for it.
    app.publicCache.onMend((changes) => catalogue.mend(changes));
    app.publicCache.onDrop((changes, mended) => {
      if (!mended) catalogue.changed(changes);
    });
    app.decorate('catalogue', catalogue);
  },
  { name: 'catalogue', dependencies: ['database', 'public-cache'] },
);
