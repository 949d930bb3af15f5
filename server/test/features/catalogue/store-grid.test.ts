// The store grid gives the nearest store points as measuring every one would (COMPARISON.md §5): for random stores
// and points, near and far (another country), with and without a radius, bounded and unbounded.
import fc from 'fast-check';
import { distanceKm, type Located, StoreGrid } from '../../../src/features/catalogue/store-grid.js';

const coordinate = (min: number, max: number) => fc.double({ min, max, noNaN: true });
const storesArb = fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 10_000 }), latitude: coordinate(39.6, 42.7), longitude: coordinate(19.2, 21.1) }), {
  selector: (store) => store.id,
  maxLength: 120,
});
const pointArb = fc.oneof(fc.record({ latitude: coordinate(39.6, 42.7), longitude: coordinate(19.2, 21.1) }), fc.record({ latitude: coordinate(-60, 70), longitude: coordinate(-170, 170) }));

function bruteForce(stores: Located[], point: { latitude: number; longitude: number }, limit: number, radiusKm: number | undefined, accept: (store: Located) => boolean) {
  return stores
    .filter(accept)
    .map((item) => ({ item, distanceKm: distanceKm(point, item) }))
    .filter((found) => radiusKm === undefined || found.distanceKm <= radiusKm)
    .sort((a, b) => a.distanceKm - b.distanceKm || a.item.id - b.item.id)
    .slice(0, limit);
}

it('finds what measuring every store point finds', () => {
  fc.assert(
    fc.property(storesArb, pointArb, fc.oneof(fc.integer({ min: 1, max: 50 }), fc.constant(Number.POSITIVE_INFINITY)), fc.option(fc.double({ min: 0.5, max: 300, noNaN: true }), { nil: undefined }), (stores, point, limit, radiusKm) => {
      // An unbounded search always has a radius (the basket's).
      const radius = Number.isFinite(limit) ? radiusKm : (radiusKm ?? 25);
      const grid = new StoreGrid();
      grid.build(stores);
      const accept = (store: Located) => store.id % 7 !== 0;
      const ids = (found: { item: Located }[]) => found.map((each) => each.item.id);
      expect(ids(grid.nearest(point, limit, radius, accept))).toEqual(ids(bruteForce(stores, point, limit, radius, accept)));
    }),
    { numRuns: 1000 },
  );
});

it('measures the great-circle distance (Tiranë to Durrës, about 33 km)', () => {
  expect(distanceKm({ latitude: 41.3275, longitude: 19.8187 }, { latitude: 41.3231, longitude: 19.4414 })).toBeCloseTo(31.55, 1);
});
