// Two edits of one offer at once, on PostgreSQL (the embedded database runs one statement at a time, so there they
// cannot interleave): the later edit must leave exactly its own cities, store points and lines, not the earlier
// edit's too. PostgreSQL only (jest.config.cjs leaves *.postgres.test.ts out of the embedded-PGlite run).
import pg from 'pg';
import { buildOfferContext, type OfferContext, offerBody } from './offer-fixtures.js';

if (!process.env.DATABASE_URL) throw new Error('offer-concurrent-edit.postgres.test.ts needs DATABASE_URL: a PostgreSQL server');

let context: OfferContext;
let other: pg.Client;
beforeAll(async () => {
  context = await buildOfferContext();
  other = new pg.Client({ connectionString: context.testApp.databaseUrl });
  await other.connect();
});
afterAll(async () => {
  await other?.end();
  await context?.testApp.close();
});

/** Whether a statement of this database is waiting for a row lock (the edit, behind the other transaction). */
async function someoneWaitsForALock(watcher: pg.Client): Promise<boolean> {
  const { rows } = await watcher.query<{ waiting: number }>(
    "select count(*)::integer as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
  );
  return rows[0]!.waiting > 0;
}

it('leaves only the later edit\'s links when it waited for an earlier edit of the same offer', async () => {
  const { world } = context;
  const offerId = await context.createOffer(offerBody(world, { locationIds: [world.cities.tirane], storeLocationIds: [world.stores.a1] }));

  // An earlier edit, in its own transaction: the offer's row written and locked, a city and a store point added.
  await other.query('begin');
  await other.query('update offers set name = $1 where id = $2', ['Oferta e parë', offerId]);
  await other.query('insert into offer_locations (offer_id, location_id) values ($1, $2)', [offerId, world.cities.durres]);
  await other.query('insert into offer_store_locations (offer_id, store_location_id) values ($1, $2)', [offerId, world.stores.a2]);

  // The later edit starts while the earlier one holds the row, and waits for it.
  const laterBody = offerBody(world, {
    offerName: 'Oferta e dytë',
    locationIds: [world.cities.vlore],
    storeLocationIds: [world.stores.a1],
  });
  const later = context.request({ method: 'PUT', url: `/api/offer/edit/${offerId}`, token: context.tokens.adminA, payload: laterBody });
  const watcher = new pg.Client({ connectionString: context.testApp.databaseUrl });
  await watcher.connect();
  try {
    const deadline = Date.now() + 10_000;
    while (!(await someoneWaitsForALock(watcher))) {
      if (Date.now() > deadline) throw new Error('the edit never waited for the row');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await watcher.end();
  }
  await other.query('commit');

  expect((await later).statusCode).toBe(200);
  const view = await context.request({ method: 'GET', url: `/api/offer/view/${offerId}`, token: context.tokens.adminA });
  expect(view.json()).toMatchObject({
    offerName: 'Oferta e dytë',
    locations: [{ locationId: world.cities.vlore }],
    storeLocations: [{ storeLocationId: world.stores.a1 }],
  });
});
