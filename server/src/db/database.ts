// Opens the database: embedded PGlite by default, a PostgreSQL server when a URL is given. Both are
// exposed as one Drizzle type so repositories never know which one runs.
import { type Assume, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrationsFolder } from '../folders.js';
import { prepareStatementsOn } from './prepared-statements.js';
import { openPgliteLink, type PgliteThread } from './pglite-link.js';
import { pglitePool } from './pglite-pool.js';
import { type NotificationChannel, type NotificationHandlers, openNotificationChannel } from './notification-channel.js';
import * as schema from './schema.js';

export type Schema = typeof schema;

/**
 * What both drivers return from `db.execute(sql…)`: an object with the rows. Drizzle's generic HKT
 * types that result as unknown; this one keeps raw queries typed (`db.execute<{ n: number }>(…)`).
 */
interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<Assume<this['row'], Record<string, unknown>>>;
}
interface RowsResult<Row> {
  rows: Row[];
}
export type Database = PgDatabase<RowsQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies the committed migrations in server/drizzle that have not run yet. */
  migrate(): Promise<void>;
  /** Reachability check for the health endpoint. */
  ping(): Promise<void>;
  /** Ends the pool, or closes PGlite so its data folder is flushed and consistent. */
  close(): Promise<void>;
  /**
   * Runs `task` while no other server instance runs its own: migrating and seeding must happen once when
   * several instances start together on one PostgreSQL. PGlite has a single owner, so it just runs.
   */
  exclusively<T>(task: () => Promise<T>): Promise<T>;
  /** PostgreSQL only: LISTEN/NOTIFY between the server instances that share the database. */
  openNotificationChannel?(channel: string, listenerId: string, handlers: NotificationHandlers): Promise<NotificationChannel>;
  /** PGlite only: the whole database as a tarball, loadable through `pgliteSnapshot`. */
  snapshot?(): Promise<Blob>;
}

/** Key of the advisory lock held while an instance migrates and seeds (any constant shared by all instances). */
const STARTUP_LOCK_KEY = 0x0f3e_7a7;

export interface DatabaseOptions {
  /** PostgreSQL server URL; when absent the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; absent means an in-memory database (tests). */
  pgliteDataDir?: string | undefined;
  /** PGlite only: start from a snapshot taken with `snapshot()` (tests clone one seeded database). */
  pgliteSnapshot?: Blob | undefined;
  /**
   * PGlite only: the thread its statements run on, `own` for a server (they no longer hold its event loop), the
   * caller's by default (a process that prepares a database and ends; pglite-link.ts).
   */
  pgliteThread?: PgliteThread | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options);
}

async function openPglite({ pgliteDataDir, pgliteSnapshot, pgliteThread = 'caller' }: DatabaseOptions): Promise<DatabaseHandle> {
  // PGlite is single-session and slow to open: one per process, shared by every request.
  const link = await openPgliteLink({ dataDir: pgliteDataDir, loadDataDir: pgliteSnapshot }, pgliteThread);
  const pool = pglitePool(link);
  const db = drizzleNodePostgres({ client: pool, schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migrateNodePostgres(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await pool.end();
      await link.close();
    },
    exclusively: (task) => task(),
    snapshot: () => link.dump(),
  };
}

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server ends (restart, failover, a dropped database) must not crash the process:
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.error('PostgreSQL idle connection error:', error.message));
  pool.on('connect', prepareStatementsOn);
  const db = drizzleNodePostgres({ client: pool, schema });
  // Fail at start, not on the first request, when the server is unreachable.
  await db.execute(sql`select 1`);
  return {
    db,
    driver: 'postgres',
    migrate: () => migrateNodePostgres(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    async exclusively(task) {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await task();
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        lockClient.release();
      }
    },
    openNotificationChannel: (channel, listenerId, handlers) =>
      openNotificationChannel({ connectionString, pool, channel, listenerId, handlers }),
  };
}
