// lowestPrice30Days of offer cards (COMPARISON.md §2): the lowest effective price of the product at the market over
// the 30 days before the offer's start. Those days all lie before the start, so for a current card they are past
// days, whose effective prices no later write can change: once computed, a current card's low is kept
// (reference_prices) and read, not computed again.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { fromNumeric } from '../../db/numeric.js';
import { addDays } from '../../lib/tirane-date.js';
import { effectivePricesSql } from './effective-prices.js';

/** Days before an offer's start that its claimed discount is measured against (Directive 98/6/EC art. 6a). */
export const REFERENCE_PERIOD_DAYS = 30;

export interface PriceWindow {
  productId: number;
  marketId: number;
  /** The offer's start date, YYYY-MM-DD. */
  startDate: string;
}

export const windowKey = (window: PriceWindow) => `${window.productId}:${window.marketId}:${window.startDate}`;

/** Statements stay a reasonable size when a whole catalogue of cards is asked for. */
const WINDOWS_PER_STATEMENT = 500;

interface LowestRow extends Record<string, unknown> {
  productId: number;
  marketId: number;
  startDate: string;
  lowest: string | null;
}

/** The lowest effective price of each window (null: no day of it has a known price), keyed by windowKey. */
export async function lowestPricesBefore(db: Pick<Database, 'execute'>, windows: PriceWindow[]): Promise<Map<string, number | null>> {
  const unique = [...new Map(windows.map((window) => [windowKey(window), window])).values()];
  const lowest = new Map<string, number | null>();
  for (let index = 0; index < unique.length; index += WINDOWS_PER_STATEMENT) {
    const chunk = unique.slice(index, index + WINDOWS_PER_STATEMENT);
    const starts = chunk.map((window) => window.startDate).sort();
    const range = { from: addDays(starts[0]!, -REFERENCE_PERIOD_DAYS), to: addDays(starts.at(-1)!, -1) };
    const values = sql.join(
      chunk.map((window) => sql`(${window.productId}::integer, ${window.marketId}::integer, ${window.startDate}::date)`),
      sql`, `,
    );
    const result = await db.execute<LowestRow>(sql`
      with wanted(product_id, market_id, start_date) as (values ${values})
      select w.product_id as "productId", w.market_id as "marketId", to_char(w.start_date, 'YYYY-MM-DD') as "startDate",
             min(e.price)::text as lowest
      from wanted w
      left join ${effectivePricesSql(sql`(r.product_id, r.market_id) in (select product_id, market_id from wanted)`, range)} e
        on e.product_id = w.product_id and e.market_id = w.market_id
       and e.day >= w.start_date - ${REFERENCE_PERIOD_DAYS}::integer and e.day < w.start_date
      group by w.product_id, w.market_id, w.start_date`);
    for (const row of result.rows) lowest.set(windowKey(row), fromNumeric(row.lowest));
  }
  return lowest;
}

/** A list of values as one text parameter for `::type[]` (a statement has at most 65 535 parameters). */
const arrayLiteral = (values: (number | string)[]) => `{${values.join(',')}}`;

/**
 * Settled lows already read or computed, per database: they never change, so every public answer built after a write
 * (the cards of every list are built again) need not read them again. Bounded, because a catalogue's windows are
 * many; cleared whole when full, as the table still holds them all.
 */
const settledLows = new WeakMap<object, Map<string, number | null>>();
const SETTLED_LOWS_KEPT = 200_000;

function settledLowsOf(db: object): Map<string, number | null> {
  let lows = settledLows.get(db);
  if (!lows) {
    lows = new Map();
    settledLows.set(db, lows);
  }
  if (lows.size > SETTLED_LOWS_KEPT) lows.clear();
  return lows;
}

/**
 * The 30-day lows of `windows`, as lowestPricesBefore gives them, from memory or reference_prices where known. The others
 * are computed, and those whose start is not after `today` are kept there: their 30 days are past, so no later
 * write can change them (db/schema.ts, referencePrices). A whole catalogue costs one read once they are known.
 */
export async function referencePrices(db: Pick<Database, 'execute'>, windows: PriceWindow[], today: string): Promise<Map<string, number | null>> {
  const kept = settledLowsOf(db);
  const lowest = new Map<string, number | null>();
  const unknown = new Map<string, PriceWindow>();
  for (const window of windows) {
    const key = windowKey(window);
    const low = kept.get(key);
    if (low !== undefined) lowest.set(key, low);
    else unknown.set(key, window);
  }
  const unique = [...unknown.values()];
  if (unique.length === 0) return lowest;
  const known = await db.execute<LowestRow>(sql`
    select w.product_id as "productId", w.market_id as "marketId", to_char(w.start_date, 'YYYY-MM-DD') as "startDate",
           rp.lowest::text as lowest
    from unnest(${arrayLiteral(unique.map((window) => window.productId))}::integer[],
                ${arrayLiteral(unique.map((window) => window.marketId))}::integer[],
                ${arrayLiteral(unique.map((window) => window.startDate))}::date[]) as w(product_id, market_id, start_date)
    join reference_prices rp on rp.product_id = w.product_id and rp.market_id = w.market_id and rp.start_date = w.start_date`);
  for (const row of known.rows) {
    const low = fromNumeric(row.lowest);
    lowest.set(windowKey(row), low);
    kept.set(windowKey(row), low);
  }

  const missing = unique.filter((window) => !lowest.has(windowKey(window)));
  if (missing.length === 0) return lowest;
  const computed = await lowestPricesBefore(db, missing);
  const settled = missing.filter((window) => window.startDate <= today);
  for (let index = 0; index < settled.length; index += WINDOWS_PER_STATEMENT) {
    const chunk = settled.slice(index, index + WINDOWS_PER_STATEMENT);
    const rows = sql.join(
      chunk.map((window) => sql`(${window.productId}::integer, ${window.marketId}::integer, ${window.startDate}::date, ${computed.get(windowKey(window)) ?? null}::numeric)`),
      sql`, `,
    );
    // Another request or instance may have kept the same window meanwhile, with the same value.
    await db.execute(sql`insert into reference_prices (product_id, market_id, start_date, lowest) values ${rows} on conflict do nothing`);
  }
  for (const [key, value] of computed) lowest.set(key, value);
  for (const window of settled) kept.set(windowKey(window), computed.get(windowKey(window)) ?? null);
  return lowest;
}
