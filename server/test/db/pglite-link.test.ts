// The embedded database through node-postgres's pool, on the caller's thread (tests, the first start) and on its own
// (the server): several connections share its one session, statements sent at once are each answered, and a
// transaction has the session to itself.
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.js';
import type pg from 'pg';
import { openPgliteLink, type PgliteLink, type PgliteThread } from '../../src/db/pglite-link.js';
import { pglitePool } from '../../src/db/pglite-pool.js';

const range = (length: number) => Array.from({ length }, (_, index) => index);
/** Resolves once the statements made so far on idle connections have been sent (the pool hands them over in this turn). */
const sent = () => new Promise((resolve) => setImmediate(resolve));

describe.each<PgliteThread>(['caller', 'own'])('PGlite on the %s thread', (thread) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ pgliteThread: thread });
    await database.db.execute(sql`create table t (n int)`);
    // Connections made beforehand, so a statement below is sent within the turn of the loop it is made in.
    await Promise.all(range(4).map(() => count()));
  });
  afterAll(() => database.close());
  beforeEach(() => database.db.execute(sql`delete from t`));

  const count = async () => (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from t`)).rows[0]!.n;

  test('answers each of many statements sent at once with its own rows', async () => {
    const answers = await Promise.all(range(40).map((index) => database.db.execute<{ v: number }>(sql`select ${index}::int + 1 as v`)));
    expect(answers.map((answer) => answer.rows[0]!.v)).toEqual(range(40).map((index) => index + 1));
  });

  test('runs a statement sent during a transaction after the transaction, never inside it', async () => {
    let outside: Promise<number> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (1)`);
      outside = count();
      await sent();
      // Were the count run inside the transaction, it would run before this insert (it was sent first) and see 1.
      await tx.execute(sql`insert into t values (2)`);
    });
    expect(await outside).toBe(2);
  });

  test('a statement sent during a transaction that is rolled back sees nothing of it', async () => {
    let outside: Promise<number> | undefined;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t values (1)`);
        outside = count();
        await sent();
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    expect(await outside).toBe(0);
  });

  test('a statement that fails fails alone', async () => {
    const [failed, counted] = await Promise.allSettled([database.db.execute(sql`select 1 / 0`), count()]);
    expect(failed.status).toBe('rejected');
    expect(counted).toEqual({ status: 'fulfilled', value: 0 });
  });

  test('a snapshot opens as a copy of the database', async () => {
    await database.db.execute(sql`insert into t values (7)`);
    const copy = await openDatabase({ pgliteSnapshot: await database.snapshot!(), pgliteThread: thread });
    try {
      expect((await copy.db.execute<{ n: number }>(sql`select n from t`)).rows).toEqual([{ n: 7 }]);
    } finally {
      await copy.close();
    }
  });
});

describe.each<PgliteThread>(['caller', 'own'])('the pool on the %s thread', (thread) => {
  let link: PgliteLink;
  let pool: pg.Pool;
  beforeAll(async () => {
    link = await openPgliteLink({}, thread);
    pool = pglitePool(link);
  });
  afterAll(async () => {
    await pool.end();
    await link.close();
  });

  test('a statement one connection prepared runs on the others by name', async () => {
    // Sent at once, on as many connections: the first prepares the named statement, the others bind it.
    const answers = await Promise.all(range(10).map((index) => pool.query<{ v: number }>('select $1::int * 2 as v', [index])));
    expect(answers.map((answer) => answer.rows[0]!.v)).toEqual(range(10).map((index) => index * 2));
    expect(pool.totalCount).toBeGreaterThan(1);
  });

  test('a connection that ends inside a transaction leaves it rolled back and the session to the others', async () => {
    await pool.query('create table u (n int)');
    const client = await pool.connect();
    await client.query('begin');
    await client.query('insert into u values (1)');
    // As the pool does with a connection whose statement failed: it is ended, not given back.
    client.release(true);
    expect((await pool.query<{ n: number }>('select count(*)::int as n from u')).rows[0]!.n).toBe(0);
  });
});

test("on its own thread, a statement leaves the server's event loop free while it runs; closed, it refuses statements", async () => {
  const link = await openPgliteLink({}, 'own');
  const pool = pglitePool(link);
  // Its connection made first, so the statement below is sent in this turn of the loop.
  await pool.query('select 1');
  const events: string[] = [];
  const timer = new Promise<void>((resolve) => setTimeout(() => resolve(void events.push('timer')), 1));
  await pool.query('select pg_sleep(0.3)').then(() => events.push('statement'));
  await timer;
  expect(events).toEqual(['timer', 'statement']);
  await pool.end();
  await link.close();
  // Refused at once, rather than left waiting for a thread that has ended.
  await expect(link.exec(0, new Uint8Array(0))).rejects.toThrow('The embedded database is closed');
});
