// The public offer lists (all, special, search, a market's, a store's) are built from one kept list of items per
// market. An offer write changes one market's offers, so it drops that market's list and the answers built from
// it; the next read loads that market's items again (marketItems in offer-repository.ts) and takes the other
// markets' lists from memory, instead of every dropped answer running its own statement over every market
// (COMPARISON.md §7).
import { SPECIAL_OFFER_MIN_DISCOUNT } from '@ofertat/shared-api/validation';
import type { PublicCache, Topic } from '../../plugins/public-cache.js';
import type { CardItem, createOfferRepository, OfferCard, SearchCriteria, StoreOwner } from './offer-repository.js';

type OfferRepository = ReturnType<typeof createOfferRepository>;

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

/** The offer reaches the city directly or through one of its store points. */
const reachesCity = (item: CardItem, cityId: number): boolean => item.cityIds.includes(cityId) || item.storeCityIds.includes(cityId);

/** A store point's offers: those linked to it, and those linked to the city it stands in. */
const offeredAt = (item: CardItem, store: StoreOwner, storeLocationId: number): boolean =>
  item.storeIds.includes(storeLocationId) || (store.cityId !== null && item.cityIds.includes(store.cityId));

function matches(item: CardItem, criteria: SearchCriteria): boolean {
  return (
    (criteria.productId === null || item.card.productId === criteria.productId) &&
    (criteria.categoryId === null || item.categoryId === criteria.categoryId) &&
    (criteria.locationId === null || reachesCity(item, criteria.locationId))
  );
}

export function createOfferCards(repository: OfferRepository, cache: PublicCache) {
  const marketItems = (today: string, marketId: number): Promise<CardItem[]> =>
    cache.value(`offer-items:${marketId}`, marketItemTopics(marketId), () => repository.marketItems(today, marketId));

  /** Every active market's items, in card order: merged once per change, as every search over all markets reads them. */
  const everyItem = (today: string): Promise<CardItem[]> =>
    cache.value('offer-items:all', EVERY_ITEM_TOPICS, async () => {
      const marketIds = await repository.activeMarketIds();
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

    /** The store's market and current cards; undefined when the store does not exist or its market is inactive. */
    async storeCards(today: string, storeLocationId: number): Promise<{ marketId: number; cards: OfferCard[] } | undefined> {
      const store = await cache.value(`store-owner:${storeLocationId}`, ['store', 'market'], () => repository.storeOwner(storeLocationId));
      if (!store) return undefined;
      const items = await marketItems(today, store.marketId);
      return { marketId: store.marketId, cards: cardsOf(items.filter((item) => offeredAt(item, store, storeLocationId))) };
    },
  };
}
