// One catalogue per instance, `app.catalogue`, told of every write the public cache hears of (here, and from the
// other instances through public-cache-sync.ts). It is read whole on its first use; server.ts uses it once before
// listening, so no visitor waits for that read.
import fp from 'fastify-plugin';
import { createCatalogueRows } from './catalogue-rows.js';
import { Catalogue, type CatalogueState } from './catalogue.js';
import { createMendGate } from './mend-gate.js';
import { makeEveryGroup } from './product-groups.js';

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
      gather: createMendGate(app.publicCache),
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
