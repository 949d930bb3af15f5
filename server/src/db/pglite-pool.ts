// PGlite through node-postgres, as PostgreSQL is reached, so that its statements too are prepared once and run by name
// (prepared-statements.ts): PGlite's own query() parses and plans every statement again, and its drizzle driver has
// no other way. The offer write's reference check took 0.43–0.48 ms that way against 0.10–0.13 ms by name.
import type { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';
import { prepareStatementsOn } from './prepared-statements.js';

/**
 * PGlite's node-postgres connection, one per client. node-postgres hands Parse the query's `types`, which drizzle
 * sets to its type parsers (an object), where PGlite's serialiser expects a list of parameter types; none is ever
 * given here.
 */
function pgliteConnection(pglite: PGlite) {
  const { connection } = createPgConfig(pglite);
  const parse = connection.parse.bind(connection);
  connection.parse = (query: { types?: unknown }) => parse({ ...query, types: Array.isArray(query.types) ? query.types : undefined });
  return connection;
}

/**
 * A pool of one client, as PGlite has one connection: a transaction holds it, and other statements wait. The pool
 * ends a client whose statement failed and makes a new one, with a new connection object (PGlite's cannot be opened
 * again) on the same database session, whose prepared statements the new client does not know of: they are
 * deallocated before its first statement.
 */
export function pglitePool(pglite: PGlite): pg.Pool {
  class PgliteClient extends pg.Client {
    constructor(options?: pg.ClientConfig) {
      super({ ...options, connection: pgliteConnection(pglite) } as pg.ClientConfig);
    }
  }
  const pool = new pg.Pool({ Client: PgliteClient, max: 1, idleTimeoutMillis: 0 });
  pool.on('connect', (client) => {
    prepareStatementsOn(client);
    // The client's first statement waits for the deallocation (node-postgres warns when a client is given a
    // statement while it runs another). Should it fail, that statement fails too (a name prepared twice), and the
    // client after it deallocates again.
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      client.query = query as typeof client.query;
      return (query('deallocate all') as Promise<unknown>).catch(() => undefined).then(() => query(...args));
    }) as typeof client.query;
  });
  return pool;
}
