// The child process of seed/first-start.ts: opens the new PGlite folder, migrates, seeds, closes it (so the
// server can open it) and sends the seed report, or the error, to the parent.
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { fixToday } from '../lib/tirane-date.js';
import type { FirstStartRequest, FirstStartResult } from './first-start.js';
import { seedDatabase } from './index.js';

async function prepare({ pgliteDataDir, seed }: FirstStartRequest): Promise<FirstStartResult> {
  // As server.ts does before seeding (same environment, so the same TODAY): the demo data is dated from it.
  fixToday(loadConfig().today);
  const database = await openDatabase({ pgliteDataDir });
  try {
    await database.migrate();
    return { report: await seedDatabase(database.db, seed) };
  } finally {
    await database.close();
  }
}

process.once('message', (request: FirstStartRequest) => {
  prepare(request)
    .catch((error: unknown): FirstStartResult =>
      error instanceof ConfigError ? { configProblems: error.problems } : { failure: error instanceof Error ? (error.stack ?? error.message) : String(error) },
    )
    .then((result) => process.send!(result, () => process.exit(0)));
});
// The server that started this one is gone: nothing would open the folder now.
process.once('disconnect', () => process.exit(1));
