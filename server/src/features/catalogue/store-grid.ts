// Store points on a grid of small cells, for the nearest ones to a point (COMPARISON.md §5) without measuring every
// store point: the cells are searched ring by ring outwards from the point's cell, until the nearest found are
// nearer than anything a further ring can hold. Only the part of each ring inside the occupied cells' bounds is
// read. A point outside those bounds (another country) measures every store point instead: a ring's distance in
// cells bounds the true distance only while the cells lie within a quarter of the globe of each other.
import type { GeoPoint } from '../../db/geo.js';
import { EARTH_RADIUS_KM } from '../../db/geo.js';

/** A cell's side in degrees: about 5.5 km north-south, a few store points of a town. */
const CELL_DEGREES = 0.05;
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance in km, the formula db/geo.ts gives SQL. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const h =
    Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

export interface Located extends GeoPoint {
  id: number;
}

export interface Found<T> {
  item: T;
  distanceKm: number;
}

const cellOf = (degrees: number) => Math.floor(degrees / CELL_DEGREES);
/**
 * A cell's number: columns run from -180° to 180° (at most 3 600 cells either side of 0), so row × 14 400 + column
 * names each cell once. A number rather than a string, as a search looks up dozens of cells.
 */
const COLUMN_SPAN = 4 * Math.ceil(180 / CELL_DEGREES);
const cellKey = (row: number, column: number) => row * COLUMN_SPAN + column;

const nearestFirst = <T extends Located>(a: Found<T>, b: Found<T>) => a.distanceKm - b.distanceKm || a.item.id - b.item.id;

export class StoreGrid<T extends Located = Located> {
  private cells = new Map<number, T[]>();
  /** The occupied cells' bounds, in cells. */
  private bounds = { minRow: 0, maxRow: -1, minColumn: 0, maxColumn: -1 };
  private all: readonly T[] = [];

  build(items: readonly T[]): void {
    this.cells = new Map();
    this.all = [...items];
    const rows = items.map((item) => cellOf(item.latitude));
    const columns = items.map((item) => cellOf(item.longitude));
    this.bounds =
      items.length === 0
        ? { minRow: 0, maxRow: -1, minColumn: 0, maxColumn: -1 }
        : { minRow: Math.min(...rows), maxRow: Math.max(...rows), minColumn: Math.min(...columns), maxColumn: Math.max(...columns) };
    for (const item of items) {
      const key = cellKey(cellOf(item.latitude), cellOf(item.longitude));
      const cell = this.cells.get(key);
      if (cell) cell.push(item);
      else this.cells.set(key, [item]);
    }
  }

  /** The `limit` nearest items that `accept` takes, within `radiusKm` when given, nearest first (ties: lower id). */
  nearest(point: GeoPoint, limit: number, radiusKm: number | undefined, accept: (item: T) => boolean): Found<T>[] {
    // The best found so far, nearest first, at most `limit` long: kept in order by insertion, as `limit` is small
    // (at most 50) or unbounded (every item within a radius, sorted once at the end).
    const bounded = Number.isFinite(limit);
    const found: Found<T>[] = [];
    const consider = (item: T) => {
      if (!accept(item)) return;
      const distance = distanceKm(point, item);
      if (radiusKm !== undefined && distance > radiusKm) return;
      const candidate = { item, distanceKm: distance };
      if (!bounded) {
        found.push(candidate);
        return;
      }
      if (found.length === limit && nearestFirst(candidate, found[limit - 1]!) >= 0) return;
      let index = found.length;
      while (index > 0 && nearestFirst(candidate, found[index - 1]!) < 0) index--;
      found.splice(index, 0, candidate);
      if (found.length > limit) found.pop();
    };
    const row = cellOf(point.latitude);
    const column = cellOf(point.longitude);
    const { minRow, maxRow, minColumn, maxColumn } = this.bounds;
    const outside = row < minRow || row > maxRow || column < minColumn || column > maxColumn;
    if (outside || (maxColumn - minColumn) * CELL_DEGREES > 90) {
      for (const item of this.all) consider(item);
      return bounded ? found : found.sort(nearestFirst);
    }
    // The shortest distance from the point to any cell of ring r + 1 is at least r cells, measured where a cell is
    // narrowest (its east-west side shrinks with the cosine of the latitude), among the point's and the stores' rows.
    const poleward = Math.min(89, Math.max(Math.abs(point.latitude), Math.abs(minRow * CELL_DEGREES), Math.abs((maxRow + 1) * CELL_DEGREES)) + 1);
    const cellKm = CELL_DEGREES * KM_PER_DEGREE * Math.cos(radians(poleward));
    // The last ring that holds any occupied cell.
    const lastRing = Math.max(Math.abs(row - minRow), Math.abs(row - maxRow), Math.abs(column - minColumn), Math.abs(column - maxColumn));
    const visit = (r: number, c: number) => {
      for (const item of this.cells.get(cellKey(r, c)) ?? []) consider(item);
    };
    for (let ring = 0; ring <= lastRing; ring++) {
      const top = row - ring;
      const bottom = row + ring;
      const left = column - ring;
      const right = column + ring;
      const fromColumn = Math.max(left, minColumn);
      const toColumn = Math.min(right, maxColumn);
      // The ring's top and bottom rows whole, then its left and right columns between them; each clipped to the bounds.
      for (const r of ring === 0 ? [top] : [top, bottom]) if (r >= minRow && r <= maxRow) for (let c = fromColumn; c <= toColumn; c++) visit(r, c);
      for (let r = Math.max(top + 1, minRow); r <= Math.min(bottom - 1, maxRow); r++) {
        if (left >= minColumn) visit(r, left);
        if (right <= maxColumn) visit(r, right);
      }
      const reach = ring * cellKm;
      if (radiusKm !== undefined && reach > radiusKm) break;
      if (bounded && found.length === limit && found[limit - 1]!.distanceKm <= reach) break;
    }
    return bounded ? found : found.sort(nearestFirst);
  }
}
