// At start: removes what a killed process left in the uploads folder: temporaries of an interrupted write
// (storage.ts writeAll) and stored files that no row refers to (saved by a request that died before its row
// was written, or left by a removal that never ran). Several instances may share the folder and the database,
// so only files old enough that no live request can still be writing them or about to refer to them are
// removed: a request saves its files and writes its row within seconds. The margins also absorb clock skew
// between instances and a shared network mount. Only names storage.ts writes are ever touched.
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import { isStoredName, isTemporaryName, thumbnailUrlOf, UPLOADS_URL_PREFIX } from './storage.js';
import { listUploadUrls } from './upload-references-repository.js';

/** A temporary is renamed into place right after it is written; one this old belongs to a dead process. */
export const TEMPORARY_MIN_AGE_MS = 10 * 60_000;
/** A stored file gets its row within its request; one this old with none is an orphan. */
export const ORPHAN_MIN_AGE_MS = 60 * 60_000;

export interface UploadCleanupReport {
  temporaries: string[];
  orphans: string[];
}

export async function removeLeftoverUploads(
  db: Database,
  uploadsDir: string,
  log?: FastifyBaseLogger,
  now: number = Date.now(),
): Promise<UploadCleanupReport> {
  const report: UploadCleanupReport = { temporaries: [], orphans: [] };
  const candidates = await oldEnoughFiles(uploadsDir, now);
  // Read after listing: a file that gets its row meanwhile was younger than the margin anyway.
  const referenced = await referencedNames(db);
  for (const { name, age } of candidates) {
    if (isTemporaryName(name) && age >= TEMPORARY_MIN_AGE_MS) report.temporaries.push(name);
    else if (isStoredName(name) && age >= ORPHAN_MIN_AGE_MS && !referenced.has(name)) report.orphans.push(name);
  }
  const removed = [...report.temporaries, ...report.orphans];
  await Promise.all(
    removed.map((name) =>
      rm(path.join(uploadsDir, name), { force: true }).catch((error: unknown) => log?.warn({ err: error, name }, 'could not remove a leftover upload')),
    ),
  );
  if (removed.length > 0) {
    log?.info({ temporaries: report.temporaries, orphans: report.orphans }, `removed ${removed.length} leftover upload file(s)`);
  }
  return report;
}

async function oldEnoughFiles(uploadsDir: string, now: number): Promise<Array<{ name: string; age: number }>> {
  let entries;
  try {
    entries = await readdir(uploadsDir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const youngest = Math.min(TEMPORARY_MIN_AGE_MS, ORPHAN_MIN_AGE_MS);
  const files = [];
  for (const { name } of entries.filter((entry) => entry.isFile() && (isTemporaryName(entry.name) || isStoredName(entry.name)))) {
    // Gone meanwhile (another instance cleaning up too): nothing to do.
    const stats = await stat(path.join(uploadsDir, name)).catch(() => undefined);
    if (stats && now - stats.mtimeMs >= youngest) files.push({ name, age: now - stats.mtimeMs });
  }
  return files;
}

/** The file names that rows refer to, thumbnails of referenced images included. */
async function referencedNames(db: Database): Promise<Set<string>> {
  const names = new Set<string>();
  for (const url of await listUploadUrls(db)) {
    for (const each of [url, thumbnailUrlOf(url)]) {
      if (each?.startsWith(UPLOADS_URL_PREFIX)) names.add(each.slice(UPLOADS_URL_PREFIX.length));
    }
  }
  return names;
}
