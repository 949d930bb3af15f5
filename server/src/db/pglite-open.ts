// Opens the embedded database itself, with its settings and extensions: on the thread that runs it, the server's own
// (pglite-worker.ts) or the caller's (pglite-link.ts).
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

export interface PgliteOpenOptions {
  /** The data folder; absent means an in-memory database (tests). */
  dataDir?: string | undefined;
  /** Start from a snapshot taken with `dumpDataDir` (tests clone one seeded database). */
  loadDataDir?: Blob | undefined;
}

/**
 * PostgreSQL settings of the embedded database, for memory (docs/benchmarks.md, Memory). PGlite's WASM heap
 * grows and never shrinks, and every page it touches stays in the process's RSS, so each buffer is sized for
 * this one-connection database (the demo data is about 10 MB) rather than left at PostgreSQL's server defaults:
 * - shared_buffers 128 MB → 16 MB: PostgreSQL's page cache inside the WASM heap. Pages read from the data
 *   folder stay in the operating system's cache too, so a miss costs a system call, not a disk read.
 *   This alone took 125 MB off the RSS of an opened database; 128 MB made no difference to the mixed load.
 * - maintenance_work_mem 64 MB → 16 MB: index builds in migrations and VACUUM.
 * - temp_buffers 8 MB → 2 MB: temporary tables (none are used).
 * work_mem stays at its 4 MB default: one query runs at a time, so it is the bound of a sort or hash join.
 */
const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  maintenance_work_mem: '16MB',
  temp_buffers: '2MB',
};

/** PGlite's own start parameters (single-user mode and its fixed settings) plus PGLITE_SETTINGS. */
const pgliteStartParams = (): string[] => [
  ...PGlite.defaultStartParams,
  ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

/**
 * V8 compiles WebAssembly twice: quickly with Liftoff, then its hot functions again with TurboFan. For PGlite's
 * 9 MB module that second tier kept about 50 MB more in the process (compiled code and what compiling it left)
 * and made no measurable difference to query times or to the mixed load here (docs/benchmarks.md, Memory), so it is
 * switched off before the module is compiled.
 * The flag is the process's, and concerns WebAssembly only, which nothing else here runs for speed. V8 ends the
 * process if Liftoff cannot compile a function under this flag, which happens only on CPUs without the
 * instructions it needs (x64 without SSE4.1, from before 2008); arm64 and x64 have full support.
 */
function compileWasmWithLiftoffOnly(): void {
  v8.setFlagsFromString('--liftoff-only');
}

export function openPglite({ dataDir, loadDataDir }: PgliteOpenOptions): Promise<PGlite> {
  compileWasmWithLiftoffOnly();
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm, unaccent },
    // Also used by the temporary instance PGlite runs initdb in, for a new data folder.
    startParams: pgliteStartParams(),
  });
}
