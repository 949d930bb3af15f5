// The public offer lists against a model: random offers of two markets (cities, store points, products, dates) are
// written, edited and deleted through the API between reads, and after each round every list (all, special, each
// market's, each store's, searches by every criterion and some together) must equal what the model says the
// contract gives, in the contract's order. The lists are built from kept per-market items (offer-cards.ts), so this
// also checks that each write drops exactly what it changed, and that the items mended after a write (the written
// offers read again and merged in) are the items a whole read gives (offer-cards-mending.test.ts races them).
import type { OfferCard } from '@ofertat/shared-api/contracts';
import { SPECIAL_OFFER_MIN_DISCOUNT } from '@ofertat/shared-api/validation';
import { tiraneToday } from '../../../src/lib/tirane-date.js';
import { addDays, buildOfferContext, type OfferContext, offerBody } from './offer-fixtures.js';

interface ModelOffer {
  offerId: number;
  marketId: number;
  startDate: string;
  endDate: string;
  cityIds: number[];
  storeIds: number[];
  lines: { productId: number; oldPrice: number; newPrice: number }[];
}

let context: OfferContext;
const model = new Map<number, ModelOffer>();

beforeAll(async () => {
  context = await buildOfferContext();
});
afterAll(() => context.testApp.close());

/** A repeatable sequence of numbers in [0, 1) (mulberry32). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

it('every public list equals the model after each round of random writes', async () => {
  const { world, tokens } = context;
  const next = random(20261126);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const some = <T>(items: readonly T[]): T[] => items.filter(() => next() < 0.4);
  const today = tiraneToday();
  const storeCity: Record<number, number | null> = {
    [world.stores.a1]: world.cities.tirane,
    [world.stores.a2]: world.cities.durres,
    [world.stores.aNoCity]: null,
    [world.stores.b1]: world.cities.tirane,
  };
  const ofMarket = {
    [world.markets.a]: { token: tokens.adminA, stores: [world.stores.a1, world.stores.a2, world.stores.aNoCity], own: world.products.cheeseA },
    [world.markets.b]: { token: tokens.adminB, stores: [world.stores.b1], own: world.products.juiceB },
  };
  const category: Record<number, number> = {
    [world.products.milk]: world.categories.dairy,
    [world.products.cheeseA]: world.categories.dairy,
    [world.products.water]: world.categories.drinks,
    [world.products.juiceB]: world.categories.drinks,
  };
  // Cards of one offer come by product name: Djathë, Lëng, Qumësht, Ujë.
  const nameOrder = [world.products.cheeseA, world.products.juiceB, world.products.milk, world.products.water];
  const cities = Object.values(world.cities);

  /** A random offer of `marketId`: dates around today (some past or future), its cities, stores and lines. */
  function randomOffer(marketId: number): Omit<ModelOffer, 'offerId'> {
    const start = addDays(today, pick([-9, -3, -1, 0, 0, 2]));
    const products = [world.products.milk, world.products.water, ofMarket[marketId]!.own].filter(() => next() < 0.6);
    const cityIds = some(cities);
    const storeIds = some(ofMarket[marketId]!.stores);
    // An offer names at least one city or store point (the form's rule).
    if (cityIds.length === 0 && storeIds.length === 0) storeIds.push(pick(ofMarket[marketId]!.stores));
    return {
      marketId,
      startDate: start,
      endDate: addDays(start, pick([0, 1, 5, 8])),
      cityIds,
      storeIds,
      lines: (products.length > 0 ? products : [world.products.water]).map((productId) => ({
        productId,
        oldPrice: 200,
        newPrice: pick([190, 150, 141, 139, 100, 60]),
      })),
    };
  }
  const bodyOf = (offer: Omit<ModelOffer, 'offerId'>) =>
    offerBody(world, {
      offerName: 'Oferta e rastit',
      marketId: offer.marketId,
      startDate: offer.startDate,
      endDate: offer.endDate,
      locationIds: offer.cityIds,
      storeLocationIds: offer.storeIds,
      products: offer.lines,
    });

  const reachesCity = (offer: ModelOffer, cityId: number) =>
    offer.cityIds.includes(cityId) || offer.storeIds.some((storeId) => storeCity[storeId] === cityId);
  const discountOf = (line: ModelOffer['lines'][number]) => Math.round(((line.oldPrice - line.newPrice) * 100) / line.oldPrice);
  /** The model's cards (offer, product, discount) of the current offers that `keep` selects, in card order. */
  function expected(keep: (offer: ModelOffer, productId: number) => boolean): [number, number][] {
    const current = [...model.values()]
      .filter((offer) => offer.startDate <= today && today <= offer.endDate)
      .sort((a, b) => (a.startDate === b.startDate ? b.offerId - a.offerId : a.startDate < b.startDate ? 1 : -1));
    return current.flatMap((offer) =>
      offer.lines
        .filter((line) => keep(offer, line.productId))
        .sort((a, b) => nameOrder.indexOf(a.productId) - nameOrder.indexOf(b.productId))
        .map((line): [number, number] => [offer.offerId, line.productId]),
    );
  }
  const discountOfCard = ([offerId, productId]: [number, number]) => discountOf(model.get(offerId)!.lines.find((line) => line.productId === productId)!);
  const pairs = (cards: OfferCard[]) => cards.map((card): [number, number] => [card.offerId, card.productId]);
  const read = async (method: 'GET' | 'POST', url: string, payload?: Record<string, number>) => {
    const response = await context.request({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(200);
    return pairs(response.json<OfferCard[]>());
  };

  const marketIds = Object.values(world.markets);
  async function expectEveryList(): Promise<void> {
    expect(await read('GET', '/api/offer/all')).toEqual(expected(() => true));
    const special = expected(() => true).filter((card) => discountOfCard(card) >= SPECIAL_OFFER_MIN_DISCOUNT);
    expect(await read('GET', '/api/offer/all/special')).toEqual(special.sort((a, b) => discountOfCard(b) - discountOfCard(a)));
    for (const marketId of Object.values(world.markets)) {
      expect(await read('GET', `/api/offer/market/app/${marketId}`)).toEqual(expected((offer) => offer.marketId === marketId));
      expect(await read('POST', '/api/offer/search', { marketId })).toEqual(expected((offer) => offer.marketId === marketId));
      for (const cityId of cities) {
        expect(await read('POST', '/api/offer/search', { marketId, locationId: cityId })).toEqual(
          expected((offer) => offer.marketId === marketId && reachesCity(offer, cityId)),
        );
      }
      for (const storeId of ofMarket[marketId]!.stores) {
        const city = storeCity[storeId];
        expect(await read('GET', `/api/offer/view/store/location/${storeId}`)).toEqual(
          expected((offer) => offer.marketId === marketId && (offer.storeIds.includes(storeId) || (city != null && offer.cityIds.includes(city)))),
        );
      }
    }
    for (const cityId of cities) expect(await read('POST', '/api/offer/search', { locationId: cityId })).toEqual(expected((offer) => reachesCity(offer, cityId)));
    for (const categoryId of Object.values(world.categories)) {
      expect(await read('POST', '/api/offer/search', { categoryId })).toEqual(expected((_offer, productId) => category[productId] === categoryId));
      expect(await read('POST', '/api/offer/search', { categoryId, locationId: world.cities.tirane })).toEqual(
        expected((offer, productId) => category[productId] === categoryId && reachesCity(offer, world.cities.tirane)),
      );
    }
    for (const productId of nameOrder) {
      expect(await read('POST', '/api/offer/search', { productId })).toEqual(expected((_offer, line) => line === productId));
      // A product's search reads the product's own lines (offer-lists.ts); the other criteria still apply.
      const marketId = pick(marketIds);
      expect(await read('POST', '/api/offer/search', { productId, marketId, locationId: world.cities.tirane })).toEqual(
        expected((offer, line) => line === productId && offer.marketId === marketId && reachesCity(offer, world.cities.tirane)),
      );
    }
  }

  for (let round = 0; round < 6; round += 1) {
    for (let created = 0; created < 4; created += 1) {
      const offer = randomOffer(pick(marketIds));
      const offerId = await context.createOffer(bodyOf(offer), ofMarket[offer.marketId]!.token);
      model.set(offerId, { ...offer, offerId });
    }
    const written = [...model.values()];
    if (written.length > 0) {
      const edited = pick(written);
      const changed = { ...randomOffer(edited.marketId), offerId: edited.offerId };
      const response = await context.request({ method: 'PUT', url: `/api/offer/edit/${edited.offerId}`, payload: bodyOf(changed), token: ofMarket[edited.marketId]!.token });
      expect(response.statusCode).toBe(200);
      model.set(edited.offerId, changed);
    }
    if (round % 2 === 1) {
      const deleted = pick([...model.values()]);
      const response = await context.request({ method: 'DELETE', url: `/api/offer/delete/${deleted.offerId}`, token: ofMarket[deleted.marketId]!.token });
      expect(response.statusCode).toBe(200);
      model.delete(deleted.offerId);
    }
    await expectEveryList();
  }

  // The rounds must have shown something: current offers in both markets, reached through cities and stores.
  expect(expected((offer) => offer.marketId === world.markets.b).length).toBeGreaterThan(0);
  expect(expected((offer) => offer.storeIds.length > 0 && offer.cityIds.length === 0).length).toBeGreaterThan(0);
}, 120_000);
