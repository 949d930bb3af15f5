// Type-ahead suggestions (COMPARISON.md §4) from the catalogue's name indexes: products with a public line,
// categories, active markets and cities whose names match the text, ranked (the whole name, the name starting with
// the text, every word beginning a word, then similar spellings) and cut to `limit`. Similar spellings are looked
// for only when the better ranks leave room, as the SQL did.
import type { Suggestions } from '@ofertat/shared-api/contracts';
import { thumbnailUrlOf } from '../../uploads/index.js';
import type { CatalogueState } from './catalogue.js';
import { beginsRank, closeness, everyWordBegins, type NameIndex, typedWords } from './name-index.js';
import { productCardCount, productCountsByCategory } from './offer-lists.js';

const EMPTY: Suggestions = { products: [], categories: [], markets: [], locations: [] };

interface Ranked {
  id: number;
  name: string;
  rank: number;
  closeness: number;
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Best match first: rank, then the closer spelling, the shorter name, the name, the id (stable pages). */
const bestFirst = (a: Ranked, b: Ranked): number =>
  a.rank - b.rank || b.closeness - a.closeness || a.name.length - b.name.length || compareText(a.name, b.name) || a.id - b.id;

/** How many lists `beginnings` keeps per state version. */
const KEPT_LISTS = 1_024;

/**
 * Per state version, the names of an index that every typed word begins, those `keep` takes, best first: a text's
 * other limits are slices of one list. A word's first three letters find thousands of products at 100 000 items,
 * whose ranking cost about a millisecond per question.
 */
const keptLists = new WeakMap<CatalogueState, { version: number; lists: Map<string, readonly Ranked[]> }>();

function beginnings(state: CatalogueState, kind: string, names: NameIndex, nameOf: (id: number) => string, words: string[], keep: (id: number) => boolean): readonly Ranked[] {
  let kept = keptLists.get(state);
  if (kept?.version !== state.version) {
    kept = { version: state.version, lists: new Map() };
    keptLists.set(state, kept);
  }
  const key = `${kind}\n${words.join(' ')}`;
  let list = kept.lists.get(key);
  if (!list) {
    const found: Ranked[] = [];
    for (const id of names.everyWordBeginning(words)) {
      if (keep(id)) found.push({ id, name: nameOf(id), rank: beginsRank(names.name(id)!, words), closeness: 0 });
    }
    list = found.sort(bestFirst);
    kept.lists.set(key, list);
    if (kept.lists.size > KEPT_LISTS) kept.lists.delete(kept.lists.keys().next().value!);
  }
  return list;
}

/**
 * The ids `names` finds for the words that `keep` takes, best first, at most `limit`: those every word begins a word
 * of, and, when they are fewer than `limit`, the similar spellings after them. `as` gives the id a name is listed
 * under (a linked product's is its global product's, IDENTITY.md §2), each once, at its best rank.
 */
function ranked(
  state: CatalogueState,
  kind: string,
  names: NameIndex,
  nameOf: (id: number) => string,
  words: string[],
  limit: number,
  keep: (id: number) => boolean,
  as: (id: number) => number = (id) => id,
): number[] {
  let found = beginnings(state, kind, names, nameOf, words, keep);
  if (found.length < limit) {
    const similar: Ranked[] = [];
    for (const id of names.everyWordSimilar(words)) {
      const name = names.name(id)!;
      if (keep(id) && !everyWordBegins(name, words)) similar.push({ id, name: nameOf(id), rank: 3, closeness: closeness(name, words) });
    }
    found = [...found, ...similar].sort(bestFirst);
  }
  const ids = new Set<number>();
  for (const entry of found) {
    if (ids.size === limit) break;
    ids.add(as(entry.id));
  }
  return [...ids];
}

export function suggest(state: CatalogueState, text: string, limit: number): Suggestions {
  const words = typedWords(text);
  if (words.length === 0) return EMPTY;
  const offerCounts = new Map<number, number>();
  const offerCount = (productId: number) => {
    let count = offerCounts.get(productId);
    if (count === undefined) {
      count = productCardCount(state, productId);
      offerCounts.set(productId, count);
    }
    return count;
  };
  const productCounts = productCountsByCategory(state);

  return {
    products: ranked(state, 'products', state.productNames, (id) => state.products.get(id)!.name, words, limit, (id) => offerCount(id) > 0, (id) => state.comparedIdOf(id)).map((id) => {
      const product = state.products.get(id)!;
      return { productId: id, productName: product.name, productUnit: product.unit, offerCount: offerCount(id) };
    }),
    categories: ranked(state, 'categories', state.categoryNames, (id) => state.categories.get(id)!.name, words, limit, () => true).map((id) => ({
      categoryId: id,
      categoryName: state.categories.get(id)!.name,
      productCount: productCounts.get(id) ?? 0,
    })),
    markets: ranked(state, 'markets', state.marketNames, (id) => state.markets.get(id)!.name, words, limit, (id) => state.markets.get(id)!.isActive).map((id) => {
      const market = state.markets.get(id)!;
      return { marketId: id, marketName: market.name, marketLogo: thumbnailUrlOf(market.logoPath) };
    }),
    locations: ranked(state, 'cities', state.cityNames, (id) => state.cities.get(id)!.name, words, limit, () => true).map((id) => ({
      locationId: id,
      locationName: state.cities.get(id)!.name,
    })),
  };
}
