// lowestPrice30Days of offer cards (COMPARISON.md §2): the lowest effective price of the product at the market over
// the 30 days before the offer's start. Those days all lie before the start, so for a current card they are past
// days, whose effective prices no later write can change: once computed, a current card's low is kept
// (reference_prices) and read, not computed again.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { fromNumeric } from '../../db/numeric.js';
import { arrayParam } from '../../db/sql-arrays.js';
import { addDays } from '../../lib/tirane-date.js';
import { type DayRange, effectivePricesSql } from './effective-prices.js';

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

/** The days whose effective prices the lows of `windows` read: the 30 days before the earliest start to the day before the latest. */
function daysOf(windows: readonly PriceWindow[]): DayRange {
  const starts = windows.map((window) => window.startDate).sort();
  return { from: addDays(starts[0]!, -REFERENCE_PERIOD_DAYS), to: addDays(starts.at(-1)!, -1) };
}

/**
 * The rule, once: rows (product_id, market_id, start_date, lowest) with the lowest effective price of each window
 * of the relation `windows` (a name in the statement, with columns product_id, market_id, start_date) over the 30
 * days before its start; null where no day of them has a known price.
 */
function lowsSql(windows: SQL, days: DayRange): SQL {
  return sql`
    select w.product_id, w.market_id, w.start_date, min(e.price) as lowest
    from ${windows} w
    left join ${effectivePricesSql(sql`(r.product_id, r.market_id) in (select product_id, market_id from ${windows})`, days)} e
      on e.product_id = w.product_id and e.market_id = w.market_id
     and e.day >= w.start_date - ${REFERENCE_PERIOD_DAYS}::integer and e.day < w.start_date
    group by w.product_id, w.market_id, w.start_date`;
}

/** `windows` as the rows of a statement's `wanted` relation, in three array parameters. */
const wantedSql = (windows: readonly PriceWindow[]): SQL => sql`
  wanted(product_id, market_id, start_date) as (
    select * from unnest(${arrayParam(windows.map((window) => window.productId))}::integer[],
                         ${arrayParam(windows.map((window) => window.marketId))}::integer[],
                         ${arrayParam(windows.map((window) => window.startDate))}::date[]))`;

const uniqueWindows = (windows: readonly PriceWindow[]): PriceWindow[] => [...new Map(windows.map((window) => [windowKey(window), window])).values()];

/**
 * The lowest effective price of each window (null: no day of it has a known price), keyed by windowKey. With `keep`
 * (windows that have started, whose 30 days are past), the statement that computes them also keeps them
 * (reference_prices): the catalogue's mend of offer writes computes the lows they made current once for all of
 * them, instead of each write keeping its own in its transaction (two statements more a write, the larger of them
 * planned every time; docs/benchmarks.md).
 */
export async function lowestPricesBefore(
  db: Pick<Database, 'execute'>,
  windows: PriceWindow[],
  { keep = false }: { keep?: boolean } = {},
): Promise<Map<string, number | null>> {
  const unique = uniqueWindows(windows);
  const lowest = new Map<string, number | null>();
  for (let index = 0; index < unique.length; index += WINDOWS_PER_STATEMENT) {
    const chunk = unique.slice(index, index + WINDOWS_PER_STATEMENT);
    // Another instance's mend may keep the same window meanwhile, with the same value.
    const result = await db.execute<LowestRow>(sql`
      with ${wantedSql(chunk)},
      lows as (${lowsSql(sql`wanted`, daysOf(chunk))})
      ${keep ? sql`, kept as (insert into reference_prices (product_id, market_id, start_date, lowest) select * from lows on conflict do nothing)` : sql``}
      select l.product_id as "productId", l.market_id as "marketId", to_char(l.start_date, 'YYYY-MM-DD') as "startDate",
             l.lowest::text as lowest
      from lows l`);
    for (const row of result.rows) lowest.set(windowKey(row), fromNumeric(row.lowest));
  }
  return lowest;
}

/**
 * Keeps in reference_prices the 30-day lows of the windows that start on or before `today` and have none kept yet:
 * their 30 days are past, so no later write can change them (db/schema.ts, referencePrices). The seeds call it, so a
 * catalogue read finds the lows of current offers kept (offer writes keep theirs through the catalogue's mend). The
 * windows already kept are found first, by a plain statement: a seed run again finds them all, and the computation
 * (a long statement to plan and run) is then not asked for.
 */
export async function keepReferencePrices(db: Pick<Database, 'execute'>, windows: PriceWindow[], today: string): Promise<void> {
  const settled = uniqueWindows(windows).filter((window) => window.startDate <= today);
  if (settled.length === 0) return;
  const kept = await db.execute<{ productId: number; marketId: number; startDate: string }>(sql`
    with ${wantedSql(settled)}
    select w.product_id as "productId", w.market_id as "marketId", to_char(w.start_date, 'YYYY-MM-DD') as "startDate"
    from wanted w
    join reference_prices rp on rp.product_id = w.product_id and rp.market_id = w.market_id and rp.start_date = w.start_date`);
  const keptKeys = new Set(kept.rows.map(windowKey));
  const missing = settled.filter((window) => !keptKeys.has(windowKey(window)));
  for (let index = 0; index < missing.length; index += WINDOWS_PER_STATEMENT) {
    const chunk = missing.slice(index, index + WINDOWS_PER_STATEMENT);
    // Another request or instance may keep the same window meanwhile, with the same value.
    await db.execute(sql`
      with ${wantedSql(chunk)}
      insert into reference_prices (product_id, market_id, start_date, lowest)
      ${lowsSql(sql`wanted`, daysOf(chunk))}
      on conflict do nothing`);
  }
}
