import type { OfferCard } from '@ofertat/shared-api/contracts';
import { messages } from '@ofertat/shared-api/validation';
import { eq } from 'drizzle-orm';
import { markets } from '../../../src/db/schema.js';
import { fixToday, tiraneToday } from '../../../src/lib/tirane-date.js';
import { freeClock, runDay } from '../../helpers/test-day.js';
import { addDays, buildOfferContext, type OfferContext, offerBody, STORED_IMAGES } from './offer-fixtures.js';

let context: OfferContext;
/** The offers below, by role. */
const ids = { java: 0, durres: 0, beta: 0, expired: 0, upcoming: 0, storeOnly: 0 };
let today: string;

beforeAll(async () => {
  context = await buildOfferContext();
  const { world } = context;
  today = tiraneToday();
  const line = (productId: number, oldPrice: number, newPrice: number) => ({ productId, oldPrice, newPrice });
  ids.java = await context.createOffer(
    offerBody(world, {
      offerName: 'Java',
      startDate: addDays(today, -2),
      endDate: addDays(today, 5),
      locationIds: [world.cities.tirane],
      // 29.5 % rounds to 30 (special); 29 % does not.
      products: [line(world.products.milk, 200, 141), line(world.products.cheeseA, 100, 71)],
    }),
  );
  ids.durres = await context.createOffer(
    offerBody(world, {
      offerName: 'Vetëm në Durrës',
      startDate: addDays(today, -1),
      endDate: addDays(today, 3),
      locationIds: [],
      storeLocationIds: [world.stores.a2],
      // 12.5 % rounds to 13; 33.33 % to 33.
      products: [line(world.products.water, 8, 7), line(world.products.milk, 3, 2)],
    }),
  );
  ids.beta = await context.createOffer(
    offerBody(world, {
      offerName: 'Beta sot',
      marketId: world.markets.b,
      startDate: today,
      endDate: today,
      products: [line(world.products.juiceB, 100, 55), line(world.products.water, 1.5, 1)],
    }),
    context.tokens.adminB,
  );
  ids.expired = await context.createOffer(
    offerBody(world, { offerName: 'E skaduar', startDate: addDays(today, -10), endDate: addDays(today, -1) }),
  );
  ids.upcoming = await context.createOffer(
    offerBody(world, { offerName: 'E ardhshme', startDate: addDays(today, 1), endDate: addDays(today, 5) }),
  );
  ids.storeOnly = await context.createOffer(
    offerBody(world, {
      offerName: 'Vetëm Blloku',
      startDate: addDays(today, -3),
      endDate: addDays(today, 1),
      locationIds: [],
      storeLocationIds: [world.stores.a1],
      products: [line(world.products.water, 50, 40)],
    }),
  );
});
afterAll(() => context.testApp.close());

const get = (url: string) => context.request({ method: 'GET', url });
const search = (payload: Record<string, unknown>) => context.request({ method: 'POST', url: '/api/offer/search', payload });
/** The cards as (offer, product) pairs, in the order received. */
const pairs = (cards: OfferCard[]) => cards.map((card) => [card.offerId, card.productId]);

describe('[PUBLIC][OFFERS] cards', () => {
  it('GET /api/offer/all: one card per current (offer, product), newest campaign first, then product name', async () => {
    const { products } = context.world;
    const response = await get('/api/offer/all');
    expect(response.statusCode).toBe(200);
    expect(pairs(response.json())).toEqual([
      [ids.beta, products.juiceB],
      [ids.beta, products.water],
      [ids.durres, products.milk],
      [ids.durres, products.water],
      [ids.java, products.cheeseA],
      [ids.java, products.milk],
      [ids.storeOnly, products.water],
    ]);
  });

  it('has every field of the public card, offerId and offertaId alike, with the rounded discount', async () => {
    const { world } = context;
    const cards = (await get('/api/offer/all')).json<OfferCard[]>();
    expect(cards.find((card) => card.offerId === ids.java && card.productId === world.products.milk)).toStrictEqual({
      offerId: ids.java,
      offertaId: ids.java,
      productId: world.products.milk,
      comparedProductId: world.products.milk,
      productName: 'Qumësht i freskët',
      productImage: STORED_IMAGES.milk.replace('.webp', '-thumb.webp'),
      productUnit: '1 l',
      oldPrice: 200,
      newPrice: 141,
      discountPercentage: 30,
      marketId: world.markets.a,
      marketName: 'Alfa Market',
      marketLogo: STORED_IMAGES.alfaLogo.replace('.webp', '-thumb.webp'),
      offerStartDate: addDays(today, -2),
      offerEndDate: addDays(today, 5),
      unitPrice: 141,
      unitPriceUnit: 'l',
      // Published today: nothing was known of the product at this market in the 30 days before the start.
      lowestPrice30Days: null,
      realDiscountPercentage: null,
    });
    const discounts = Object.fromEntries(cards.map((card) => [`${card.offerId}:${card.productId}`, card.discountPercentage]));
    expect(discounts).toMatchObject({
      [`${ids.java}:${world.products.cheeseA}`]: 29,
      [`${ids.durres}:${world.products.water}`]: 13,
      [`${ids.durres}:${world.products.milk}`]: 33,
      [`${ids.beta}:${world.products.water}`]: 33,
      [`${ids.beta}:${world.products.juiceB}`]: 45,
    });
    expect(cards.find((card) => card.productId === world.products.juiceB)).toMatchObject({ productImage: null, marketLogo: null });
  });

  it('GET /api/offer/all/special: discounts of at least 30 % (as shown, rounded), largest first', async () => {
    const { products } = context.world;
    const cards = (await get('/api/offer/all/special')).json<OfferCard[]>();
    expect(pairs(cards)).toEqual([
      [ids.beta, products.juiceB],
      [ids.beta, products.water],
      [ids.durres, products.milk],
      [ids.java, products.milk],
    ]);
    expect(cards.map((card) => card.discountPercentage)).toEqual([45, 33, 33, 30]);
  });

  it('GET /api/offer/market/app/{id}: the current cards of one market; empty for an unknown market', async () => {
    const { world } = context;
    const cards = (await get(`/api/offer/market/app/${world.markets.a}`)).json<OfferCard[]>();
    expect([...new Set(cards.map((card) => card.offerId))]).toEqual([ids.durres, ids.java, ids.storeOnly]);
    const unknown = await get('/api/offer/market/app/999999');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual([]);
  });
});

describe('[PUBLIC][OFFERS] search', () => {
  const offersFound = async (criteria: Record<string, unknown>) => {
    const response = await search(criteria);
    expect(response.statusCode).toBe(200);
    return pairs(response.json());
  };

  it('matches each criterion alone', async () => {
    const { world } = context;
    const { products } = world;
    expect(await offersFound({ productId: products.milk, categoryId: null, locationId: null, marketId: null })).toEqual([
      [ids.durres, products.milk],
      [ids.java, products.milk],
    ]);
    expect(await offersFound({ categoryId: world.categories.dairy })).toEqual([
      [ids.durres, products.milk],
      [ids.java, products.cheeseA],
      [ids.java, products.milk],
    ]);
    expect(await offersFound({ marketId: String(world.markets.b) })).toEqual([
      [ids.beta, products.juiceB],
      [ids.beta, products.water],
    ]);
  });

  it('matches a city through the offer cities or through its store locations', async () => {
    const { world } = context;
    const { products } = world;
    // The Durrës offer names no city, only a store location in Durrës.
    expect(await offersFound({ locationId: world.cities.durres })).toEqual([
      [ids.durres, products.milk],
      [ids.durres, products.water],
    ]);
    expect(await offersFound({ locationId: world.cities.tirane })).toEqual([
      [ids.beta, products.juiceB],
      [ids.beta, products.water],
      [ids.java, products.cheeseA],
      [ids.java, products.milk],
      [ids.storeOnly, products.water],
    ]);
    expect(await offersFound({ locationId: world.cities.vlore })).toEqual([]);
  });

  it('requires every given criterion to match', async () => {
    const { world } = context;
    expect(
      await offersFound({ locationId: world.cities.tirane, marketId: world.markets.a, categoryId: world.categories.dairy }),
    ).toEqual([
      [ids.java, world.products.cheeseA],
      [ids.java, world.products.milk],
    ]);
    expect(await offersFound({ productId: world.products.juiceB, marketId: world.markets.a })).toEqual([]);
    expect(await offersFound({ productId: world.products.water, locationId: world.cities.durres })).toEqual([
      [ids.durres, world.products.water],
    ]);
  });

  it('answers 400 without any criterion, and for ids that are not ids', async () => {
    for (const payload of [{}, { productId: null, categoryId: null, locationId: null, marketId: null }, { categoryId: '' }]) {
      const response = await search(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: messages.search.criterionRequired });
    }
    for (const productId of ['qumësht', -1, 1.5, 2_147_483_648, true]) {
      const invalid = await search({ productId, categoryId: context.world.categories.dairy });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({ message: messages.validation.invalidId });
    }
  });

  it('does not drop the public cache: a search is a read', async () => {
    const first = await get('/api/offer/all');
    await search({ marketId: context.world.markets.a });
    const second = await context.request({ method: 'GET', url: '/api/offer/all', headers: { 'if-none-match': first.headers.etag as string } });
    expect(second.statusCode).toBe(304);
  });
});

describe('[PUBLIC][OFFERS] store location offers', () => {
  const storeCards = async (storeLocationId: number) => {
    const response = await get(`/api/offer/view/store/location/${storeLocationId}`);
    expect(response.statusCode).toBe(200);
    return pairs(response.json());
  };

  it("shows the store market's offers linked to the store or to its city", async () => {
    const { world } = context;
    const { products, stores } = world;
    expect(await storeCards(stores.a1)).toEqual([
      [ids.java, products.cheeseA],
      [ids.java, products.milk],
      [ids.storeOnly, products.water],
    ]);
    expect(await storeCards(stores.a2)).toEqual([
      [ids.durres, products.milk],
      [ids.durres, products.water],
    ]);
    // Beta's Tiranë offer reaches Beta's store in Tiranë, never Alfa's.
    expect(await storeCards(stores.b1)).toEqual([
      [ids.beta, products.juiceB],
      [ids.beta, products.water],
    ]);
    expect(await storeCards(stores.aNoCity)).toEqual([]);
  });

  it("answers 404 with the spec's message for an unknown store", async () => {
    const response = await get('/api/offer/view/store/location/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.storeLocations.notFound });
  });
});

describe('[PUBLIC][OFFERS] expiry follows the calendar day in Europe/Tirane', () => {
  const FAKE_EVERYTHING_BUT_DATE = [
    'hrtime',
    'nextTick',
    'performance',
    'queueMicrotask',
    'requestAnimationFrame',
    'cancelAnimationFrame',
    'requestIdleCallback',
    'cancelIdleCallback',
    'setImmediate',
    'clearImmediate',
    'setInterval',
    'clearInterval',
    'setTimeout',
    'clearTimeout',
  ] as const;

  afterEach(() => {
    jest.useRealTimers();
    fixToday(runDay());
  });

  it('switches at midnight in Tirana, not at midnight UTC', async () => {
    const { world } = context;
    const endsOn10 = await context.createOffer(offerBody(world, { offerName: 'Deri më 10', startDate: '2025-06-01', endDate: '2025-06-10' }));
    const startsOn11 = await context.createOffer(offerBody(world, { offerName: 'Nga 11', startDate: '2025-06-11', endDate: '2025-06-20' }));
    const currentOffers = async () => {
      const cards = (await get(`/api/offer/market/app/${world.markets.a}`)).json<OfferCard[]>();
      return [...new Set(cards.map((card) => card.offerId))];
    };

    // 21:30 UTC on 10 June is 23:30 in Tirana (CEST): still the 10th.
    freeClock();
    jest.useFakeTimers({ now: new Date('2025-06-10T21:30:00Z'), doNotFake: [...FAKE_EVERYTHING_BUT_DATE] });
    expect(await currentOffers()).toEqual([endsOn10]);

    // 22:30 UTC, still the 10th in UTC, is 00:30 on the 11th in Tirana.
    jest.setSystemTime(new Date('2025-06-10T22:30:00Z'));
    expect(await currentOffers()).toEqual([startsOn11]);
  });
});

describe('[PUBLIC][OFFERS] writes and deactivation', () => {
  it('an edit is visible at once: the cached lists are dropped', async () => {
    const { world } = context;
    const before = await get('/api/offer/all');
    const edit = await context.request({
      method: 'PUT',
      url: `/api/offer/edit/${ids.storeOnly}`,
      token: context.tokens.adminA,
      payload: offerBody(world, {
        offerName: 'Vetëm Blloku',
        startDate: addDays(today, -3),
        endDate: addDays(today, 1),
        locationIds: [],
        storeLocationIds: [world.stores.a1],
        products: [{ productId: world.products.water, oldPrice: 50, newPrice: 25 }],
      }),
    });
    expect(edit.statusCode).toBe(200);

    const after = await context.request({ method: 'GET', url: '/api/offer/all', headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.json<OfferCard[]>().find((card) => card.offerId === ids.storeOnly)).toMatchObject({ newPrice: 25, discountPercentage: 50 });
    const special = (await get('/api/offer/all/special')).json<OfferCard[]>();
    expect(special[0]).toMatchObject({ offerId: ids.storeOnly, discountPercentage: 50 });
  });

  it('a deleted offer leaves the public lists', async () => {
    const offerId = await context.createOffer(offerBody(context.world, { offerName: 'Për t’u fshirë' }));
    expect((await get('/api/offer/all')).json<OfferCard[]>().some((card) => card.offerId === offerId)).toBe(true);
    await context.request({ method: 'DELETE', url: `/api/offer/delete/${offerId}`, token: context.tokens.adminA });
    expect((await get('/api/offer/all')).json<OfferCard[]>().some((card) => card.offerId === offerId)).toBe(false);
  });

  it("hides every offer of a deactivated market, and its store pages", async () => {
    const { world } = context;
    await context.testApp.database.db.update(markets).set({ isActive: false }).where(eq(markets.id, world.markets.b));
    // The deactivation endpoint drops the cache as every write does; this test writes to the table directly.
    await context.app.publicCache.invalidate();

    const hasBeta = (cards: OfferCard[]) => cards.some((card) => card.offerId === ids.beta);
    expect(hasBeta((await get('/api/offer/all')).json())).toBe(false);
    expect(hasBeta((await get('/api/offer/all/special')).json())).toBe(false);
    expect(hasBeta((await search({ locationId: world.cities.tirane })).json())).toBe(false);
    expect((await get(`/api/offer/market/app/${world.markets.b}`)).json()).toEqual([]);
    expect((await get(`/api/offer/view/store/location/${world.stores.b1}`)).statusCode).toBe(404);
    // Still in the back office.
    const list = await context.request({ method: 'GET', url: `/api/offer/list/market/${world.markets.b}`, token: context.tokens.adminB });
    expect(list.json<{ offerId: number }[]>().map((item) => item.offerId)).toContain(ids.beta);
  });
});
