// Starts the product: configuration, database (migrated and seeded), the app on one port. Stops
// cleanly on SIGINT/SIGTERM: in-flight requests finish, then the database closes (PGlite flushes).
import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, type Config, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { type SeedReport, seedDatabase } from './seed/index.js';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDataDir: path.join(config.dataDir, 'pglite'),
  });
  let app;
  try {
    const report = await database.exclusively(async () => {
      await database.migrate();
      return seedDatabase(database.db, {
        superAdmin: config.superAdmin,
        demoData: config.demoData,
        uploadsDir: config.uploads.dir,
      });
    });
    app = await buildApp({ config, database });
    await app.listen({ port: config.port, host: config.host });
    printBanner(config, database.driver, report);
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

function printBanner(config: Config, driver: string, report: SeedReport): void {
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [
    '',
    `Ofertat is running at http://${shownHost}:${config.port}  (API docs: /api/docs)`,
    `Database: ${driver === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${path.join(config.dataDir, 'pglite')}`}`,
    `Super admin: ${config.superAdmin.email} / ${config.superAdmin.password}` +
      (report.superAdminCreated ? '  (created now)' : '  (as configured when it was created)'),
  ];
  if (report.demoAccounts.length > 0) {
    lines.push(`Demo market admins${report.demoDataInserted ? ' (demo data created now)' : ''}:`);
    for (const account of report.demoAccounts) {
      lines.push(`  ${account.marketName.padEnd(22)} ${account.email} / ${account.password}`);
    }
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
