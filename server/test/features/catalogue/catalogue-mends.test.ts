// Writes told while a mend runs (or before it begins to read) are put in together by one mend: under many writes it
// reads a few statements for many of them, and each write is still acknowledged only once it is in.
import { createCatalogueRows } from '../../../src/features/catalogue/catalogue-rows.js';
import { Catalogue } from '../../../src/features/catalogue/catalogue.js';
import { productGroups } from '../../../src/features/catalogue/product-groups.js';
import { tiraneToday } from '../../../src/lib/tirane-date.js';
import type { Topic } from '../../../src/plugins/public-cache.js';
import { buildOfferContext, type OfferContext, offerBody } from '../offers/offer-fixtures.js';

let context: OfferContext;
beforeAll(async () => {
  context = await buildOfferContext();
});
afterAll(() => context.testApp.close());

const today = tiraneToday();

it('puts in writes told together with one read, each acknowledged once it is in', async () => {
  const rows = createCatalogueRows(context.testApp.database.db);
  const reads: (readonly number[] | undefined)[] = [];
  const catalogue = new Catalogue(
    {
      ...rows,
      currentOffers: (day, which = {}) => {
        reads.push(which.offerIds);
        return rows.currentOffers(day, which);
      },
    },
    { toldOfEveryWrite: () => true },
  );
  await catalogue.current(today);
  reads.length = 0;

  const { world } = context;
  const offerIds: number[] = [];
  for (const newPrice of [101, 102, 103]) {
    offerIds.push(await context.createOffer(offerBody(world, { products: [{ productId: world.products.water, oldPrice: 200, newPrice }] })));
  }
  // This catalogue was told of none of them yet: the three writes' changes arrive at once.
  const inAfterEach: boolean[] = [];
  await Promise.all(
    offerIds.map(async (offerId) => {
      await catalogue.mend([`offers:${world.markets.a}`, `offer:${offerId}`]);
      inAfterEach.push((await catalogue.current(today)).offers.has(offerId));
    }),
  );

  expect(inAfterEach).toEqual([true, true, true]);
  // Told before the mend began to read, all three were read together.
  expect(reads).toEqual([offerIds]);
  expect((await catalogue.check(today)).differences).toEqual([]);
});

it('puts in the writes told while a mend waits for the writes in flight with the same read (options.gather)', async () => {
  const rows = createCatalogueRows(context.testApp.database.db);
  const reads: (readonly number[] | undefined)[] = [];
  let arrive!: () => void;
  let gathering = false;
  const catalogue = new Catalogue(
    {
      ...rows,
      currentOffers: (day, which = {}) => {
        reads.push(which.offerIds);
        return rows.currentOffers(day, which);
      },
    },
    {
      toldOfEveryWrite: () => true,
      gather: () => (gathering ? new Promise<void>((resolve) => (arrive = resolve)) : Promise.resolve()),
    },
  );
  await catalogue.current(today);
  reads.length = 0;

  const { world } = context;
  const body = (newPrice: number) => offerBody(world, { products: [{ productId: world.products.water, oldPrice: 200, newPrice }] });
  const first = await context.createOffer(body(111));
  const second = await context.createOffer(body(112));
  gathering = true;
  const firstIn = catalogue.mend([`offers:${world.markets.a}`, `offer:${first}`]);
  // The first write waits for the second, which is told a moment later (its statements were still running).
  await new Promise((resolve) => setImmediate(resolve));
  const secondIn = catalogue.mend([`offers:${world.markets.a}`, `offer:${second}`]);
  expect(reads).toEqual([]);
  arrive();
  await Promise.all([firstIn, secondIn]);

  expect(reads).toEqual([[first, second]]);
  const state = await catalogue.current(today);
  expect([state.offers.has(first), state.offers.has(second)]).toEqual([true, true]);
});

it("keeps the groups of products no write touched, and answers like a catalogue read whole after each write", async () => {
  const { world } = context;
  const rows = createCatalogueRows(context.testApp.database.db);
  const catalogue = new Catalogue(rows, { toldOfEveryWrite: () => true });
  const query = { page: 1, pageSize: 48, sort: 'price' } as const;
  const readWhole = async () => productGroups(await new Catalogue(rows, { toldOfEveryWrite: () => true }).current(today), query);
  const answer = async () => productGroups(await catalogue.current(today), query);
  // Both products in groups before the writes, so the kept groups are what the writes must change.
  const first = await context.createOffer(offerBody(world, { products: [{ productId: world.products.milk, oldPrice: 150, newPrice: 99 }] }));
  await context.createOffer(offerBody(world, { products: [{ productId: world.products.water, oldPrice: 90, newPrice: 80 }] }));
  await catalogue.current(today);
  expect(await answer()).toEqual(await readWhole());

  const writes: [Topic[], () => Promise<unknown>][] = [
    // A cheaper line for milk: its group's figures change, water's stays as kept.
    [[`offers:${world.markets.a}`], () => context.createOffer(offerBody(world, { products: [{ productId: world.products.milk, oldPrice: 150, newPrice: 77 }] }))],
    // The first milk offer gone.
    [[`offers:${world.markets.a}`, `offer:${first}`], () => context.request({ method: 'DELETE', url: `/api/offer/delete/${first}`, token: context.tokens.adminA })],
    // Market A's own cheese on offer at water's price: the order among equal prices decides.
    [[`offers:${world.markets.a}`], () => context.createOffer(offerBody(world, { products: [{ productId: world.products.cheeseA, oldPrice: 300, newPrice: 80 }] }))],
  ];
  for (const [topics, write] of writes) {
    await write();
    await catalogue.mend(topics);
    expect(await answer()).toEqual(await readWhole());
  }
});
