// Products grouped, filtered, sorted and paged (COMPARISON.md §3), from the catalogue: the lines a question can find
// are taken from an index (the products, categories and markets its longest word names; else the market, the
// category or every line), the filters are tested on them, and one group per product keeps its figures and its
// cheapest card. A question costs what its candidate lines cost, not the catalogue's size.
import type { OfferCard, Product, ProductGroup, ProductGroupPage } from '@ofertat/shared-api/contracts';
import type { ProductGroupQuerystring } from '../../schemas/compare.js';
import { byCodeUnits } from '../../lib/code-unit-order.js';
import { thumbnailUrlOf } from '../../uploads/index.js';
import type { CatalogueState, Line } from './catalogue.js';
import { keptUntilChange } from './kept-until-change.js';
import { beginsRank, everyWordBegins, typedWords } from './name-index.js';
import { reachesCity, reachesStore } from './reach.js';

type Sort = NonNullable<ProductGroupQuerystring['sort']>;

/** How typed words are matched: their beginnings ('qum' in 'Qumësht'), or similar spellings (a typo). */
type Match = 'begins' | 'similar';

/** For each typed word, the products, categories and markets whose name it matches. */
interface WordMatches {
  products: Set<number>;
  categories: Set<number>;
  markets: Set<number>;
}

function matchesOf(state: CatalogueState, word: string, match: Match): WordMatches {
  const find = match === 'begins' ? 'beginning' : 'similar';
  return {
    products: state.productNames[find](word),
    categories: state.categoryNames[find](word),
    markets: state.marketNames[find](word),
  };
}

/** The lines a question may find, before its filters: as few as an index can give. */
function candidateLines(state: CatalogueState, query: ProductGroupQuerystring, narrowing: WordMatches | undefined): Iterable<Line> {
  if (narrowing) {
    const lines = new Set<Line>();
    const productIds = new Set(narrowing.products);
    for (const categoryId of narrowing.categories) for (const productId of state.productsByCategory.get(categoryId) ?? []) productIds.add(productId);
    for (const productId of productIds) for (const line of state.comparedLines(state.comparedIdOf(productId))) lines.add(line);
    for (const marketId of narrowing.markets) for (const offer of state.offersByMarket.get(marketId) ?? []) for (const line of offer.lines) lines.add(line);
    return lines;
  }
  const marketId = query.marketId ?? (query.storeLocationId === undefined ? undefined : state.stores.get(query.storeLocationId)?.marketId ?? -1);
  if (marketId !== undefined) return (function* () {
    for (const offer of state.offersByMarket.get(marketId) ?? []) yield* offer.lines;
  })();
  if (query.categoryId !== undefined) {
    const categoryId = query.categoryId;
    // The category's products and those linked to them (a linked line is in its global product's category).
    return (function* () {
      for (const productId of state.productsByCategory.get(categoryId) ?? []) if (state.comparedIdOf(productId) === productId) yield* state.comparedLines(productId);
    })();
  }
  return (function* () {
    for (const offer of state.offers.values()) yield* offer.lines;
  })();
}

interface Group {
  productId: number;
  offerCount: number;
  minPrice: number;
  maxPrice: number;
  minUnitPrice: number | null;
  bestDiscount: number;
  soonestEnd: string;
  latestStart: string;
  cheapest: Line;
  relevance: number;
  /** The product name's search key: the order among equals. */
  key: string;
}

/** The cheapest card first: lower newPrice, then the larger discount, the market's name, the offer. */
function cheaperFirst(state: CatalogueState): (a: Line, b: Line) => number {
  return (a, b) =>
    a.newPrice - b.newPrice ||
    b.sortDiscount - a.sortDiscount ||
    byCodeUnits(state.markets.get(a.offer.marketId)!.name, state.markets.get(b.offer.marketId)!.name) ||
    a.offer.id - b.offer.id;
}

const ORDER: Record<Sort, (a: Group, b: Group) => number> = {
  relevance: (a, b) => a.relevance - b.relevance,
  discount: (a, b) => b.bestDiscount - a.bestDiscount,
  price: (a, b) => a.minPrice - b.minPrice,
  unitPrice: (a, b) => (a.minUnitPrice === null ? (b.minUnitPrice === null ? 0 : 1) : b.minUnitPrice === null ? -1 : a.minUnitPrice - b.minUnitPrice),
  ending: (a, b) => byCodeUnits(a.soonestEnd, b.soonestEnd),
  newest: (a, b) => byCodeUnits(b.latestStart, a.latestStart),
};

/** Adds a line to its product's group in `groups` (a linked product's line to its global product's, IDENTITY.md §2). */
function fold(state: CatalogueState, groups: Map<number, Group>, line: Line, cheaper: (a: Line, b: Line) => number): void {
  const productId = state.comparedIdOf(line.productId);
  const group = groups.get(productId);
  if (group) addLine(state, group, line, cheaper);
  else groups.set(productId, groupOf(state, productId, line));
}

/** A product's group of one line. */
function groupOf(state: CatalogueState, productId: number, line: Line): Group {
  return {
    productId,
    offerCount: 1,
    minPrice: line.newPrice,
    maxPrice: line.newPrice,
    minUnitPrice: state.cardOf(line).unitPrice,
    bestDiscount: line.sortDiscount,
    soonestEnd: line.offer.endDate,
    latestStart: line.offer.startDate,
    cheapest: line,
    relevance: 0,
    key: state.products.get(productId)?.key ?? '',
  };
}

function addLine(state: CatalogueState, group: Group, line: Line, cheaper: (a: Line, b: Line) => number): void {
  const unitPrice = state.cardOf(line).unitPrice;
  group.offerCount++;
  group.minPrice = Math.min(group.minPrice, line.newPrice);
  group.maxPrice = Math.max(group.maxPrice, line.newPrice);
  if (unitPrice !== null && (group.minUnitPrice === null || unitPrice < group.minUnitPrice)) group.minUnitPrice = unitPrice;
  group.bestDiscount = Math.max(group.bestDiscount, line.sortDiscount);
  if (line.offer.endDate < group.soonestEnd) group.soonestEnd = line.offer.endDate;
  if (line.offer.startDate > group.latestStart) group.latestStart = line.offer.startDate;
  if (cheaper(line, group.cheapest) < 0) group.cheapest = line;
}

/**
 * Each product's group over all its public lines, kept until a change touches the product: a question that filters no
 * line (words that name products or categories, a category, a sort, a page) reads groups, not lines, so its cost is
 * the number of products it finds.
 */
const wholeGroups = new WeakMap<CatalogueState, { version: number; groups: Map<number, Group | null> }>();

function wholeGroup(state: CatalogueState, productId: number): Group | null {
  let memo = wholeGroups.get(state);
  if (memo?.version !== state.version) {
    // Only the groups a change touched are made again (a write touches its offers' products).
    const changed = memo ? state.groupsChangedSince(memo.version) : 'all';
    if (!memo || changed === 'all') memo = { version: state.version, groups: new Map() };
    else {
      for (const changedId of changed) memo.groups.delete(changedId);
      memo.version = state.version;
    }
    wholeGroups.set(state, memo);
  }
  let group = memo.groups.get(productId);
  if (group === undefined) {
    const cheaper = cheaperFirst(state);
    let made: Group | null = null;
    for (const line of state.productLines(productId)) {
      if (made) addLine(state, made, line, cheaper);
      else made = groupOf(state, productId, line);
    }
    group = made;
    memo.groups.set(productId, group);
  }
  return group;
}

/** How long one step of `makeEveryGroup` runs: a request waits at most about this long behind it. */
const GROUPS_STEP_MS = 2;

/**
 * Makes every product's group ahead of the questions, a step at a time between requests, while `answers()` says the
 * state still answers. Made on demand, the first question with a common word ('dja') made a few thousand groups
 * while every other request waited: 15–25 ms at 100 000 items, the p99 of computed answers (docs/benchmarks.md).
 */
export async function makeEveryGroup(state: CatalogueState, answers: () => boolean): Promise<void> {
  const productIds = [...state.linesByProduct.keys()];
  let next = 0;
  while (next < productIds.length && answers()) {
    const until = performance.now() + GROUPS_STEP_MS;
    while (next < productIds.length && performance.now() < until) wholeGroup(state, state.comparedIdOf(productIds[next++]!));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The groups a question finds with words matched as `match`, unsorted. */
function groupsOf(state: CatalogueState, query: ProductGroupQuerystring, words: string[], match: Match): Group[] {
  const byLength = [...words].sort((a, b) => b.length - a.length);
  const wordMatches = byLength.map((word) => matchesOf(state, word, match));
  const [narrowing, ...others] = wordMatches;
  const store = query.storeLocationId === undefined ? undefined : state.stores.get(query.storeLocationId);
  const groups = new Map<number, Group>();
  const cheaper = cheaperFirst(state);
  const filtersLines =
    query.marketId !== undefined || query.locationId !== undefined || query.storeLocationId !== undefined || query.minDiscount !== undefined || others.length > 0;

  if (!filtersLines) {
    // Whole products: those the word names or whose category it names (else every product of the category, or every
    // product); the lines of a market the word names are added one by one for the other products. A product named
    // is its compared product (a linked one's global product).
    const productIds = new Set<number>();
    const inCategory = (productId: number) => query.categoryId === undefined || state.products.get(productId)?.categoryId === query.categoryId;
    const add = (productId: number) => {
      const compared = state.comparedIdOf(productId);
      if (inCategory(compared)) productIds.add(compared);
    };
    if (narrowing) {
      for (const productId of narrowing.products) add(productId);
      for (const categoryId of narrowing.categories) {
        if (query.categoryId === undefined || categoryId === query.categoryId) for (const productId of state.productsByCategory.get(categoryId) ?? []) add(productId);
      }
    } else {
      for (const productId of query.categoryId === undefined ? state.linesByProduct.keys() : (state.productsByCategory.get(query.categoryId) ?? [])) add(productId);
    }
    for (const productId of productIds) {
      const group = wholeGroup(state, productId);
      if (group) groups.set(productId, { ...group });
    }
    for (const marketId of narrowing?.markets ?? []) {
      for (const offer of state.offersByMarket.get(marketId) ?? []) {
        for (const line of offer.lines) {
          const compared = state.comparedIdOf(line.productId);
          if (!productIds.has(compared) && inCategory(compared) && state.isPublic(line)) fold(state, groups, line, cheaper);
        }
      }
    }
  } else {
    for (const line of candidateLines(state, query, narrowing)) {
      if (!state.isPublic(line)) continue;
      const product = state.products.get(state.comparedIdOf(line.productId))!;
      const marketId = line.offer.marketId;
      if (query.categoryId !== undefined && product.categoryId !== query.categoryId) continue;
      if (query.marketId !== undefined && marketId !== query.marketId) continue;
      if (query.locationId !== undefined && !reachesCity(line.offer, query.locationId)) continue;
      if (query.storeLocationId !== undefined && (store?.marketId !== marketId || !reachesStore(line.offer, store.id, store.cityId))) continue;
      if (query.minDiscount !== undefined && line.sortDiscount < query.minDiscount) continue;
      const named = (found: WordMatches) => found.products.has(product.id) || found.products.has(line.productId);
      if (!others.every((found) => named(found) || found.categories.has(product.categoryId) || found.markets.has(marketId))) continue;
      fold(state, groups, line, cheaper);
    }
  }
  // Relevance: the product name's own rank (exact, starts with, word starts, similar), else 4 (found through its
  // category or market only).
  if (words.length > 0) {
    for (const group of groups.values()) {
      const name = state.productNames.name(group.productId)!;
      group.relevance = everyWordBegins(name, words) ? beginsRank(name, words) : 4;
    }
  }
  return [...groups.values()];
}

function toGroup(state: CatalogueState, group: Group): ProductGroup {
  const product = state.products.get(group.productId)!;
  const cheapest: OfferCard = state.cardOf(group.cheapest);
  return {
    productId: product.id,
    productName: product.name,
    productUnit: product.unit,
    productImage: thumbnailUrlOf(product.imagePath),
    categoryId: product.categoryId,
    categoryName: state.categories.get(product.categoryId)?.name ?? '',
    quantity: product.quantity,
    offerCount: group.offerCount,
    minPrice: group.minPrice,
    maxPrice: group.maxPrice,
    minUnitPrice: group.minUnitPrice,
    unitPriceUnit: product.quantity?.unit ?? null,
    bestDiscountPercentage: group.bestDiscount,
    cheapest,
  };
}

export function productGroups(state: CatalogueState, query: ProductGroupQuerystring): ProductGroupPage {
  const groups = sortedGroups(state, query);
  const start = (query.page - 1) * query.pageSize;
  return {
    items: groups.slice(start, start + query.pageSize).map((group) => toGroup(state, group)),
    total: groups.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}

interface KeptQuestion {
  groups: readonly Group[];
  bySort: Map<Sort, readonly Group[]>;
}

/**
 * The groups a question found (at most 256 questions), and each order asked of them, until the next change: the
 * other pages and sorts of a question are a slice of a list already made. A word's first three letters find
 * thousands of products at 100 000 items, about a millisecond of grouping and ranking per question
 * (docs/benchmarks.md).
 */
const keptQuestion = keptUntilChange<KeptQuestion>(256);

function sortedGroups(state: CatalogueState, query: ProductGroupQuerystring): readonly Group[] {
  const words = typedWords(query.q ?? '');
  const key = JSON.stringify([words, query.categoryId, query.marketId, query.locationId, query.storeLocationId, query.minDiscount]);
  const question = keptQuestion(state, key, () => {
    const groups = groupsOf(state, query, words, 'begins');
    // Nothing begins with those words: similar spellings are tried ('qumsht').
    return { groups: words.length > 0 && groups.length === 0 ? groupsOf(state, query, words, 'similar') : groups, bySort: new Map() };
  });
  const sort = query.sort ?? (words.length > 0 ? 'relevance' : 'discount');
  let sorted = question.bySort.get(sort);
  if (!sorted) {
    sorted = [...question.groups].sort((a, b) => ORDER[sort](a, b) || b.bestDiscount - a.bestDiscount || byCodeUnits(a.key, b.key) || a.productId - b.productId);
    question.bySort.set(sort, sorted);
  }
  return sorted;
}

/** Every public card of one product inside the city, cheapest first (ties: larger discount, then market name). */
export function productOffers(state: CatalogueState, productId: number, locationId: number | undefined): OfferCard[] {
  const lines = [...state.productLines(productId)].filter((line) => locationId === undefined || reachesCity(line.offer, locationId));
  return lines.sort(cheaperFirst(state)).map((line) => state.cardOf(line));
}

/**
 * The product as the public sees it (global, or of an active market); undefined when it is not public. A linked
 * product answers as its global product (IDENTITY.md §2), so a shared link keeps working.
 */
export function publicProduct(state: CatalogueState, productId: number): Product | undefined {
  const product = state.products.get(state.comparedIdOf(productId));
  if (!product || (product.marketId !== null && state.markets.get(product.marketId)?.isActive !== true)) return undefined;
  return {
    productId: product.id,
    productName: product.name,
    productUnit: product.unit,
    categoryId: product.categoryId,
    categoryName: state.categories.get(product.categoryId)?.name ?? '',
    productImage: product.imagePath,
    productThumbnail: thumbnailUrlOf(product.imagePath),
    currentPrice: product.currentPrice,
    marketId: product.marketId,
    quantity: product.quantity,
    barcode: product.barcode,
    linkedProductId: product.linkedProductId,
  };
}

/**
 * The public product with a barcode (IDENTITY.md §3; `gtin` normalized, not in-store): the global one, else the
 * oldest product of an active market with that code; undefined when none.
 */
export function productWithBarcode(state: CatalogueState, gtin: string): Product | undefined {
  const ids = [...(state.productsByBarcode.get(gtin) ?? [])].sort((a, b) => a - b);
  const global = ids.find((id) => state.products.get(id)?.marketId === null);
  for (const id of global === undefined ? ids : [global]) {
    const product = publicProduct(state, id);
    if (product) return product;
  }
  return undefined;
}
