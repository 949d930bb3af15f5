// The public offer lists (all, special, search, a market's, a store's) are built from one kept list of items per
// market. An offer write changes one market's offers, so it drops that market's list and the answers built from
// it; the next read takes the other markets' lists from memory, instead of every dropped answer running its own
// statement over every market (COMPARISON.md §7). The written market's list is mended, not read again: an offer
// write names the offers it changed (`offer:<id>`), and only their items are read (marketItems in
// offer-read-repository.ts) and put in place of the old ones; a change of anything else the items show (a product, a
// city, the market…) reads the whole list again. At national scale a market's list took 0.4-0.5 s to read.
import { SPECIAL_OFFER_MIN_DISCOUNT } from '@ofertat/shared-api/validation';
import fp from 'fastify-plugin';
import { type Changes, type PublicCache, type Topic, TopicSet } from '../../plugins/public-cache.js';
import { reachesCity, reachesStore } from '../catalogue/reach.js';
import { type CardItem, createOfferReads, type OfferCard, type SearchCriteria } from './offer-read-repository.js';

/** What the lists read from the database. */
export type OfferCardsRepository = Pick<ReturnType<typeof createOfferReads>, 'marketItems' | 'activeMarketIds' | 'storeOwner' | 'marketStores'>;

/**
 * What one market's items are built from: the market, its offers and their products (the cards), and the
 * categories, cities and store points the lists filter them by.
 */
const marketItemTopics = (marketId: number): Topic[] => [`market:${marketId}`, `offers:${marketId}`, 'product', 'category', 'city', 'store'];

/** What every market's items are built from, together. */
const EVERY_ITEM_TOPICS: readonly Topic[] = ['market', 'offers', 'product', 'category', 'city', 'store'];

// Newest campaign first. Each market's list is already in card order, and the items of one offer are all in one
// list, so a stable sort on the campaign keeps each offer's products in the order SQL gave them.
const byCampaign = (a: CardItem, b: CardItem): number =>
  a.card.offerStartDate === b.card.offerStartDate ? b.card.offerId - a.card.offerId : a.card.offerStartDate < b.card.offerStartDate ? 1 : -1;

const cardsOf = (items: readonly CardItem[]): OfferCard[] => items.map((item) => item.card);

/** Two lists in card order, whose offers differ, as one. Items of one offer are together, so comparing campaigns is enough. */
function mergeInCardOrder(kept: readonly CardItem[], fresh: readonly CardItem[]): CardItem[] {
  const merged: CardItem[] = [];
  let k = 0;
  let f = 0;
  while (k < kept.length && f < fresh.length) merged.push(byCampaign(kept[k]!, fresh[f]!) <= 0 ? kept[k++]! : fresh[f++]!);
  return merged.concat(kept.slice(k), fresh.slice(f));
}

/** A market's items as last read, for the day they were read on. */
interface KeptItems {
  today: string;
  items: CardItem[];
}

/** What happened to a market's items since they were last read: these offers changed, or anything may have. */
type ItemChanges = Set<number> | 'all';

/**
 * Each market's last items, mended on the next read after a write: the offers it named are read again and merged
 * in; anything else the items depend on reads them whole. Reads chain on the previous one, so a mend always starts
 * from the items every earlier change was applied to.
 */
function createMendedMarketItems(repository: Pick<OfferCardsRepository, 'marketItems'>, cache: PublicCache) {
  const markets = new Map<number, { latest: Promise<KeptItems | undefined>; changed: ItemChanges }>();
  const topicsOf = new Map<number, TopicSet>();
  const topicSetOf = (marketId: number): TopicSet => {
    let topics = topicsOf.get(marketId);
    if (!topics) {
      topics = new TopicSet(marketItemTopics(marketId));
      topicsOf.set(marketId, topics);
    }
    return topics;
  };

  cache.onDrop((changes: Changes) => {
    const offerIds = changes === 'everything' ? [] : changes.filter((change) => change.startsWith('offer:')).map((change) => Number(change.slice('offer:'.length)));
    for (const [marketId, state] of markets) {
      if (state.changed === 'all') continue;
      const ownOffers: Topic = `offers:${marketId}`;
      if (changes === 'everything' || changes.some((change) => change !== ownOffers && topicSetOf(marketId).touchedBy(change))) state.changed = 'all';
      else if (changes.includes(ownOffers)) {
        if (offerIds.length === 0) state.changed = 'all';
        else for (const offerId of offerIds) state.changed.add(offerId);
      }
    }
  });

  return (today: string, marketId: number): Promise<CardItem[]> => {
    let state = markets.get(marketId);
    if (!state) {
      state = { latest: Promise.resolve(undefined), changed: 'all' };
      markets.set(marketId, state);
    }
    // While the cache keeps nothing, no change is announced here: every read is a whole one.
    const changed = cache.keepsBodies ? state.changed : 'all';
    state.changed = new Set();
    const previous = state.latest;
    const readWhole = async (): Promise<KeptItems> => ({ today, items: await repository.marketItems(today, marketId) });
    const mend = async (offerIds: Set<number>): Promise<KeptItems> => {
      const kept = await previous.catch(() => undefined);
      if (kept === undefined || kept.today !== today) return readWhole();
      if (offerIds.size === 0) return kept;
      const fresh = await repository.marketItems(today, marketId, [...offerIds]);
      return { today, items: mergeInCardOrder(kept.items.filter((item) => !offerIds.has(item.card.offerId)), fresh) };
    };
    const next = changed === 'all' ? readWhole() : mend(changed);
    state.latest = next;
    return next.then((read) => read.items);
  };
}

function matches(item: CardItem, criteria: SearchCriteria): boolean {
  return (
    (criteria.productId === null || item.card.productId === criteria.productId) &&
    (criteria.categoryId === null || item.categoryId === criteria.categoryId) &&
    (criteria.locationId === null || reachesCity(item, criteria.locationId))
  );
}

export function createOfferCards(repository: OfferCardsRepository, cache: PublicCache) {
  const mendedItems = createMendedMarketItems(repository, cache);
  const marketItems = (today: string, marketId: number): Promise<CardItem[]> =>
    cache.value(`offer-items:${marketId}`, marketItemTopics(marketId), () => mendedItems(today, marketId));

  /** Every active market's items, in card order: merged once per change, as every search over all markets reads them. */
  const everyItem = (today: string): Promise<CardItem[]> =>
    cache.value('offer-items:all', EVERY_ITEM_TOPICS, async () => {
      // Which markets are active changes only with a market: an offer write does not read it again.
      const marketIds = await cache.value('active-market-ids', ['market'], () => repository.activeMarketIds());
      const lists = await Promise.all(marketIds.map((marketId) => marketItems(today, marketId)));
      return lists.flat().sort(byCampaign);
    });

  return {
    allCards: async (today: string): Promise<OfferCard[]> => cardsOf(await everyItem(today)),

    /** Largest discount first (as the card shows it), then card order. */
    async specialCards(today: string): Promise<OfferCard[]> {
      const special = (await everyItem(today)).filter((item) => item.card.discountPercentage >= SPECIAL_OFFER_MIN_DISCOUNT);
      return cardsOf(special.sort((a, b) => b.card.discountPercentage - a.card.discountPercentage));
    },

    marketCards: async (today: string, marketId: number): Promise<OfferCard[]> => cardsOf(await marketItems(today, marketId)),

    /** Every given criterion must match; the route guarantees at least one is given. */
    async searchCards(today: string, criteria: SearchCriteria): Promise<OfferCard[]> {
      const items = criteria.marketId === null ? await everyItem(today) : await marketItems(today, criteria.marketId);
      return cardsOf(items.filter((item) => matches(item, criteria)));
    },

    /** How many distinct products each category has on a current offer of an active market (categories without any are absent). */
    async productCountsByCategory(today: string): Promise<Map<number, number>> {
      const products = new Map<number, Set<number>>();
      for (const item of await everyItem(today)) {
        let ofCategory = products.get(item.categoryId);
        if (!ofCategory) {
          ofCategory = new Set();
          products.set(item.categoryId, ofCategory);
        }
        ofCategory.add(item.card.productId);
      }
      return new Map([...products].map(([categoryId, productIds]) => [categoryId, productIds.size]));
    },

    /**
     * How many current cards each store point of the market lists on its page, by store point: counted from the
     * kept items once per change of them, so the nearest stores' counts cost the same at any catalogue size.
     */
    storeCardCounts: (today: string, marketId: number): Promise<Map<number, number>> =>
      cache.value(`store-card-counts:${marketId}`, marketItemTopics(marketId), async () => {
        const [items, stores] = await Promise.all([marketItems(today, marketId), repository.marketStores(marketId)]);
        return new Map(stores.map((store) => [store.storeLocationId, items.filter((item) => reachesStore(item, store.storeLocationId, store.cityId)).length]));
      }),

    /** The store's market and current cards; undefined when the store does not exist or its market is inactive. */
    async storeCards(today: string, storeLocationId: number): Promise<{ marketId: number; cards: OfferCard[] } | undefined> {
      const store = await cache.value(`store-owner:${storeLocationId}`, ['store', 'market'], () => repository.storeOwner(storeLocationId));
      if (!store) return undefined;
      const items = await marketItems(today, store.marketId);
      return { marketId: store.marketId, cards: cardsOf(items.filter((item) => reachesStore(item, storeLocationId, store.cityId))) };
    },
  };
}

export type OfferCards = ReturnType<typeof createOfferCards>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The public offer lists and what is counted from them, over one set of kept items per market. */
    offerCards: OfferCards;
  }
}

/** One `offerCards` for every route that reads the public offer lists, so they share the kept items. */
export const offerCardsPlugin = fp(
  async (app) => {
    app.decorate('offerCards', createOfferCards(createOfferReads(app.db), app.publicCache));
  },
  { name: 'offer-cards', dependencies: ['database', 'public-cache'] },
);
