// When the catalogue's next mend may start (mend-gate.ts): at once for a lone write, after the writes in flight when
// some are (those read in the same turn of the event loop included), and no sooner than MEND_INTERVAL_MS after the last mend while the answers it dropped are being built again.
import { COSTLY_BUILDS, createMendGate, MEND_INTERVAL_MS } from '../../../src/features/catalogue/mend-gate.js';
import { PublicCache } from '../../../src/plugins/public-cache.js';
import { settlesAtOnce } from '../../helpers/until.js';

/** A public cache whose answers `build(n)` builds, and the gate of a catalogue told of its writes. */
function setUp() {
  const cache = new PublicCache();
  let key = 0;
  const build = async (count: number) => {
    for (let index = 0; index < count; index++) await cache.get(`answer-${++key}`, [], async () => ({ key }));
  };
  return { cache, build, gate: createMendGate(cache) };
}

it('lets a lone write mend at once, however close to the last mend, when few answers were built since', async () => {
  const { gate, build } = setUp();
  expect(await settlesAtOnce(gate())).toBe(true);
  await build(COSTLY_BUILDS - 1);
  expect(await settlesAtOnce(gate())).toBe(true);
});

it('waits for the writes in flight before mending', async () => {
  const { gate, cache } = setUp();
  const arrived = cache.writeBegan();
  const opened = gate();
  expect(await settlesAtOnce(opened)).toBe(false);
  arrived();
  expect(await settlesAtOnce(opened)).toBe(true);
});

it('waits for the writes that came in the same turn of the event loop, which have not begun yet', async () => {
  // On the embedded database a write runs to its mend within one turn: the requests read with it begin after it.
  const { gate, cache } = setUp();
  let arrived: (() => void) | undefined;
  setImmediate(() => (arrived = cache.writeBegan()));
  const opened = gate();
  expect(await settlesAtOnce(opened)).toBe(false);
  arrived!();
  expect(await settlesAtOnce(opened)).toBe(true);
});

it("spaces mends by the interval while several writers write at once, not for one writer's writes in turn", async () => {
  const { gate, cache } = setUp();
  await gate();
  // One write, mended, then the next: a form saved twice.
  cache.writeBegan()();
  expect(await settlesAtOnce(gate())).toBe(true);
  const lastMend = Date.now();

  // Two writes begun since the last mend: two admins at once.
  cache.writeBegan()();
  cache.writeBegan()();
  const spaced = gate();
  expect(await settlesAtOnce(spaced)).toBe(false);
  await spaced;
  expect(Date.now() - lastMend).toBeGreaterThanOrEqual(MEND_INTERVAL_MS - 5);
});

it('spaces mends by the interval while the answers they drop are being built again, and only then', async () => {
  const { gate, build } = setUp();
  await gate();
  const lastMend = Date.now();
  await build(COSTLY_BUILDS);
  const spaced = gate();
  expect(await settlesAtOnce(spaced)).toBe(false);
  await spaced;
  expect(Date.now() - lastMend).toBeGreaterThanOrEqual(MEND_INTERVAL_MS - 5);

  // Once the interval has passed, a lone write mends at once again.
  await build(COSTLY_BUILDS);
  await new Promise((resolve) => setTimeout(resolve, MEND_INTERVAL_MS + 5));
  expect(await settlesAtOnce(gate())).toBe(true);
});
