// Writes of the offers feature: create, edit and delete, each one statement that writes the offer, its links and the
// price history's record of what it publishes, so the record and the offer can never disagree. The 30-day lows of
// what it makes current are kept by the catalogue's mend of the write, before the write is answered
// (lowest-prices.ts). Reads are in offer-read-repository.ts.
//
// Each write is two statements and no transaction, because each statement costs the server's main thread (a round
// trip, or on the embedded database the statement itself): an offer write went from about 16 statements to 5, to 3
// with its lows kept by the mend, to 2 without BEGIN and COMMIT, and an edit or a delete to 2 with the offer's market
// read beside its references or its lines (docs/benchmarks.md). The first statement reads: the references, the lines
// before the write, and for an edit or a delete the market the offer is of, which the caller's access is checked
// against (`OfferAccess`). The second writes, only while the offer is still of that market. What the first read may
// change before the second, as it could inside a transaction at READ COMMITTED: a reference deleted meanwhile fails
// the write on its foreign key (409), an offer moved meanwhile is not found (404), and nothing is half written.
// An edit writes only over the version of the offer its first statement read (PostgreSQL's `xmin`, which every write
// of the row changes): two edits of one offer at once could otherwise leave the links of both, because the second
// one's statement, waiting for the first's row lock, deletes the links it saw before the first committed and keeps
// the ones the first added. The later edit is read and written again over the new version (the last one wins).
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { arrayParam } from '../../db/sql-arrays.js';
import { ConflictError, MissingReferenceError, OtherMarketError } from '../../lib/domain-errors.js';
import {
  appendRecordsSql,
  deletedRecords,
  type OfferLinesBefore,
  type OfferRecord,
  publishedRecords,
} from '../price-history/price-records.js';
import { offerMessages } from './offer-messages.js';
import { offerNotFound } from './offer-read-repository.js';

/** What create and edit store, after validation; `marketId` is resolved (a number) for a create. */
export interface OfferWrite<Market extends number | null = number> {
  offerName: string;
  marketId: Market;
  startDate: string;
  endDate: string;
  locationIds: number[];
  storeLocationIds: number[];
  products: { productId: number; oldPrice: number; newPrice: number }[];
}

type Executor = Pick<Database, 'execute'>;

/**
 * The caller's access to an offer of `currentMarketId` (the market it is of, read by the write's first statement):
 * throws when refused (403), else gives the market the offer is written into (auth/market-access.ts).
 */
export type OfferAccess = (currentMarketId: number) => number | Promise<number>;

/** What the price history records of an offer write. */
const published = (offer: OfferWrite) => ({ marketId: offer.marketId, startDate: offer.startDate, endDate: offer.endDate, lines: offer.products });

/**
 * Reads and writes of one edit at most, when other edits of the same offer keep coming between them: then the edit
 * is refused (409) rather than tried for ever.
 */
const EDIT_ATTEMPTS = 5;

/** The offers' writes. */
export function createOfferWrites(db: Database) {
  return {
    /** `today` (the server's clock) dates the price history's record of what this write publishes. */
    async create(offer: OfferWrite, today: string): Promise<number> {
      const ids = referencedIds(offer);
      checkReferences(await readReferences(db, ids, offer.marketId), ids, offer.marketId);
      const offerId = sql`(select id from offer)`;
      const result = await db.execute<{ id: number }>(sql`
        with offer as (
          insert into offers (name, market_id, start_date, end_date)
          values (${offer.offerName}, ${offer.marketId}::integer, ${offer.startDate}::date, ${offer.endDate}::date)
          returning id
        ), ${linksSql(offerId, offer, publishedRecords(published(offer), today))}
        select id from offer`);
      return result.rows[0]!.id;
    },

    /**
     * Replaces the offer and all its links at once, if the caller's `access` to it allows, into the market `access`
     * gives, and only while the offer is still of the market that access was checked against (else not found: a move
     * to another market made meanwhile is not undone).
     */
    async update(offerId: number, access: OfferAccess, values: OfferWrite<number | null>, today: string): Promise<void> {
      const ids = referencedIds(values);
      let checkedMarketId: number | undefined;
      for (let attempt = 1; ; attempt++) {
        const found = await readReferences(db, ids, values.marketId, offerId);
        // Gone, or moved to another market since the access was checked: a move made meanwhile is not undone.
        if (found.currentMarketId === null || (checkedMarketId !== undefined && found.currentMarketId !== checkedMarketId)) {
          throw offerNotFound();
        }
        const ownerMarketId = found.currentMarketId;
        checkedMarketId = ownerMarketId;
        const offer = { ...values, marketId: await access(ownerMarketId) };
        const before = checkReferences(found, ids, offer.marketId);
        const id = sql`(select id from updated)`;
        const updated = await db.execute<{ id: number }>(sql`
          with updated as (
            update offers
            set name = ${offer.offerName}, market_id = ${offer.marketId}::integer, start_date = ${offer.startDate}::date,
                end_date = ${offer.endDate}::date
            where id = ${offerId}::integer and market_id = ${ownerMarketId}::integer and xmin = ${found.version}::xid
            returning id
          ),
          -- Only the links the edit takes away are deleted: linksSql writes the others over their rows, which one
          -- statement cannot delete and insert again (its parts see the table as it was before the statement).
          old_lines as (
            delete from offer_products
            where offer_id = ${id} and product_id <> all(${arrayParam(offer.products.map((line) => line.productId))}::integer[])
          ),
          old_cities as (delete from offer_locations where offer_id = ${id} and location_id <> all(${arrayParam(offer.locationIds)}::integer[])),
          old_stores as (
            delete from offer_store_locations
            where offer_id = ${id} and store_location_id <> all(${arrayParam(offer.storeLocationIds)}::integer[])
          ),
          ${linksSql(id, offer, publishedRecords(published(offer), today, before))}
          select id from updated`);
        if (updated.rows.length > 0) return;
        // Written by someone else since it was read (or gone, or moved: the next read tells).
        if (attempt === EDIT_ATTEMPTS) throw new ConflictError(offerMessages.editedMeanwhile);
      }
    },

    /** Links go with the offer (on delete cascade). Only if `access` allows, and while the offer is of that market, as `update`. */
    async delete(offerId: number, access: OfferAccess, today: string): Promise<void> {
      const [offer] = (
        await db.execute<{ marketId: number; before: [number, number][] }>(sql`
          select o.market_id as "marketId",
                 coalesce(json_agg(json_build_array(o.market_id, op.product_id)) filter (where op.product_id is not null), '[]'::json)
                   as before
          from offers o left join offer_products op on op.offer_id = o.id
          where o.id = ${offerId}::integer
          group by o.market_id`)
      ).rows;
      if (!offer) throw offerNotFound();
      const ownerMarketId = offer.marketId;
      await access(ownerMarketId);
      const records = deletedRecords(beforeOf(offer.before), today);
      const deleted = await db.execute<{ id: number }>(sql`
        with gone as (delete from offers where id = ${offerId}::integer and market_id = ${ownerMarketId}::integer returning id)
        ${records.length > 0 ? sql`, records as (${appendRecordsSql(sql`(select id from gone)`, records)})` : sql``}
        select id from gone`);
      if (deleted.rows.length === 0) throw offerNotFound();
    },
  };
}

/**
 * WITH parts (comma-separated) that insert the offer's lines, cities and store points and append
 * its price records, for the offer `offerId` (an id or an expression of the statement).
 */
function linksSql(offerId: SQL, offer: OfferWrite, records: readonly OfferRecord[]): SQL {
  const lines = offer.products;
  return sql`
    new_lines as (
      insert into offer_products (offer_id, product_id, position, old_price, new_price)
      select ${offerId}, l.product_id, l.position - 1, l.old_price, l.new_price
      from unnest(${arrayParam(lines.map((line) => line.productId))}::integer[],
                  ${arrayParam(lines.map((line) => line.oldPrice.toFixed(2)))}::numeric[],
                  ${arrayParam(lines.map((line) => line.newPrice.toFixed(2)))}::numeric[])
           with ordinality as l(product_id, old_price, new_price, position)
      where ${offerId} is not null
      on conflict (offer_id, product_id) do update
      set position = excluded.position, old_price = excluded.old_price, new_price = excluded.new_price
    ),
    new_cities as (
      insert into offer_locations (offer_id, location_id)
      select distinct ${offerId}, c.id from unnest(${arrayParam(offer.locationIds)}::integer[]) as c(id)
      where ${offerId} is not null
      on conflict do nothing
    ),
    new_stores as (
      insert into offer_store_locations (offer_id, store_location_id)
      select distinct ${offerId}, s.id from unnest(${arrayParam(offer.storeLocationIds)}::integer[]) as s(id)
      where ${offerId} is not null
      on conflict do nothing
    ),
    records as (${records.length > 0 ? appendRecordsSql(offerId, records) : sql`select`})`;
}

/** What an offer write's first statement reads: the facts its references are checked on (checkReferences). */
type References = {
  /** Whether the market the body names exists (false when it names none). */
  marketFound: boolean;
  productMarkets: (number | null)[];
  citiesFound: number;
  storeMarkets: number[];
  /** The edited or deleted offer's market and lines as they are before the write; null and none for a create. */
  currentMarketId: number | null;
  before: [number, number][];
  /** The edited offer's row version (`xmin`, as text), which its write is made over; null for a create. */
  version: string | null;
};

/**
 * The facts of the server-only rules on the ids an offer refers to, read in one statement with the market and the
 * lines of the offer `editedId` as they are before its edit.
 */
async function readReferences(executor: Executor, ids: ReferencedIds, marketId: number | null, editedId?: number): Promise<References> {
  const result = await executor.execute<References>(sql`
    select exists (select 1 from markets where id = ${marketId}::integer) as "marketFound",
           coalesce((select json_agg(market_id) from products where id = any(${arrayParam(ids.productIds)}::integer[])), '[]'::json)
             as "productMarkets",
           (select count(*)::integer from locations where id = any(${arrayParam(ids.locationIds)}::integer[])) as "citiesFound",
           coalesce((select json_agg(market_id) from store_locations where id = any(${arrayParam(ids.storeLocationIds)}::integer[])), '[]'::json)
             as "storeMarkets",
           (select market_id from offers where id = ${editedId ?? null}::integer) as "currentMarketId",
           coalesce((select json_agg(json_build_array(o.market_id, op.product_id))
                     from offer_products op join offers o on o.id = op.offer_id
                     where op.offer_id = ${editedId ?? null}::integer), '[]'::json) as before,
           (select xmin::text from offers where id = ${editedId ?? null}::integer) as version`);
  return result.rows[0]!;
}

/** The distinct ids an offer refers to, each kind once: what the first statement reads and the rules count. */
interface ReferencedIds {
  productIds: number[];
  locationIds: number[];
  storeLocationIds: number[];
}

const referencedIds = (offer: OfferWrite<number | null>): ReferencedIds => ({
  productIds: [...new Set(offer.products.map((line) => line.productId))],
  locationIds: [...new Set(offer.locationIds)],
  storeLocationIds: [...new Set(offer.storeLocationIds)],
});

const beforeOf = (pairs: [number, number][]): OfferLinesBefore => pairs.map(([marketId, productId]) => ({ marketId, productId }));

/**
 * Server-only rules on the ids an offer refers to: the market exists, products are global or of that
 * market, cities exist (any city: a market's city list is edited on its own and must not break offers),
 * store locations are of that market. Gives the offer's lines before the write.
 */
function checkReferences(found: References, ids: ReferencedIds, marketId: number): OfferLinesBefore {
  // The market an offer already is of exists (a foreign key); another one, only if the first statement found it.
  if (marketId !== found.currentMarketId && !found.marketFound) throw new MissingReferenceError(offerMessages.marketNotFound);
  if (found.productMarkets.length !== ids.productIds.length) throw new MissingReferenceError(offerMessages.productsNotFound);
  if (found.productMarkets.some((productMarket) => productMarket !== null && productMarket !== marketId)) {
    throw new OtherMarketError(offerMessages.productsOfOtherMarket);
  }
  if (found.citiesFound !== ids.locationIds.length) throw new MissingReferenceError(offerMessages.citiesNotFound);
  if (found.storeMarkets.length !== ids.storeLocationIds.length) throw new MissingReferenceError(offerMessages.storePointsNotFound);
  if (found.storeMarkets.some((storeMarket) => storeMarket !== marketId)) throw new OtherMarketError(offerMessages.storePointsOfOtherMarket);
  return beforeOf(found.before);
}
