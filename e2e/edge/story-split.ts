// Which stories CI runs where, so that each runs once (.ci/run sets E2E_EDGE_PASS_FOLLOWS=1 for the README's test
// command, whose Playwright run is on PGlite, because the edge pass follows it). Without that variable, as on a
// developer's machine, `npm test` runs every story on PGlite.

/**
 * Specs about what the server sends (its HTML, headers, early hints, the service worker, the first paint as the
 * page arrives): through nginx, with its compression and headers, is what a visitor gets, so CI runs them there.
 */
export const THROUGH_EDGE_SPECS = [
  '**/public/server-render.spec.ts',
  '**/public/crawler.spec.ts',
  '**/public/layout-shift.spec.ts',
  '**/public/offline.spec.ts',
  '**/platform/page-hints.spec.ts',
];

/** The edge pass's phone smoke set: a few whole stories of each area, tagged `@smoke` in their titles. */
export const EDGE_SMOKE = /@smoke/;

export const edgePassFollows = process.env.E2E_EDGE_PASS_FOLLOWS === '1';
