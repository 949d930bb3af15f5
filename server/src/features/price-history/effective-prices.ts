// The read side of the price history (COMPARISON.md §2), in SQL over price_records. The effective price of a
// product at a market on a day D:
// - each offer counts as its latest record with recorded_on ≤ D (what had been published by then): an 'offer' row
//   whose dates cover D puts its newPrice on offer that day; an 'offer_removed' row takes the offer away;
// - the lowest such newPrice is the effective price, on offer;
// - else the market's last known normal price on D: the oldPrice of its offer with the latest start ≤ D (as
//   published by D), or its own price ('normal' rows), whichever was known last;
// - else no price is known that day.
// Rows recorded after D never change D, so a past day's price is never rewritten.
import { type SQL, sql } from 'drizzle-orm';

/** First and last day, YYYY-MM-DD, or SQL expressions giving dates (a range read from the rows of a query). */
export interface DayRange {
  from: string | SQL;
  to: string | SQL;
}

/**
 * Rows (product_id, market_id, day, price numeric, on_offer boolean, normal_price numeric or null: the last known
 * normal price that day, whether or not an offer was public) for every day of `range` with a known price,
 * for the (product, market) pairs `scope` selects from price_records (a condition on the alias `r`). `productAs`
 * is the product a record counts for: its own, or one product for the records of several (a global product and
 * the market products linked to it, IDENTITY.md §2).
 */
export function effectivePricesSql(scope: SQL, range: DayRange, productAs: SQL = sql`r.product_id`): SQL {
  return sql`(
    with days as (
      select generate_series(${range.from}::date, ${range.to}::date, interval '1 day')::date as day
    ),
    records as (
      select r.id, r.kind, ${productAs} as product_id, r.market_id, r.offer_id, r.old_price, r.new_price, r.start_date,
             r.end_date, r.recorded_on
      from price_records r where ${scope}
    ),
    offer_state as (
      select distinct on (r.offer_id, r.product_id, days.day)
             days.day, r.product_id, r.market_id, r.kind, r.old_price, r.new_price, r.start_date, r.end_date, r.offer_id
      from days
      join records r on r.kind in ('offer', 'offer_removed') and r.recorded_on <= days.day
      order by r.offer_id, r.product_id, days.day, r.recorded_on desc, r.id desc
    ),
    on_offer as (
      select day, product_id, market_id, min(new_price) as price
      from offer_state
      where kind = 'offer' and start_date <= day and end_date >= day
      group by day, product_id, market_id
    ),
    known_normal as (
      select day, product_id, market_id, old_price as price, start_date as known_on, 1 as source, offer_id as tiebreak
      from offer_state
      where kind = 'offer' and start_date <= day
      union all
      select days.day, r.product_id, r.market_id, r.old_price, r.recorded_on, 0, r.id
      from days
      join records r on r.kind = 'normal' and r.recorded_on <= days.day
    ),
    normal as (
      select distinct on (product_id, market_id, day) day, product_id, market_id, price
      from known_normal
      order by product_id, market_id, day, known_on desc, source desc, tiebreak desc
    )
    select coalesce(o.product_id, n.product_id) as product_id,
           coalesce(o.market_id, n.market_id) as market_id,
           coalesce(o.day, n.day) as day,
           coalesce(o.price, n.price) as price,
           o.price is not null as on_offer,
           n.price as normal_price
    from on_offer o
    full join normal n on n.day = o.day and n.product_id = o.product_id and n.market_id = o.market_id
  )`;
}
