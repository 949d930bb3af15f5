import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { prepareStatementsOn } from '../../src/db/prepared-statements.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

describe('prepared statements', () => {
  /** A client that records what it is asked to run. */
  function recordingClient() {
    const calls: unknown[][] = [];
    const client = { query: (...args: unknown[]) => calls.push(args) } as unknown as pg.PoolClient;
    prepareStatementsOn(client);
    return { client, calls };
  }

  it('names each parameterised statement by its text, and leaves the others unnamed', () => {
    const { client, calls } = recordingClient();
    const run = client.query as unknown as (...args: unknown[]) => void;
    run({ text: 'select $1::integer as n' }, [1]);
    run({ text: 'select $1::integer as n' }, [2]);
    run('select $1::integer as n', [3]);
    run({ text: 'select $1::text as other' }, ['a']);
    run({ text: 'select 1' }, []);
    run('begin');
    run({ text: 'select $1::integer as n', name: 'chosen' }, [4]);

    const names = calls.map(([config]) => (typeof config === 'object' ? (config as { name?: string }).name : undefined));
    expect(names[0]).toMatch(/^ofertat_\d+$/);
    expect(names.slice(0, 3)).toEqual([names[0], names[0], names[0]]);
    expect(names[3]).toMatch(/^ofertat_\d+$/);
    expect(names[3]).not.toBe(names[0]);
    expect(names.slice(4)).toEqual([undefined, undefined, 'chosen']);
    // The values go with the statement as they came.
    expect(calls[2]).toEqual([{ text: 'select $1::integer as n', name: names[0] }, [3]]);
  });

  describe('on the database', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await buildTestApp();
    });
    afterAll(() => testApp.close());

    it('prepares a statement once per connection and runs it by name afterwards, also after a statement failed', async () => {
      const db = testApp.database.db;
      const plusOne = (n: number) => sql`select ${n}::integer + 1 as n`;
      expect((await db.execute<{ n: number }>(plusOne(0))).rows).toEqual([{ n: 1 }]);
      // A failed statement ends its client (node-postgres' pool); the next one prepares the statement again.
      await expect(db.execute(sql`select 1 / ${0}::integer`)).rejects.toThrow();
      const prepared = await db.transaction(async (tx) => {
        for (const n of [1, 2, 3]) expect((await tx.execute<{ n: number }>(plusOne(n))).rows).toEqual([{ n: n + 1 }]);
        return (await tx.execute<{ name: string }>(sql`select name from pg_prepared_statements where statement = 'select $1::integer + 1 as n'`)).rows;
      });
      expect(prepared).toEqual([{ name: expect.stringMatching(/^ofertat_\d+$/) as unknown }]);
    });
  });
});
