// The first start on a new PGlite data folder runs in a short-lived child process: PGlite's initdb (a second
// PostgreSQL instance in its own WASM heap, and the data folder copied through memory), the migrations and the
// demo data (a few hundred generated images and flyers) took this process to about 800 MB, and what they left
// behind stayed: a WASM heap never shrinks, and the native memory they freed is not handed back to the system.
// Started fresh on the prepared folder, the server holds what a restart holds (docs/benchmarks.md, Memory).
// The child runs the same migrate and seedDatabase as the server would; the server then runs them again,
// which finds nothing left to do.
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config.js';
import type { SeedOptions, SeedReport } from './index.js';

/** What the child sends back before it exits. */
export type FirstStartResult = { report: SeedReport } | { configProblems: string[] } | { failure: string };

/** The message that starts the child's work. */
export interface FirstStartRequest {
  pgliteDataDir: string;
  seed: SeedOptions;
}

/** Whether PGlite would create a new database in this folder (no PG_VERSION file yet, as PGlite checks). */
export const isNewPgliteFolder = (pgliteDataDir: string) => !existsSync(path.join(pgliteDataDir, 'PG_VERSION'));

/**
 * When `pgliteDataDir` holds no database yet, creates, migrates and seeds it in a child process and returns its
 * seed report (what the start banner shows); otherwise does nothing and returns undefined. Errors of the child
 * are thrown here: a ConfigError as the same ConfigError, anything else as an Error with the child's stack.
 */
export async function prepareNewPgliteFolder(pgliteDataDir: string, seed: SeedOptions): Promise<SeedReport | undefined> {
  if (!isNewPgliteFolder(pgliteDataDir)) return undefined;
  const here = import.meta.url;
  // Under tsx (tests) the sibling is a .ts file that tsx must load, built it is plain JavaScript.
  const fromSource = here.endsWith('.ts');
  const child = fork(new URL(`./first-start-child.${fromSource ? 'ts' : 'js'}`, here), [], {
    execArgv: fromSource ? [...process.execArgv, '--import', 'tsx'] : process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'json',
  });
  const result = await new Promise<FirstStartResult | undefined>((resolve, reject) => {
    let received: FirstStartResult | undefined;
    child.on('message', (message: FirstStartResult) => {
      received = message;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (received) resolve(received);
      else reject(new Error(`Preparing the new database in ${pgliteDataDir} failed: its process ended (${signal ?? `exit code ${code}`})`));
    });
    child.send({ pgliteDataDir, seed } satisfies FirstStartRequest);
  });
  if (!result) throw new Error(`Preparing the new database in ${pgliteDataDir} sent no result`);
  if ('configProblems' in result) throw new ConfigError(result.configProblems);
  if ('failure' in result) throw new Error(`Preparing the new database in ${pgliteDataDir} failed:\n${result.failure}`);
  return result.report;
}
