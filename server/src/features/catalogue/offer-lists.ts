// The spec's public offer lists (section 7: all, special, search, a market's, a store point's) and what is counted
// from the same lines (a category's products, a store point's cards), from the catalogue. Card order: newest
// campaign first, then the offer, then the product's name and id. Each market's lines are sorted once per change of
// that market's offers or of what cards show, and the whole list is merged from them once per change.
import { SPECIAL_OFFER_MIN_DISCOUNT } from '@ofertat/shared-api/validation';
import { byCodeUnits } from '../../lib/code-unit-order.js';
import { JsonBytes } from '../../plugins/public-cache.js';
import type { CatalogueState, Line } from './catalogue.js';
import { reachesCity, reachesStore } from './reach.js';

/** The spec's search: every given criterion must match (null: not given). */
export interface SearchCriteria {
  productId: number | null;
  categoryId: number | null;
  locationId: number | null;
  marketId: number | null;
}

const byCampaign = (a: Line, b: Line): number =>
  a.offer.startDate === b.offer.startDate ? b.offer.id - a.offer.id : a.offer.startDate < b.offer.startDate ? 1 : -1;

interface Sorted {
  made: string;
  lines: Line[];
}

interface Memo {
  markets: Map<number, Sorted>;
  all?: Sorted;
  storeCounts: Map<number, { made: string; counts: Map<number, number> }>;
  categoryCounts?: { made: number; counts: Map<number, number> };
}

/** What the lists make from a state, kept with it (a whole read makes a new state, and with it a new memo). */
const sortedByState = new WeakMap<CatalogueState, Memo>();

function memoOf(state: CatalogueState): Memo {
  let memo = sortedByState.get(state);
  if (!memo) {
    memo = { markets: new Map(), storeCounts: new Map() };
    sortedByState.set(state, memo);
  }
  return memo;
}

/** Card order: newest campaign first, then the offer, then the product's name and id. */
const byCardOrder =
  (state: CatalogueState) =>
  (a: Line, b: Line): number =>
    byCampaign(a, b) || byCodeUnits(state.products.get(a.productId)!.name, state.products.get(b.productId)!.name) || a.productId - b.productId;

/** The market's public lines in card order. */
function marketLines(state: CatalogueState, marketId: number): Line[] {
  const memo = memoOf(state);
  const made = `${state.marketVersions.get(marketId) ?? 0}/${state.shownVersion}/${state.markets.get(marketId)?.isActive === true}`;
  const kept = memo.markets.get(marketId);
  if (kept?.made === made) return kept.lines;
  const lines = [...state.marketLines(marketId)].sort(byCardOrder(state));
  memo.markets.set(marketId, { made, lines });
  return lines;
}

/** Every public line in card order: each market's sorted lines, merged (a stable sort of sorted runs). */
function everyLine(state: CatalogueState): Line[] {
  const memo = memoOf(state);
  const made = `${state.version}/${state.shownVersion}`;
  if (memo.all?.made === made) return memo.all.lines;
  const lines = [...state.offersByMarket.keys()].flatMap((marketId) => marketLines(state, marketId)).sort(byCampaign);
  memo.all = { made, lines };
  return lines;
}

/** The lines' cards as a JSON array, joined from each card's JSON. */
const cardsOf = (state: CatalogueState, lines: Iterable<Line>): JsonBytes => JsonBytes.array(Array.from(lines, (line) => state.cardJsonOf(line)));

export const allCards = (state: CatalogueState): JsonBytes => cardsOf(state, everyLine(state));

/** Lines whose card shows at least SPECIAL_OFFER_MIN_DISCOUNT, largest first, then card order. */
export const specialCards = (state: CatalogueState): JsonBytes =>
  cardsOf(
    state,
    everyLine(state)
      .filter((line) => line.claimed >= SPECIAL_OFFER_MIN_DISCOUNT)
      .sort((a, b) => b.claimed - a.claimed),
  );

export const marketCards = (state: CatalogueState, marketId: number): JsonBytes => cardsOf(state, marketLines(state, marketId));

export function searchCards(state: CatalogueState, criteria: SearchCriteria): JsonBytes {
  // A product's cards are those compared as it: a linked product's and its global product's (IDENTITY.md §2). They
  // are read from its own lines, a few, rather than from every line of the catalogue.
  const lines =
    criteria.productId !== null
      ? [...state.comparedLines(state.comparedIdOf(criteria.productId))].filter((line) => state.isPublic(line)).sort(byCardOrder(state))
      : criteria.marketId === null
        ? everyLine(state)
        : marketLines(state, criteria.marketId);
  return cardsOf(
    state,
    lines.filter(
      (line) =>
        (criteria.marketId === null || line.offer.marketId === criteria.marketId) &&
        (criteria.categoryId === null || state.products.get(line.productId)!.categoryId === criteria.categoryId) &&
        (criteria.locationId === null || reachesCity(line.offer, criteria.locationId)),
    ),
  );
}

/** The store point's market and the cards its page lists; undefined when it does not exist or its market is inactive. */
export function storeCards(state: CatalogueState, storeLocationId: number): { marketId: number; cards: JsonBytes } | undefined {
  const store = state.stores.get(storeLocationId);
  if (!store || state.markets.get(store.marketId)?.isActive !== true) return undefined;
  return {
    marketId: store.marketId,
    cards: cardsOf(
      state,
      marketLines(state, store.marketId).filter((line) => reachesStore(line.offer, storeLocationId, store.cityId)),
    ),
  };
}

/**
 * How many cards each store point of the market lists on its page, counted offer by offer (the store points an offer
 * reaches, times its public lines) once per change, so nearby answers cost the same at any catalogue size.
 */
export function storeCardCounts(state: CatalogueState, marketId: number): Map<number, number> {
  const memo = memoOf(state);
  const made = `${state.marketVersions.get(marketId) ?? 0}/${state.version}`;
  const kept = memo.storeCounts.get(marketId);
  if (kept?.made === made) return kept.counts;
  const counts = new Map<number, number>();
  const stores = [...(state.storesByMarket.get(marketId) ?? [])];
  for (const offer of state.offersByMarket.get(marketId) ?? []) {
    const shown = offer.lines.filter((line) => state.isPublic(line)).length;
    if (shown === 0) continue;
    for (const store of stores) {
      if (reachesStore(offer, store.id, store.cityId)) counts.set(store.id, (counts.get(store.id) ?? 0) + shown);
    }
  }
  memo.storeCounts.set(marketId, { made, counts });
  return counts;
}

/**
 * How many distinct products each category has on a public line (categories without any are absent); a linked
 * product counts once, as its global product in that product's category (IDENTITY.md §2).
 */
export function productCountsByCategory(state: CatalogueState): Map<number, number> {
  const memo = memoOf(state);
  if (memo.categoryCounts?.made === state.version) return memo.categoryCounts.counts;
  const counts = new Map<number, number>();
  for (const productId of offeredProductIds(state)) {
    const categoryId = state.products.get(productId)?.categoryId;
    if (categoryId !== undefined) counts.set(categoryId, (counts.get(categoryId) ?? 0) + 1);
  }
  memo.categoryCounts = { made: state.version, counts };
  return counts;
}

/**
 * The products shown on a public line, by id: the product pages the sitemap lists. A linked product's lines show
 * its global product, whose page is the one listed (its own page answers as that one).
 */
export function offeredProductIds(state: CatalogueState): number[] {
  const offered = new Set<number>();
  for (const [productId, lines] of state.linesByProduct) {
    if ([...lines].some((line) => state.isPublic(line))) offered.add(state.comparedIdOf(productId));
  }
  return [...offered].sort((a, b) => a - b);
}

/** How many public cards show the product under its own id, not its linked products' (the duplicates' summaries). */
export const ownCardCount = (state: CatalogueState, productId: number): number =>
  [...(state.linesByProduct.get(productId) ?? [])].filter((line) => state.isPublic(line)).length;

/** How many public cards are compared as the product's (suggestions' and the barcode lookup's offerCount). */
export const productCardCount = (state: CatalogueState, productId: number): number => [...state.productLines(productId)].length;
