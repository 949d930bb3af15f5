// Type-ahead suggestions (COMPARISON.md §4) from the catalogue's name indexes: products with a public line,
// categories, active markets and cities whose names match the text, ranked (the whole name, the name starting with
// the text, every word beginning a word, then similar spellings) and cut to `limit`. Similar spellings are looked
// for only when the better ranks leave room, as the SQL did.
import type { Suggestions } from '@ofertat/shared-api/contracts';
import { byCodeUnits } from '../../lib/code-unit-order.js';
import { thumbnailUrlOf } from '../../uploads/index.js';
import type { CatalogueState } from './catalogue.js';
import { keptUntilChange } from './kept-until-change.js';
import { beginsRank, closeness, everyWordBegins, type NameIndex, typedWords } from './name-index.js';
import { productCardCount, productCountsByCategory } from './offer-lists.js';

const EMPTY: Suggestions = { products: [], categories: [], markets: [], locations: [] };

interface Ranked {
  id: number;
  name: string;
  rank: number;
  closeness: number;
}

/** Best match first: rank, then the closer spelling, the shorter name, the name, the id (stable pages). */
const bestFirst = (a: Ranked, b: Ranked): number =>
  a.rank - b.rank || b.closeness - a.closeness || a.name.length - b.name.length || byCodeUnits(a.name, b.name) || a.id - b.id;

/**
 * The names of an index that every typed word begins, those `keep` takes, best first, until the next change (at most
 * 1 024 lists): a text's other limits are slices of one list. A word's first three letters find thousands of products
 * at 100 000 items, whose ranking cost about a millisecond per question.
 */
const keptBeginnings = keptUntilChange<readonly Ranked[]>(1_024);

function beginnings(state: CatalogueState, kind: string, names: NameIndex, nameOf: (id: number) => string, words: string[], keep: (id: number) => boolean): readonly Ranked[] {
  return keptBeginnings(state, `${kind}\n${words.join(' ')}`, () => {
    const found: Ranked[] = [];
    for (const id of names.everyWordBeginning(words)) {
      if (keep(id)) found.push({ id, name: nameOf(id), rank: beginsRank(names.name(id)!, words), closeness: 0 });
    }
    return found.sort(bestFirst);
  });
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
