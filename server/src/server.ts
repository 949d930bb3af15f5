// Starts the product: configuration, database (migrated and seeded), the app on one port. Stops
// cleanly on SIGINT/SIGTERM: in-flight requests finish, then the database closes (PGlite flushes).
import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { fixToday, tiraneToday } from './lib/tirane-date.js';
import { openDatabase } from './db/database.js';
import { prepareNewPgliteFolder } from './seed/first-start.js';
import { type SeedOptions, seedDatabase } from './seed/index.js';
import { startBanner } from './start-banner.js';
import { shrinkLogoThumbnails } from './features/markets/logo-thumbnails.js';
import { removeLeftoverUploads } from './uploads/index.js';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  // Before seeding: the demo data is dated from the server's today.
  fixToday(config.today);
  const pgliteDataDir = path.join(config.dataDir, 'pglite');
  const seedOptions: SeedOptions = {
    superAdmin: config.superAdmin,
    demoData: config.demoData,
    uploadsDir: config.uploads.dir,
    production: config.production,
  };
  // A new PGlite folder is created, migrated and seeded in a child process, whose memory goes when it ends.
  const firstStart = config.databaseUrl ? undefined : await prepareNewPgliteFolder(pgliteDataDir, seedOptions);
  // PGlite's statements run in a thread of their own, beside the requests rather than in their event loop.
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir, pgliteThread: 'own' });
  let app;
  try {
    const report = await database.exclusively(async () => {
      await database.migrate();
      return seedDatabase(database.db, seedOptions);
    });
    app = await buildApp({ config, database });
    // What a killed process left in the uploads folder (old enough that no other instance is still writing it).
    await removeLeftoverUploads(database.db, config.uploads.dir, app.log);
    // The public read model is read whole before the first visitor asks (features/catalogue).
    await app.catalogue.current(tiraneToday());
    await app.listen({ port: config.port, host: config.host });
    console.log(startBanner(config, database.driver, firstStart ?? report));
    void shrinkLogoThumbnails(database.db, config.uploads.dir, app.log);
  } catch (error) {
    // Before the app owns the database, it must be closed here or PGlite's folder stays locked.
    if (app) await app.close();
    else await database.close();
    throw error;
  }

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
