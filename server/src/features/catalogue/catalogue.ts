// The catalogue: the public read model. Every instance keeps in memory what the public may see — the current offers
// with their lines, 30-day lows and places, and the products, categories, markets, cities and store points they
// show — indexed for the public questions (by product, market and category; names by word beginnings and trigrams;
// store points on a grid). It is read whole at start and on each new day, and mended after every write with only
// what the write changed: the public cache tells it of each write's topics, here and, through LISTEN/NOTIFY
// (plugins/public-cache-sync.ts), from the other instances. A read waits until the changes it was told of are in,
// so a client that reads right after its write sees it, on whichever instance answers.
// The answers built on it are in offer-lists.ts, product-groups.ts, suggestions.ts, nearby-stores.ts and
// basket-offers.ts; the rules they follow are current-offer.ts, reach.ts and prices.ts.
import type { OfferCard } from '@ofertat/shared-api/contracts';
import { unitPriceOf } from '@ofertat/shared-api/validation';
import type { Changes, Topic } from '../../plugins/public-cache.js';
import { thumbnailUrlOf } from '../../uploads/index.js';
import type { CatalogueRows, CategoryRow, CityRow, MarketRow, NormalPriceRow, OfferRow, ProductRow, StoreRow } from './catalogue-rows.js';
import { type CatalogueCheck, compareStates } from './catalogue-check.js';
import { isCurrentOffer } from './current-offer.js';
import { NameIndex } from './name-index.js';
import { discountPercentageOf, realDiscountPercentageOf } from './prices.js';
import type { OfferReach } from './reach.js';
import { StoreGrid } from './store-grid.js';

/** A current offer as kept: what it reaches (its store points' cities follow the store points) and its lines. */
export interface Offer extends OfferReach {
  id: number;
  marketId: number;
  startDate: string;
  endDate: string;
  lines: Line[];
}

/** One offer line as kept; its card is made once per change of what it shows. */
export interface Line {
  offer: Offer;
  productId: number;
  oldPrice: number;
  newPrice: number;
  /** The 30-day low (COMPARISON.md §2), null when none of those days has a known price. */
  lowest: number | null;
  /** The discount the card shows: round((old − new) ÷ old × 100). */
  claimed: number;
  /** The discount against the 30-day low where known, else the claimed one: what sorts and filters by discount. */
  sortDiscount: number;
  card?: { made: number; card: OfferCard; json?: Buffer };
}

/** What a write changed, gathered until the next read puts it in. */
interface Pending {
  everything: boolean;
  allOffers: boolean;
  offerIds: Set<number>;
  marketOffers: Set<number>;
  products: Set<number> | 'all' | null;
  categories: boolean;
  markets: boolean;
  places: boolean;
}

const nothingPending = (): Pending => ({
  everything: false,
  allOffers: false,
  offerIds: new Set(),
  marketOffers: new Set(),
  products: null,
  categories: false,
  markets: false,
  places: false,
});

const isNothing = (pending: Pending): boolean =>
  !pending.everything &&
  !pending.allOffers &&
  pending.offerIds.size === 0 &&
  pending.marketOffers.size === 0 &&
  pending.products === null &&
  !pending.categories &&
  !pending.markets &&
  !pending.places;

/** A topic's kind and id (undefined for a whole kind). */
function parseTopic(topic: Topic): { kind: string; id: number | undefined } {
  const colon = topic.indexOf(':');
  return colon === -1 ? { kind: topic, id: undefined } : { kind: topic.slice(0, colon), id: Number(topic.slice(colon + 1)) };
}

function addChanges(pending: Pending, changes: Changes): void {
  if (changes === 'everything') {
    pending.everything = true;
    return;
  }
  // A write that names the offers it changed (`offer:9`) beside their market's `offers:M` changed only those.
  const namesOffers = changes.some((change) => change.startsWith('offer:'));
  for (const change of changes) {
    const { kind, id } = parseTopic(change);
    if (kind === 'offer' && id !== undefined) pending.offerIds.add(id);
    else if (kind === 'offers') {
      if (id === undefined) pending.allOffers = true;
      else if (!namesOffers) pending.marketOffers.add(id);
    } else if (kind === 'product') {
      if (id === undefined) pending.products = 'all';
      else if (pending.products === null) pending.products = new Set([id]);
      else if (pending.products !== 'all') pending.products.add(id);
    } else if (kind === 'category') pending.categories = true;
    else if (kind === 'market') pending.markets = true;
    else if (kind === 'city' || kind === 'store') pending.places = true;
  }
}

/** Everything the catalogue keeps, for one day; replaced whole by a full read, mended in place by a write's changes. */
export class CatalogueState {
  readonly products = new Map<number, ProductRow>();
  readonly categories = new Map<number, CategoryRow>();
  readonly markets = new Map<number, MarketRow>();
  readonly cities = new Map<number, CityRow>();
  readonly stores = new Map<number, StoreRow>();
  readonly offers = new Map<number, Offer>();
  /** Each market's normal price of each product today, by market then product (the basket's fallback). */
  readonly normalPrices = new Map<number, Map<number, number>>();

  readonly linesByProduct = new Map<number, Set<Line>>();
  /** The market products linked to each global product (IDENTITY.md §2), whose lines count as the global one's. */
  readonly linkedFrom = new Map<number, Set<number>>();
  /** The products with each barcode (IDENTITY.md §3: a scan finds its product without asking the database). */
  readonly productsByBarcode = new Map<string, Set<number>>();
  readonly offersByMarket = new Map<number, Set<Offer>>();
  readonly productsByCategory = new Map<number, Set<number>>();
  readonly storesByMarket = new Map<number, Set<StoreRow>>();
  readonly productNames = new NameIndex();
  readonly categoryNames = new NameIndex();
  readonly marketNames = new NameIndex();
  readonly cityNames = new NameIndex();
  readonly storeGrid = new StoreGrid<StoreRow>();

  /** Bumped by every change: what is made from the whole state (the merged card list) is made again after it. */
  version = 0;
  /** Bumped when what a card shows of a product or a market changes: cards are made again, lists sorted again. */
  shownVersion = 0;
  /** Per market, bumped when its offers change: its card list is sorted again. */
  readonly marketVersions = new Map<number, number>();
  /**
   * Per version since the state was read, the compared products whose whole group (product-groups.ts keeps one per
   * product between changes) a change may have changed: their lines or what their cards show; 'all' after a change
   * of markets (their names order cards, their activity hides lines).
   */
  private readonly groupLog: { version: number; products: Set<number> | 'all' }[] = [];
  // A state being read whole touches everything; `settled` starts the log once it is read, so no set of every
  // product is gathered on the way.
  private groupsTouched: Set<number> | 'all' = 'all';

  constructor(readonly today: string) {}

  /** A change is in: the version goes up and what it touched of the products' groups is logged. */
  changed(): void {
    this.version++;
    this.groupLog.push({ version: this.version, products: this.groupsTouched });
    if (this.groupLog.length > GROUP_LOG_VERSIONS) this.groupLog.shift();
    this.groupsTouched = new Set();
  }

  /** Read whole: nothing is logged of how it was built (a new state has no groups kept). */
  settled(): void {
    this.groupsTouched = new Set();
  }

  /** The compared products whose group may differ from the one made at `version` ('all': any, or the log is too short). */
  groupsChangedSince(version: number): ReadonlySet<number> | 'all' {
    const since = this.groupLog.filter((entry) => entry.version > version);
    if (since.length !== this.version - version) return 'all';
    const changed = new Set<number>();
    for (const entry of since) {
      if (entry.products === 'all') return 'all';
      for (const productId of entry.products) changed.add(productId);
    }
    return changed;
  }

  /** The groups of these products (their own and the ones they are compared as) may have changed. */
  private touchGroups(...productIds: (number | null | undefined)[]): void {
    if (this.groupsTouched === 'all') return;
    for (const productId of productIds) {
      if (productId === null || productId === undefined) continue;
      this.groupsTouched.add(productId);
      this.groupsTouched.add(this.comparedIdOf(productId));
    }
  }

  putProduct(product: ProductRow): void {
    const previous = this.products.get(product.id);
    if (previous) this.productsByCategory.get(previous.categoryId)?.delete(product.id);
    if (previous?.linkedProductId) this.linkedFrom.get(previous.linkedProductId)?.delete(product.id);
    if (product.linkedProductId) setOf(this.linkedFrom, product.linkedProductId).add(product.id);
    if (previous?.barcode) this.productsByBarcode.get(previous.barcode)?.delete(product.id);
    if (product.barcode) setOf(this.productsByBarcode, product.barcode).add(product.id);
    this.products.set(product.id, product);
    this.shownVersion++;
    setOf(this.productsByCategory, product.categoryId).add(product.id);
    this.productNames.set(product.id, product.name);
    // Its lines may now be compared as another product's, and those linked to it (known before it) as its own.
    this.touchGroups(product.id, previous?.linkedProductId, ...(this.linkedFrom.get(product.id) ?? []));
  }

  deleteProduct(productId: number): void {
    const previous = this.products.get(productId);
    if (!previous) return;
    this.touchGroups(productId, ...(this.linkedFrom.get(productId) ?? []));
    this.products.delete(productId);
    this.shownVersion++;
    this.productsByCategory.get(previous.categoryId)?.delete(productId);
    this.productNames.delete(productId);
    if (previous.linkedProductId) this.linkedFrom.get(previous.linkedProductId)?.delete(productId);
    if (previous.barcode) this.productsByBarcode.get(previous.barcode)?.delete(productId);
    // The products linked to it are unlinked with it (the foreign key's on delete set null).
    for (const linkedId of this.linkedFrom.get(productId) ?? []) {
      const linked = this.products.get(linkedId);
      if (linked) this.products.set(linkedId, { ...linked, linkedProductId: null });
    }
    this.linkedFrom.delete(productId);
    // Its lines went with it (offer_products cascades); the offers that held them are read again by their own write.
    for (const line of this.linesByProduct.get(productId) ?? []) {
      line.offer.lines = line.offer.lines.filter((kept) => kept !== line);
      this.marketChanged(line.offer.marketId);
    }
    this.linesByProduct.delete(productId);
  }

  setCategories(rows: readonly CategoryRow[]): void {
    replaceNamed(this.categories, this.categoryNames, rows);
  }

  setMarkets(rows: readonly MarketRow[]): void {
    replaceNamed(this.markets, this.marketNames, rows);
    this.groupsTouched = 'all';
    this.shownVersion++;
    for (const marketId of [...this.offersByMarket.keys()]) {
      if (!this.markets.has(marketId)) for (const offer of [...this.offersByMarket.get(marketId)!]) this.deleteOffer(offer.id);
    }
  }

  setCities(rows: readonly CityRow[]): void {
    replaceNamed(this.cities, this.cityNames, rows);
  }

  setStores(rows: readonly StoreRow[]): void {
    this.stores.clear();
    this.storesByMarket.clear();
    for (const row of rows) {
      this.stores.set(row.id, row);
      setOf(this.storesByMarket, row.marketId).add(row);
    }
    this.storeGrid.build(rows);
    for (const offer of this.offers.values()) offer.storeCityIds = this.storeCitiesOf(offer.storeIds);
  }

  /** Puts (or replaces) a current offer read from the database. */
  putOffer(row: OfferRow): void {
    this.deleteOffer(row.id);
    const offer: Offer = {
      id: row.id,
      marketId: row.marketId,
      startDate: row.startDate,
      endDate: row.endDate,
      cityIds: row.cityIds,
      storeIds: row.storeIds,
      storeCityIds: this.storeCitiesOf(row.storeIds),
      lines: [],
    };
    offer.lines = row.lines.map((line) => {
      const claimed = discountPercentageOf(line.oldPrice, line.newPrice);
      return { ...line, offer, claimed, sortDiscount: realDiscountPercentageOf(line.lowest, line.newPrice) ?? claimed };
    });
    this.offers.set(offer.id, offer);
    setOf(this.offersByMarket, offer.marketId).add(offer);
    for (const line of offer.lines) setOf(this.linesByProduct, line.productId).add(line);
    this.touchGroups(...offer.lines.map((line) => line.productId));
    this.marketChanged(offer.marketId);
  }

  deleteOffer(offerId: number): void {
    const offer = this.offers.get(offerId);
    if (!offer) return;
    this.offers.delete(offerId);
    this.offersByMarket.get(offer.marketId)?.delete(offer);
    for (const line of offer.lines) this.linesByProduct.get(line.productId)?.delete(line);
    this.touchGroups(...offer.lines.map((line) => line.productId));
    this.marketChanged(offer.marketId);
  }

  /**
   * Puts normal prices read again: those of the products (at every market), markets or (product, market) pairs they
   * were read for replace the kept ones.
   */
  setNormalPrices(
    rows: readonly NormalPriceRow[],
    readFor: { productIds?: readonly number[]; marketIds?: readonly number[]; pairs?: readonly { productId: number; marketId: number }[] } = {},
  ): void {
    if (readFor.marketIds) for (const marketId of readFor.marketIds) this.normalPrices.delete(marketId);
    if (readFor.pairs) for (const { productId, marketId } of readFor.pairs) this.normalPrices.get(marketId)?.delete(productId);
    if (readFor.productIds) for (const prices of this.normalPrices.values()) for (const productId of readFor.productIds) prices.delete(productId);
    for (const row of rows) {
      let prices = this.normalPrices.get(row.marketId);
      if (!prices) {
        prices = new Map();
        this.normalPrices.set(row.marketId, prices);
      }
      prices.set(row.productId, row.price);
    }
  }

  /** The offer's cities and store points, read again after a city or a store point changed. */
  setPlaces(offerId: number, places: { cityIds: number[]; storeIds: number[] }): void {
    const offer = this.offers.get(offerId);
    if (!offer) return;
    offer.cityIds = places.cityIds;
    offer.storeIds = places.storeIds;
    offer.storeCityIds = this.storeCitiesOf(places.storeIds);
  }

  private marketChanged(marketId: number): void {
    this.marketVersions.set(marketId, (this.marketVersions.get(marketId) ?? 0) + 1);
  }

  private storeCitiesOf(storeIds: readonly number[]): number[] {
    return storeIds.flatMap((storeId) => {
      const cityId = this.stores.get(storeId)?.cityId;
      return cityId === undefined || cityId === null ? [] : [cityId];
    });
  }

  /** The line is shown to the public today: its offer is current and its market active. */
  isPublic(line: Line): boolean {
    return isCurrentOffer(line.offer, this.today) && this.markets.get(line.offer.marketId)?.isActive === true && this.products.has(line.productId);
  }

  /**
   * The product a product's lines are compared as (IDENTITY.md §2): the global product it is linked to, else
   * itself.
   */
  comparedIdOf(productId: number): number {
    const linked = this.products.get(productId)?.linkedProductId;
    return linked && this.products.has(linked) ? linked : productId;
  }

  /** The products whose lines are compared as `comparedId`'s: itself and those linked to it. */
  *comparedAs(comparedId: number): Iterable<number> {
    yield comparedId;
    yield* this.linkedFrom.get(comparedId) ?? [];
  }

  /** Every line compared as `comparedId`'s, public or not. */
  *comparedLines(comparedId: number): Iterable<Line> {
    for (const productId of this.comparedAs(comparedId)) yield* this.linesByProduct.get(productId) ?? [];
  }

  /** The line as the public card shows it (the spec's card with COMPARISON.md's fields), made once per change. */
  cardOf(line: Line): OfferCard {
    if (line.card?.made === this.shownVersion) return line.card.card;
    const product = this.products.get(line.productId)!;
    const market = this.markets.get(line.offer.marketId)!;
    const card: OfferCard = {
      offerId: line.offer.id,
      offertaId: line.offer.id,
      productId: product.id,
      comparedProductId: this.comparedIdOf(product.id),
      productName: product.name,
      productImage: thumbnailUrlOf(product.imagePath),
      productUnit: product.unit,
      oldPrice: line.oldPrice,
      newPrice: line.newPrice,
      discountPercentage: line.claimed,
      marketId: market.id,
      marketName: market.name,
      marketLogo: thumbnailUrlOf(market.logoPath),
      offerStartDate: line.offer.startDate,
      offerEndDate: line.offer.endDate,
      unitPrice: unitPriceOf(line.newPrice, product.quantity),
      unitPriceUnit: product.quantity?.unit ?? null,
      lowestPrice30Days: line.lowest,
      realDiscountPercentage: realDiscountPercentageOf(line.lowest, line.newPrice),
    };
    line.card = { made: this.shownVersion, card };
    return card;
  }

  /** The line's card as JSON (UTF-8 bytes), written once per change of the card (lists join these, offer-lists.ts). */
  cardJsonOf(line: Line): Buffer {
    const card = this.cardOf(line);
    // cardOf keeps the card it made on the line; its JSON is kept beside it, and goes with it.
    const kept = line.card!;
    kept.json ??= Buffer.from(JSON.stringify(card));
    return kept.json;
  }

  /** Every public line of the market (none when it is inactive). */
  *marketLines(marketId: number): Iterable<Line> {
    for (const offer of this.offersByMarket.get(marketId) ?? []) for (const line of offer.lines) if (this.isPublic(line)) yield line;
  }

  /** Every public line. */
  *publicLines(): Iterable<Line> {
    for (const marketId of this.offersByMarket.keys()) yield* this.marketLines(marketId);
  }

  /** Every public line compared as the product's: its own and its linked products' (IDENTITY.md §2). */
  *productLines(productId: number): Iterable<Line> {
    for (const line of this.comparedLines(this.comparedIdOf(productId))) if (this.isPublic(line)) yield line;
  }
}

function setOf<K, V>(map: Map<K, Set<V>>, key: K): Set<V> {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  return set;
}

function replaceNamed<T extends { id: number; name: string }>(map: Map<number, T>, names: NameIndex, rows: readonly T[]): void {
  const ids = new Set(rows.map((row) => row.id));
  for (const id of map.keys()) if (!ids.has(id)) names.delete(id);
  map.clear();
  for (const row of rows) {
    map.set(row.id, row);
    names.set(row.id, row.name);
  }
}

/** Reads a whole day's state. */
async function readState(rows: CatalogueRows, today: string): Promise<CatalogueState> {
  const [products, categories, markets, cities, stores, offers, normalPrices] = await Promise.all([
    rows.products(),
    rows.categories(),
    rows.markets(),
    rows.cities(),
    rows.stores(),
    rows.currentOffers(today),
    rows.normalPrices(today),
  ]);
  const state = new CatalogueState(today);
  for (const product of products) state.putProduct(product);
  state.setCategories(categories);
  state.setMarkets(markets);
  state.setCities(cities);
  state.setStores(stores);
  for (const offer of offers) state.putOffer(offer);
  state.setNormalPrices(normalPrices);
  state.settled();
  return state;
}

/** How many changes back the products' groups can be kept over; a group made longer ago is made again. */
const GROUP_LOG_VERSIONS = 256;

/** Below this many milliseconds since the last whole read, a catalogue told of no changes is trusted (see `current`). */
const UNTOLD_RELOAD_MS = 1_000;

export interface CatalogueOptions {
  /** False while this instance may miss other instances' writes (its listening connection is down). */
  toldOfEveryWrite: () => boolean;
  /** Told of each state read whole, which answers from then on (until the next one). */
  readWhole?: (state: CatalogueState) => void;
  /** Resolves when a mend about to read may start, the writes that came meanwhile joined to it (mend-gate.ts). */
  gather?: () => Promise<void>;
}

/**
 * The catalogue of one instance. `current(today)` gives the state with every change it was told of put in; changes
 * arrive through `changed` (the public cache's drops). Reads and mends run one after the other, so a mend starts from
 * the state every earlier change was put in.
 */
export class Catalogue {
  private state: CatalogueState | undefined;
  private pending = nothingPending();
  private applying: Promise<void> = Promise.resolve();
  /** The mend queued behind the one running, which later writes' changes join (see `mend`). */
  private waitingMend: { pending: Pending; done: Promise<void> } | undefined;
  private lastWholeRead = 0;

  constructor(
    private readonly rows: CatalogueRows,
    private readonly options: CatalogueOptions,
  ) {}

  /** Told of changes (a drop no mend came before): put in by the next read, which waits for them. */
  changed(changes: Changes): void {
    addChanges(this.pending, changes);
  }

  /**
   * A write's changes, put in now (after every earlier one), before its answers are dropped and the write is
   * acknowledged (public-cache.ts, mendThenDrop). Reads meanwhile answer from the state as it was.
   */
  mend(changes: Changes): Promise<void> {
    const state = this.state;
    // Nothing read yet: the first read reads whole.
    if (!state) return Promise.resolve();
    // A change of nothing kept here (a logout) waits for no mend.
    const changed = nothingPending();
    addChanges(changed, changes);
    if (isNothing(changed)) return Promise.resolve();
    // Writes that come while a mend runs, or while it waits to start (options.gather), are put in
    // together by the next one, which has not read yet and so reads after all of them: under many writes the
    // catalogue reads once for many (a few statements whatever their number), and their answers are dropped once.
    if (this.waitingMend) {
      addChanges(this.waitingMend.pending, changes);
      return this.waitingMend.done;
    }
    const waiting = { pending: nothingPending(), done: Promise.resolve() };
    addChanges(waiting.pending, changes);
    this.waitingMend = waiting;
    const mended = this.applying.then(this.options.gather).then(() => {
      this.waitingMend = undefined;
      return this.apply(this.state?.today ?? state.today, waiting.pending, { keepLows: true });
    });
    this.applying = waiting.done = mended.catch(() => {
      // What could not be put in is put in by the next read, whole.
      this.pending.everything = true;
    });
    return waiting.done;
  }

  /** The state for `today`, with every change told so far put in (a mend in progress is not waited for). */
  async current(today: string): Promise<CatalogueState> {
    // While writes elsewhere may go untold, the state is read whole again, at most once a second.
    if (!this.options.toldOfEveryWrite() && Date.now() - this.lastWholeRead > UNTOLD_RELOAD_MS) this.pending.everything = true;
    if (this.state?.today === today && isNothing(this.pending)) return this.state;
    const pending = this.pending;
    this.pending = nothingPending();
    const applied = this.applying.then(() => this.apply(today, pending));
    this.applying = applied.catch(() => {
      // What was not put in is put in by the next read, whole.
      this.pending.everything = true;
    });
    await applied;
    return this.state!;
  }

  /**
   * The state answered from against the same day read whole now (catalogue-check.ts). A write told while the whole
   * read runs could show as a difference that is not one, so the comparison is made again when one came in.
   */
  async check(today: string): Promise<CatalogueCheck> {
    for (let attempt = 1; ; attempt++) {
      await this.applying;
      const live = await this.current(today);
      const version = live.version;
      const read = await readState(this.rows, today);
      await this.applying;
      const after = await this.current(today);
      if ((after === live && after.version === version) || attempt === 3) return compareStates(after, read);
    }
  }

  /**
   * `keepLows`: a mend, which keeps the 30-day lows of the lines its writes made current (lowest-prices.ts); a read
   * writes nothing.
   */
  private async apply(today: string, pending: Pending, { keepLows = false }: { keepLows?: boolean } = {}): Promise<void> {
    const state = this.state;
    if (!state || state.today !== today || pending.everything) {
      this.lastWholeRead = Date.now();
      this.state = await readState(this.rows, today);
      this.options.readWhole?.(this.state);
      return;
    }
    const rows = this.rows;
    const products = pending.products === null ? undefined : pending.products === 'all' || pending.markets ? undefined : [...pending.products];
    // Everything is read first and put in at once, so no answer ever sees a half-mended state.
    const [productRows, categories, markets, cities, stores] = await Promise.all([
      pending.products !== null || pending.markets ? rows.products(products) : undefined,
      pending.categories ? rows.categories() : undefined,
      pending.markets ? rows.markets() : undefined,
      pending.places ? rows.cities() : undefined,
      pending.places ? rows.stores() : undefined,
    ]);
    const offerRows = pending.allOffers
      ? await rows.currentOffers(today)
      : [
          ...(pending.marketOffers.size > 0 ? await rows.currentOffers(today, { marketIds: [...pending.marketOffers] }, { keepLows }) : []),
          ...(pending.offerIds.size > 0 ? await rows.currentOffers(today, { offerIds: [...pending.offerIds] }, { keepLows }) : []),
        ];
    const places = pending.places ? await rows.offerPlaces([...state.offers.keys()]) : undefined;
    // Normal prices change with the price records an offer or product write appends: those of every product the
    // written offers ever held (current or not, deleted or not: their price records say), of the markets whose
    // offers were read again, of the products written.
    const everyPrice = pending.allOffers || pending.products === 'all';
    const writtenProducts = pending.products instanceof Set ? [...pending.products] : [];
    const [normalOfProducts, normalOfMarkets] = await Promise.all([
      everyPrice
        ? rows.normalPrices(today).then((prices) => ({ prices, recorded: [] }))
        : writtenProducts.length > 0 || pending.offerIds.size > 0
          ? rows.normalPricesOfWrites(today, { productIds: writtenProducts, recordedFor: [...pending.offerIds] })
          : undefined,
      !everyPrice && pending.marketOffers.size > 0 ? rows.normalPrices(today, { marketIds: [...pending.marketOffers] }) : undefined,
    ]);
    // A line always shows a product the catalogue knows: one it has not been told of (written with its offer) is read too.
    const known = new Set([...state.products.keys(), ...(productRows ?? []).map((product) => product.id)]);
    const unknownProducts = [...new Set(offerRows.flatMap((offer) => offer.lines.map((line) => line.productId)))].filter((id) => !known.has(id));
    const extraProducts = unknownProducts.length > 0 ? await rows.products(unknownProducts) : [];
    const extraCategories =
      !categories && extraProducts.some((product) => !state.categories.has(product.categoryId)) ? await rows.categories() : undefined;

    if (productRows) {
      const read = new Set(productRows.map((product) => product.id));
      const asked = products ?? [...state.products.keys()];
      for (const productId of asked) if (!read.has(productId)) state.deleteProduct(productId);
      for (const product of productRows) state.putProduct(product);
    }
    for (const product of extraProducts) state.putProduct(product);
    if (categories ?? extraCategories) state.setCategories((categories ?? extraCategories)!);
    if (cities) state.setCities(cities);
    if (stores) state.setStores(stores);
    if (markets) state.setMarkets(markets);
    if (pending.allOffers) for (const offerId of [...state.offers.keys()]) state.deleteOffer(offerId);
    for (const marketId of pending.marketOffers) for (const offer of [...(state.offersByMarket.get(marketId) ?? [])]) state.deleteOffer(offer.id);
    for (const offerId of pending.offerIds) state.deleteOffer(offerId);
    for (const offer of offerRows) state.putOffer(offer);
    if (places) for (const [offerId, offerPlaces] of places) state.setPlaces(offerId, offerPlaces);
    if (normalOfProducts) {
      if (everyPrice) state.normalPrices.clear();
      state.setNormalPrices(normalOfProducts.prices, everyPrice ? {} : { productIds: writtenProducts, pairs: normalOfProducts.recorded });
    }
    if (normalOfMarkets) state.setNormalPrices(normalOfMarkets, { marketIds: [...pending.marketOffers] });
    state.changed();
  }
}
