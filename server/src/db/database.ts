// Opens the database: embedded PGlite by default, a PostgreSQL server when a URL is given. Both are
// exposed as one Drizzle type so repositories never know which one runs.
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { type Assume, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../folders.js';
import { prepareStatementsOn } from './prepared-statements.js';
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
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.pgliteDataDir, options.pgliteSnapshot);
}

/**
 * PostgreSQL settings of the embedded database, for memory (docs/benchmarks.md, Memory). PGlite's WASM heap
 * grows and never shrinks, and every page it touches stays in the process's RSS, so each buffer is sized for
 * this one-connection database (the demo data is about 10 MB) rather than left at PostgreSQL's server defaults:
 * - shared_buffers 128 MB → 16 MB: PostgreSQL's page cache inside the WASM heap. Pages read from the data
 *   folder stay in the operating system's cache too, so a miss costs a system call, not a disk read.
 *   This alone took 125 MB off the RSS of an opened database.
 * - maintenance_work_mem 64 MB → 16 MB: index builds in migrations and VACUUM.
 * - temp_buffers 8 MB → 2 MB: temporary tables (none are used).
 * work_mem stays at its 4 MB default: one query runs at a time, so it is the bound of a sort or hash join.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  maintenance_work_mem: '16MB',
  temp_buffers: '2MB',
};

/** PGlite's own start parameters (single-user mode and its fixed settings) plus PGLITE_SETTINGS. */
export const pgliteStartParams = (): string[] => [
  ...PGlite.defaultStartParams,
  ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

/**
 * V8 compiles WebAssembly twice: quickly with Liftoff, then its hot functions again with TurboFan. For PGlite's
 * 9 MB module that second tier kept about 50 MB more in the process (compiled code and what compiling it left)
 * and made no measurable difference to query times here (docs/benchmarks.md, Memory), so it is switched off
 * before the module is compiled. The flag concerns WebAssembly only, and this process runs no other WebAssembly
 * that needs speed. V8 ends the process if Liftoff cannot compile a function under this flag, which happens only
 * on CPUs without the instructions it needs (x64 without SSE4.1, from before 2008); arm64 and x64 have full support.
 */
function compileWasmWithLiftoffOnly(): void {
  v8.setFlagsFromString('--liftoff-only');
}

async function openPglite(dataDir: string | undefined, snapshot: Blob | undefined): Promise<DatabaseHandle> {
  compileWasmWithLiftoffOnly();
  // PGlite is single-connection and slow to open: one instance per process, shared by every request.
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
    extensions: { pg_trgm, unaccent },
    // Also used by the temporary instance PGlite runs initdb in, for a new data folder.
    startParams: pgliteStartParams(),
  });
  const pool = pglitePool(client);
  const db = drizzleNodePostgres({ client: pool, schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await pool.end();
      await client.close();
    },
    exclusively: (task) => task(),
    snapshot: () => client.dumpDataDir('gzip'),
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
