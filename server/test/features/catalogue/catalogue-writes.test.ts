// The catalogue (the public read model) after random sequences of writes through the API: offers created, edited
// and deleted, products renamed and moved between categories, market products linked to global products and
// unlinked (IDENTITY.md §2), store points added, moved and deleted, a market deactivated, a day passing. After every write:
// - the operator's check finds the state mended in memory equal to the database read whole (catalogue-check.ts);
// - the public answers equal a plain reference computed here by brute force from rows read with SQL: the compare
//   groups (all, by city, by store point, by category, by words), a product's offers, the nearby store points with
//   their counts and the basket's offer prices;
// - the suggestions equal those of a catalogue read whole after the write.
// Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import type { BasketComparison, NearbyStore, OfferCard, ProductGroupPage, Suggestions } from '@ofertat/shared-api/contracts';
import { percentOff } from '@ofertat/shared-api/validation';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { createCatalogueRows } from '../../../src/features/catalogue/catalogue-rows.js';
import { Catalogue } from '../../../src/features/catalogue/catalogue.js';
import { suggest } from '../../../src/features/catalogue/suggestions.js';
import { lowestPricesBefore, windowKey } from '../../../src/features/price-history/lowest-prices.js';
import { addDays, tiraneToday } from '../../../src/lib/tirane-date.js';
import { multipart } from '../../helpers/uploads.js';
import { buildOfferContext, type OfferContext } from '../offers/offer-fixtures.js';

let context: OfferContext;
beforeAll(async () => {
  context = await buildOfferContext();
});
afterAll(() => context.testApp.close());

const today = tiraneToday();

/**
 * A public line as the database has it, with its 30-day low computed from the price history. productId is the
 * product it is compared as (a linked product's global product), ownProductId the offer line's own.
 */
interface ReferenceLine {
  offerId: number;
  productId: number;
  ownProductId: number;
  marketId: number;
  categoryId: number;
  productName: string;
  newPrice: number;
  oldPrice: number;
  lowest: number | null;
  cityIds: number[];
  storeIds: number[];
}

interface ReferenceStore {
  id: number;
  marketId: number;
  cityId: number | null;
  latitude: number;
  longitude: number;
}

/** Every public line and store point of `day`, read plainly. */
async function referenceRows(day: string): Promise<{ lines: ReferenceLine[]; stores: ReferenceStore[] }> {
  const db = context.testApp.database.db;
  const lines = (
    await db.execute<Omit<ReferenceLine, 'newPrice' | 'oldPrice' | 'lowest' | 'cityIds' | 'storeIds'> & { newPrice: string; oldPrice: string; startDate: string }>(sql`
      select op.offer_id as "offerId", g.id as "productId", op.product_id as "ownProductId", o.market_id as "marketId",
             g.category_id as "categoryId", g.name as "productName", op.new_price::text as "newPrice", op.old_price::text as "oldPrice",
             to_char(o.start_date, 'YYYY-MM-DD') as "startDate"
      from offer_products op join offers o on o.id = op.offer_id join markets m on m.id = o.market_id join products p on p.id = op.product_id
      join products g on g.id = coalesce(p.linked_product_id, p.id)
      where m.is_active and o.start_date <= ${day}::date and o.end_date >= ${day}::date`)
  ).rows;
  const windows = lines.map((line) => ({ productId: line.ownProductId, marketId: line.marketId, startDate: line.startDate }));
  const lows = await lowestPricesBefore(db, windows);
  const cities = (await db.execute<{ offerId: number; cityId: number }>(sql`select offer_id as "offerId", location_id as "cityId" from offer_locations`)).rows;
  const storeLinks = (await db.execute<{ offerId: number; storeId: number }>(sql`select offer_id as "offerId", store_location_id as "storeId" from offer_store_locations`))
    .rows;
  const stores = (
    await db.execute<{ id: number; marketId: number; cityId: number | null; latitude: string; longitude: string }>(sql`
      select s.id, s.market_id as "marketId", s.location_id as "cityId", s.latitude::text as latitude, s.longitude::text as longitude
      from store_locations s join markets m on m.id = s.market_id where m.is_active`)
  ).rows.map((store) => ({ ...store, latitude: Number(store.latitude), longitude: Number(store.longitude) }));
  return {
    lines: lines.map(({ startDate, ...line }) => ({
      ...line,
      newPrice: Number(line.newPrice),
      oldPrice: Number(line.oldPrice),
      lowest: lows.get(windowKey({ productId: line.ownProductId, marketId: line.marketId, startDate })) ?? null,
      cityIds: cities.filter((row) => row.offerId === line.offerId).map((row) => row.cityId),
      storeIds: storeLinks.filter((row) => row.offerId === line.offerId).map((row) => row.storeId),
    })),
    stores,
  };
}

const storeCity = (stores: ReferenceStore[], storeId: number) => stores.find((store) => store.id === storeId)?.cityId ?? null;
const reachesCity = (line: ReferenceLine, stores: ReferenceStore[], cityId: number) =>
  line.cityIds.includes(cityId) || line.storeIds.some((storeId) => storeCity(stores, storeId) === cityId);
const reachesStore = (line: ReferenceLine, store: ReferenceStore) =>
  line.marketId === store.marketId && (line.storeIds.includes(store.id) || (store.cityId !== null && line.cityIds.includes(store.cityId)));
const sortDiscount = (line: ReferenceLine) => percentOff(line.lowest, line.newPrice) ?? percentOff(line.oldPrice, line.newPrice)!;

/** The groups a filter keeps, as the contract defines them: one per product, its figures and its cheapest card's price. */
function referenceGroups(lines: ReferenceLine[]) {
  const byProduct = new Map<number, ReferenceLine[]>();
  for (const line of lines) byProduct.set(line.productId, [...(byProduct.get(line.productId) ?? []), line]);
  return [...byProduct]
    .map(([productId, group]) => ({
      productId,
      offerCount: group.length,
      minPrice: Math.min(...group.map((line) => line.newPrice)),
      maxPrice: Math.max(...group.map((line) => line.newPrice)),
      bestDiscountPercentage: Math.max(...group.map(sortDiscount)),
      cheapestPrice: Math.min(...group.map((line) => line.newPrice)),
    }))
    .sort((a, b) => a.productId - b.productId);
}

async function getJson<T>(url: string): Promise<T> {
  const response = await context.request({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
}

async function expectGroups(query: string, lines: ReferenceLine[]): Promise<void> {
  const page = await getJson<ProductGroupPage>(`/api/compare/products?sort=price&pageSize=48${query}`);
  const shown = page.items
    .map((group) => ({
      productId: group.productId,
      offerCount: group.offerCount,
      minPrice: group.minPrice,
      maxPrice: group.maxPrice,
      bestDiscountPercentage: group.bestDiscountPercentage,
      cheapestPrice: group.cheapest.newPrice,
    }))
    .sort((a, b) => a.productId - b.productId);
  expect({ query, groups: shown, total: page.total }).toEqual({ query, groups: referenceGroups(lines), total: referenceGroups(lines).length });
  const prices = page.items.map((group) => group.minPrice);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
}

/** Every public answer the reference covers, against it. */
async function expectAnswersAsReference(): Promise<void> {
  const { world } = context;
  // The kept bodies go, so every answer is made now; the catalogue stays as the writes mended it (told the changes are
  // in), so the answers are those of the mended state and what it keeps between writes, not of a state read whole.
  context.app.publicCache.clear(true);
  const { lines, stores } = await referenceRows(today);
  await expectGroups('', lines);
  for (const cityId of Object.values(world.cities)) await expectGroups(`&locationId=${cityId}`, lines.filter((line) => reachesCity(line, stores, cityId)));
  for (const store of stores) await expectGroups(`&storeLocationId=${store.id}`, lines.filter((line) => reachesStore(line, store)));
  for (const categoryId of Object.values(world.categories)) await expectGroups(`&categoryId=${categoryId}`, lines.filter((line) => line.categoryId === categoryId));
  for (const word of ['qum', 'uj', 'alfa', 'bulmet']) {
    const words = await referenceWordLines(word, lines);
    await expectGroups(`&q=${word}`, words);
  }

  const compared = await comparedIds();
  for (const productId of Object.values(world.products)) {
    // A deactivated market's own product is hidden like its offers, unless it answers as its global product.
    if (productId === world.products.juiceB && !marketBActive && compared.get(productId) === productId) {
      expect((await context.request({ method: 'GET', url: `/api/compare/products/${productId}` })).statusCode).toBe(404);
      continue;
    }
    const answer = await getJson<{ product: { productId: number }; offers: OfferCard[] }>(`/api/compare/products/${productId}`);
    expect(answer.product.productId).toBe(compared.get(productId));
    const offers = answer.offers;
    const expected = lines.filter((line) => line.productId === compared.get(productId));
    expect(offers.map((card) => [card.offerId, card.newPrice, card.lowestPrice30Days]).sort()).toEqual(
      expected.map((line) => [line.offerId, line.newPrice, line.lowest]).sort(),
    );
  }

  const nearby = await getJson<NearbyStore[]>('/api/store-locations/near?lat=41.32&lng=19.8&limit=50');
  expect(nearby.map((store) => [store.storeLocationId, store.offerCount]).sort()).toEqual(
    stores.map((store) => [store.id, lines.filter((line) => reachesStore(line, store)).length]).sort(),
  );
  expect(nearby.map((store) => store.distanceKm)).toEqual(nearby.map((store) => store.distanceKm).sort((a, b) => a - b));

  // What the mended catalogue keeps for a typed text must follow the writes: the same as a catalogue read whole now.
  const readWhole = await new Catalogue(createCatalogueRows(context.testApp.database.db), { toldOfEveryWrite: () => true }).current(today);
  for (const word of ['qum', 'uj', 'alfa', 'bulmet', 'lëng']) {
    expect(await getJson<Suggestions>(`/api/search/suggest?q=${encodeURIComponent(word)}&limit=20`)).toEqual(suggest(readWhole, word, 20));
  }

  for (const locationId of [undefined, ...Object.values(world.cities)]) {
    const response = await context.request({
      method: 'POST',
      url: '/api/basket/compare',
      payload: { items: Object.values(world.products).map((productId) => ({ productId, quantity: 1 })), ...(locationId === undefined ? {} : { locationId }) },
    });
    expect(response.statusCode).toBe(200);
    const offered = response
      .json<BasketComparison>()
      .markets.flatMap((market) => market.lines.filter((line) => line.onOffer).map((line) => [market.marketId, line.productId, line.price]))
      .sort();
    // A city's basket prices the markets present there: a store point in it, or the city among those it serves.
    const served = (await context.testApp.database.db.execute<{ marketId: number; cityId: number }>(sql`select market_id as "marketId", location_id as "cityId" from market_locations`)).rows;
    const present = (marketId: number, cityId: number) =>
      stores.some((store) => store.marketId === marketId && store.cityId === cityId) || served.some((row) => row.marketId === marketId && row.cityId === cityId);
    const reached = lines.filter((line) => locationId === undefined || (reachesCity(line, stores, locationId) && present(line.marketId, locationId)));
    // Each item asked is priced by the lines compared as it (a linked product's and its global product's).
    const lowest = new Map<string, number>();
    for (const productId of Object.values(world.products)) {
      for (const line of reached.filter((each) => each.productId === compared.get(productId))) {
        const key = `${line.marketId}:${productId}`;
        lowest.set(key, Math.min(lowest.get(key) ?? Number.POSITIVE_INFINITY, line.newPrice));
      }
    }
    expect(offered).toEqual([...lowest].map(([key, price]) => [...key.split(':').map(Number), price]).sort());
  }
}

/** Each product's compared product: the global product it is linked to, else itself. */
async function comparedIds(): Promise<Map<number, number>> {
  const rows = await context.testApp.database.db.execute<{ id: number; compared: number }>(sql`select id, coalesce(linked_product_id, id) as compared from products`);
  return new Map(rows.rows.map((row) => [row.id, row.compared]));
}

/**
 * The lines whose product (compared or own), category or market has a word beginning with `word` (the names read
 * plainly).
 */
async function referenceWordLines(word: string, lines: ReferenceLine[]): Promise<ReferenceLine[]> {
  const db = context.testApp.database.db;
  const named = async (table: 'products' | 'categories' | 'markets') =>
    new Set(
      (await db.execute<{ id: number; name: string }>(sql`select id, name from ${sql.raw(table)}`)).rows
        .filter((row) => ` ${row.name.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase()}`.split(/[^\p{L}\p{N}]+/u).some((each) => each.startsWith(word)))
        .map((row) => row.id),
    );
  const [products, categories, markets] = await Promise.all([named('products'), named('categories'), named('markets')]);
  return lines.filter((line) => products.has(line.productId) || products.has(line.ownProductId) || categories.has(line.categoryId) || markets.has(line.marketId));
}

type Write =
  | { kind: 'offer'; market: 'a' | 'b'; start: number; days: number; cities: boolean[]; stores: boolean[]; lines: { product: number; newPrice: number }[] }
  | { kind: 'edit offer'; pick: number; start: number; days: number; newPrice: number }
  | { kind: 'delete offer'; pick: number }
  | { kind: 'product'; product: 'milk' | 'water' | 'cheeseA'; name: string; category: 'dairy' | 'drinks'; price: number | null }
  | { kind: 'store'; market: 'a' | 'b'; city: 'tirane' | 'durres' | null; latitude: number }
  | { kind: 'move store'; pick: number; city: 'tirane' | 'durres' | 'vlore' }
  | { kind: 'delete store'; pick: number }
  | { kind: 'link'; product: 'cheeseA' | 'juiceB'; to: 'milk' | 'water' | null }
  | { kind: 'deactivate b' };

const writeArb: fc.Arbitrary<Write> = fc.oneof(
  { weight: 4, arbitrary: fc.record({
    kind: fc.constant('offer' as const),
    market: fc.constantFrom('a' as const, 'b' as const),
    start: fc.integer({ min: -40, max: 2 }),
    days: fc.integer({ min: 0, max: 45 }),
    cities: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
    stores: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
    lines: fc.uniqueArray(fc.record({ product: fc.integer({ min: 0, max: 2 }), newPrice: fc.integer({ min: 1, max: 199 }) }), {
      minLength: 1,
      maxLength: 3,
      selector: (line) => line.product,
    }),
  }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('edit offer' as const), pick: fc.nat(), start: fc.integer({ min: -5, max: 1 }), days: fc.integer({ min: 0, max: 9 }), newPrice: fc.integer({ min: 1, max: 199 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete offer' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({
    kind: fc.constant('product' as const),
    product: fc.constantFrom('milk' as const, 'water' as const, 'cheeseA' as const),
    name: fc.constantFrom('Qumësht i freskët', 'Ujë mineral', 'Qumesht Alfa', 'Djathë i bardhë', 'Ujë burimi'),
    category: fc.constantFrom('dairy' as const, 'drinks' as const),
    price: fc.option(fc.integer({ min: 1, max: 500 })),
  }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('store' as const), market: fc.constantFrom('a' as const, 'b' as const), city: fc.constantFrom('tirane' as const, 'durres' as const, null), latitude: fc.integer({ min: 41_200, max: 41_400 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('move store' as const), pick: fc.nat(), city: fc.constantFrom('tirane' as const, 'durres' as const, 'vlore' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete store' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('link' as const), product: fc.constantFrom('cheeseA' as const, 'juiceB' as const), to: fc.constantFrom('milk' as const, 'water' as const, null) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'deactivate b' as const }) },
);

let marketBActive = true;

async function storesOf(market: number): Promise<{ storeLocationId: number; locationId: number | null }[]> {
  const response = await context.request({ method: 'GET', url: `/api/store-locations/all/market?marketId=${market}`, token: context.tokens.superAdmin });
  return response.json();
}

async function offersOf(market: number): Promise<{ offerId: number }[]> {
  const response = await context.request({ method: 'GET', url: `/api/offer/list/market/${market}`, token: context.tokens.superAdmin });
  return response.json();
}

/** Applies one write through the API as the super admin (who may write for any market); a refusal is a failure. */
async function apply(write: Write): Promise<void> {
  const { world, tokens } = context;
  const token = tokens.superAdmin;
  const expectOk = (response: { statusCode: number; body: string }) => {
    if (response.statusCode >= 300) throw new Error(`${write.kind} refused: ${response.statusCode} ${response.body}`);
  };
  const products = [world.products.milk, world.products.water];
  switch (write.kind) {
    case 'offer': {
      if (write.market === 'b' && !marketBActive) return;
      const marketId = world.markets[write.market];
      const stores = (await storesOf(marketId)).filter((_store, index) => write.stores[index]);
      const cityIds = Object.values(world.cities).filter((_city, index) => write.cities[index]);
      const own = write.market === 'a' ? world.products.cheeseA : world.products.juiceB;
      const body = {
        offerName: 'Oferta e rastit',
        marketId,
        startDate: addDays(today, write.start),
        endDate: addDays(today, write.start + write.days),
        locationIds: cityIds.length === 0 && stores.length === 0 ? [world.cities.tirane] : cityIds,
        storeLocationIds: stores.map((store) => store.storeLocationId),
        products: write.lines.map((line) => ({ productId: [...products, own][line.product]!, oldPrice: 200, newPrice: line.newPrice })),
      };
      expectOk(await context.request({ method: 'POST', url: '/api/offer/add', payload: body, token }));
      return;
    }
    case 'edit offer':
    case 'delete offer': {
      const all = [...(await offersOf(world.markets.a)), ...(marketBActive ? await offersOf(world.markets.b) : [])];
      if (all.length === 0) return;
      const offerId = all[write.pick % all.length]!.offerId;
      if (write.kind === 'delete offer') {
        expectOk(await context.request({ method: 'DELETE', url: `/api/offer/delete/${offerId}`, token }));
        return;
      }
      const detail = (await context.request({ method: 'GET', url: `/api/offer/view/${offerId}`, token })).json<{
        marketId: number;
        locations: { locationId: number }[];
        storeLocations: { storeLocationId: number }[];
        products: { productId: number; oldPrice: number }[];
      }>();
      const body = {
        offerName: 'Oferta e ndryshuar',
        marketId: detail.marketId,
        startDate: addDays(today, write.start),
        endDate: addDays(today, write.start + write.days),
        locationIds: detail.locations.map((city) => city.locationId),
        storeLocationIds: detail.storeLocations.map((store) => store.storeLocationId),
        products: detail.products.map((line) => ({ productId: line.productId, oldPrice: line.oldPrice, newPrice: Math.min(write.newPrice, line.oldPrice) })),
      };
      if (body.locationIds.length === 0 && body.storeLocationIds.length === 0) body.locationIds = [world.cities.tirane];
      expectOk(await context.request({ method: 'PUT', url: `/api/offer/edit/${offerId}`, payload: body, token }));
      return;
    }
    case 'product':
    case 'link': {
      const productId = world.products[write.product];
      // A market product's shelf price is its market's normal price (a price record), which the basket falls back on.
      // A link is made to a global product of the same quantity (the unit says it), or undone.
      const form =
        write.kind === 'product'
          ? // A market product's new unit may not be its global product's: it is unlinked.
            multipart({
              productName: write.name,
              productUnit: '1 l',
              categoryId: world.categories[write.category],
              currentPrice: write.price ?? undefined,
              linkedProductId: write.product === 'cheeseA' ? '' : undefined,
            })
          : multipart({
              productName: write.product === 'cheeseA' ? 'Djathë i bardhë' : 'Lëng shege',
              productUnit: write.to === null ? '1 l' : (await context.request({ method: 'GET', url: `/api/product/${world.products[write.to]}` })).json<{ productUnit: string }>().productUnit,
              categoryId: world.categories.dairy,
              currentPrice: 90,
              linkedProductId: write.to === null ? '' : String(world.products[write.to]),
            });
      const request = new Request('http://test.invalid', { method: 'PUT', body: form });
      expectOk(
        await context.request({
          method: 'PUT',
          url: `/api/product/update/${productId}`,
          payload: Buffer.from(await request.arrayBuffer()),
          headers: { 'content-type': request.headers.get('content-type')! },
          token,
        }),
      );
      return;
    }
    case 'store': {
      if (write.market === 'b' && !marketBActive) return;
      const body = {
        storeLocationName: 'Pikë e re',
        latitude: write.latitude / 1000,
        longitude: 19.8,
        marketId: world.markets[write.market],
        ...(write.city === null ? {} : { locationId: world.cities[write.city] }),
      };
      expectOk(await context.request({ method: 'POST', url: '/api/store-locations/add', payload: body, token }));
      return;
    }
    case 'move store':
    case 'delete store': {
      const stores = await storesOf(world.markets.a);
      // Earlier runs may have deleted every store point of the market (the world is shared between runs).
      if (stores.length === 0) return;
      const store = stores[write.pick % stores.length]!;
      if (write.kind === 'delete store') {
        expectOk(await context.request({ method: 'DELETE', url: `/api/store-locations/delete/${store.storeLocationId}`, token }));
        return;
      }
      const body = { storeLocationName: 'Pikë e lëvizur', latitude: 41.3, longitude: 19.81, marketId: world.markets.a, locationId: world.cities[write.city] };
      expectOk(await context.request({ method: 'PUT', url: `/api/store-locations/edit/${store.storeLocationId}`, payload: body, token }));
      return;
    }
    case 'deactivate b': {
      if (!marketBActive) return;
      expectOk(await context.request({ method: 'PUT', url: `/api/admin/deactivate/market/${world.markets.b}`, token }));
      marketBActive = false;
    }
  }
}

it('after every write, the catalogue equals the database read whole and every answer equals the plain reference', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(writeArb, { minLength: 1, maxLength: 6 }), async (writes) => {
      for (const write of writes) {
        await apply(write);
        const check = await context.app.catalogue.check(today);
        expect({ write, differences: check.differences }).toEqual({ write, differences: [] });
        expect(check.consistent).toBe(true);
        await expectAnswersAsReference();
      }
    }),
    { numRuns: 6, seed: 20261128 },
  );
  // The runs showed something: current lines, some through store points only.
  const { lines } = await referenceRows(today);
  expect(lines.length).toBeGreaterThan(0);
}, 300_000);

it('on a new day, answers what is current that day', async () => {
  for (const days of [1, 7, 30]) {
    const day = addDays(today, days);
    const state = await context.app.catalogue.current(day);
    const { lines } = await referenceRows(day);
    const kept = [...state.publicLines()].map((line) => [line.offer.id, line.productId]).sort();
    expect(kept).toEqual(lines.map((line) => [line.offerId, line.productId]).sort());
  }
  // And back to today, mended like any other day.
  expect((await context.app.catalogue.check(today)).consistent).toBe(true);
});

it("forgets a market's normal price when the offer that gave it is deleted, though that offer is not current", async () => {
  // An offer that ended before today is not in the catalogue, but its old price is its market's normal price.
  await apply({ kind: 'offer', market: 'a', start: -12, days: 2, cities: [true, false, false], stores: [false, false, false, false], lines: [{ product: 1, newPrice: 77 }] });
  expect((await context.app.catalogue.check(today)).consistent).toBe(true);
  const offers = await offersOf(context.world.markets.a);
  const ended = offers.find((offer) => offer.offerId === Math.max(...offers.map((each) => each.offerId)))!;
  const response = await context.request({ method: 'DELETE', url: `/api/offer/delete/${ended.offerId}`, token: context.tokens.superAdmin });
  expect(response.statusCode).toBe(200);
  expect((await context.app.catalogue.check(today)).differences).toEqual([]);
});
