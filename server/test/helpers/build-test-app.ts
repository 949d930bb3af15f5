// Builds the real app for a test file: a fresh database, migrated and seeded with the demo data, and
// a temporary DATA_DIR. PGlite in memory by default; with DATABASE_URL set, a new PostgreSQL database
// per call (dropped on close), so test files running in parallel never share rows.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/config.js';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.js';
import { seedDatabase } from '../../src/seed/index.js';
import { cloneDemoTemplate, databaseUrlFor, runOnServer } from './demo-template.js';
import { runDay } from './test-day.js';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export interface TestAppOptions {
  /** Seed the demo data (default true; the super admin is always created). */
  demoData?: boolean;
  /** Folder served as the web app; default: a folder that does not exist. */
  webRoot?: string;
  /** More environment variables for loadConfig. */
  env?: Record<string, string>;
  /**
   * PostgreSQL only: open this existing database (another test app's `databaseUrl`) instead of making one, as a
   * second server instance on the same database does. It is left for its owner to drop.
   */
  databaseUrl?: string;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  /** The PostgreSQL database of this app (undefined on PGlite). */
  databaseUrl: string | undefined;
  /** Logs in through the API and returns the bearer token. */
  login(usernameOrEmail: string, password: string): Promise<string>;
  close(): Promise<void>;
}

/** TODAY for the run's day, so the app's clock stands on it too (helpers/test-day.ts); options.env may name another. */
function runDayEnv(): Record<string, string> {
  const day = runDay();
  return day === undefined ? {} : { TODAY: day };
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ofertat-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    DEMO_DATA: options.demoData === false ? '0' : '1',
    WEB_ROOT: options.webRoot ?? path.join(dataDir, 'no-web-build'),
    ...runDayEnv(),
    ...options.env,
  });
  const template = config.demoData ? await cloneDemoTemplate(config.uploads.dir) : null;
  const postgres = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => {} }
    : process.env.DATABASE_URL
      ? await createPostgresDatabase(process.env.DATABASE_URL, template?.postgresTemplate)
      : undefined;
  const database = await openDatabase({ databaseUrl: postgres?.url, pgliteSnapshot: template?.pgliteSnapshot });
  const removeTestData = async () => {
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };

  let app: FastifyInstance;
  try {
    await database.migrate();
    await seedDatabase(database.db, { superAdmin: config.superAdmin, demoData: config.demoData, uploadsDir: config.uploads.dir });
    app = await buildApp({ config, database });
    await app.ready();
  } catch (error) {
    await database.close();
    await removeTestData();
    throw error;
  }

  return {
    app,
    config,
    database,
    databaseUrl: postgres?.url,
    async login(usernameOrEmail, password) {
      const response = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { usernameOrEmail, password } });
      if (response.statusCode !== 200) throw new Error(`login as ${usernameOrEmail} failed: ${response.body}`);
      return response.json<{ token: string }>().token;
    },
    async close() {
      await app.close(); // closes the database too: the app owns it
      await removeTestData();
    },
  };
}

async function createPostgresDatabase(serverUrl: string, template: string | undefined): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ofertat_test_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  return {
    url: databaseUrlFor(serverUrl, name),
    drop: () => runOnServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}
