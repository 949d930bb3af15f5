// Writes told while a mend runs (or before it begins to read) are put in together by one mend: under many writes it
// reads a few statements for many of them, and each write is still acknowledged only once it is in.
import { createCatalogueRows } from '../../../src/features/catalogue/catalogue-rows.js';
import { Catalogue } from '../../../src/features/catalogue/catalogue.js';
import { tiraneToday } from '../../../src/lib/tirane-date.js';
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
