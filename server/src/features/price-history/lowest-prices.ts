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

/** The 30-day lows of `windows` kept in reference_prices, and the windows none is kept for. */
async function keptLows(db: Pick<Database, 'execute'>, windows: PriceWindow[]): Promise<{ lowest: Map<string, number | null>; missing: PriceWindow[] }> {
  const lowest = new Map<string, number | null>();
  const unique = [...new Map(windows.map((window) => [windowKey(window), window])).values()];
  if (unique.length === 0) return { lowest, missing: [] };
  const known = await db.execute<LowestRow>(sql`
    select w.product_id as "productId", w.market_id as "marketId", to_char(w.start_date, 'YYYY-MM-DD') as "startDate",
           rp.lowest::text as lowest
    from unnest(${arrayLiteral(unique.map((window) => window.productId))}::integer[],
                ${arrayLiteral(unique.map((window) => window.marketId))}::integer[],
                ${arrayLiteral(unique.map((window) => window.startDate))}::date[]) as w(product_id, market_id, start_date)
    join reference_prices rp on rp.product_id = w.product_id and rp.market_id = w.market_id and rp.start_date = w.start_date`);
  for (const row of known.rows) lowest.set(windowKey(row), fromNumeric(row.lowest));
  return { lowest, missing: unique.filter((window) => !lowest.has(windowKey(window))) };
}

/**
 * The 30-day lows of `windows`, as lowestPricesBefore gives them: read from reference_prices where kept, else
 * computed. Reads only: the catalogue (features/catalogue) reads its lines' lows with it, on its loads.
 */
export async function lowestPrices(db: Pick<Database, 'execute'>, windows: PriceWindow[]): Promise<Map<string, number | null>> {
  const { lowest, missing } = await keptLows(db, windows);
  if (missing.length > 0) for (const [key, value] of await lowestPricesBefore(db, missing)) lowest.set(key, value);
  return lowest;
}

/**
 * The same, and the computed lows whose window starts on or before `today` are kept in reference_prices: their 30 days
 * are past, so no later write can change them (db/schema.ts, referencePrices). Offer writes and the seeds call it, so
 * a catalogue read finds the lows of current offers kept.
 */
export async function referencePrices(db: Pick<Database, 'execute'>, windows: PriceWindow[], today: string): Promise<Map<string, number | null>> {
  const { lowest, missing } = await keptLows(db, windows);
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
  return lowest;
}
