// How the embedded database is reached: by PostgreSQL's protocol bytes (pglite-pool.ts speaks them), which PGlite
// runs in a thread of its own or in the caller's. PGlite runs PostgreSQL's code as WebAssembly, synchronously: on
// the server's thread every statement held the event loop while it ran, a third of that thread under the mixed load
// (docs/benchmarks.md, "The embedded database in its own thread"). Processes that only prepare a database and end
// (the first start's child, the scale seeder, tests) run it in their own thread, which a second would only cost the
// time of its start.
import type { Worker } from 'node:worker_threads';
import { startSiblingWorker } from '../lib/sibling-worker.js';
import { openPglite, type PgliteOpenOptions } from './pglite-open.js';
import { PgliteSession } from './pglite-session.js';
import type { FromPgliteWorker, PgliteWorkerOp } from './pglite-worker.js';

/** The database's one session, shared by numbered connections (pglite-session.ts). */
export interface PgliteLink {
  /** Runs frontend protocol messages of `connection` in its turn; resolves to the backend's messages. */
  exec(connection: number, messages: Uint8Array): Promise<Uint8Array>;
  /** `connection` has ended: a transaction it left open is rolled back. */
  release(connection: number): void;
  /** The whole database as a gzipped tarball, which `loadDataDir` opens. */
  dump(): Promise<Blob>;
  /** Closes the database, so that its data folder is flushed and consistent. */
  close(): Promise<void>;
}

export type PgliteThread = 'own' | 'caller';

export function openPgliteLink(options: PgliteOpenOptions, thread: PgliteThread): Promise<PgliteLink> {
  return thread === 'own' ? pgliteInWorker(options) : pgliteHere(options);
}

async function pgliteHere(options: PgliteOpenOptions): Promise<PgliteLink> {
  const session = new PgliteSession(await openPglite(options));
  return {
    exec: (connection, messages) => session.exec(connection, messages),
    release: (connection) => session.release(connection),
    dump: () => session.dump(),
    close: () => session.close(),
  };
}

type Reply = Exclude<FromPgliteWorker, { id: 'opened' | 'failed' }>;

const CLOSED = 'The embedded database is closed';

function pgliteInWorker(options: PgliteOpenOptions): Promise<PgliteLink> {
  const worker: Worker = startSiblingWorker(import.meta.url, 'pglite-worker', { workerData: options });
  const waiting = new Map<number, (reply: Reply) => void>();
  let nextId = 0;
  let closing = false;
  /** Why no request can be answered any more, once the thread has ended. */
  let ended: Error | undefined;

  function request(op: PgliteWorkerOp, transfer: ArrayBuffer[] = []): Promise<Reply> {
    if (ended) return Promise.reject(ended);
    const id = nextId++;
    // The thread keeps the process alive only while it owes an answer: a database left open does not.
    if (waiting.size === 0) worker.ref();
    return new Promise<Reply>((resolve) => {
      waiting.set(id, resolve);
      worker.postMessage({ ...op, id }, transfer);
    }).then((reply) => {
      if ('error' in reply) throw new Error(reply.error);
      return reply;
    });
  }

  const link: PgliteLink = {
    async exec(connection, messages) {
      const reply = await request({ op: 'exec', connection, messages }, [messages.buffer as ArrayBuffer]);
      if (!('answer' in reply)) throw new Error('the database thread answered a statement without bytes');
      return reply.answer;
    },
    release(connection) {
      request({ op: 'release', connection }).catch(() => undefined);
    },
    async dump() {
      const reply = await request({ op: 'dump' });
      if (!('snapshot' in reply)) throw new Error('the database thread answered a snapshot without one');
      return reply.snapshot;
    },
    async close() {
      if (ended) return;
      closing = true;
      await request({ op: 'close' });
      await worker.terminate();
      ended ??= new Error(CLOSED);
    },
  };

  return new Promise((resolve, reject) => {
    const end = (error: Error) => {
      ended ??= error;
      for (const answer of waiting.values()) answer({ id: -1, error: ended.message });
      waiting.clear();
      reject(ended);
    };
    worker.on('message', (reply: FromPgliteWorker) => {
      if (reply.id === 'opened') {
        worker.unref();
        resolve(link);
      } else if (reply.id === 'failed') {
        end(new Error(`The embedded database did not open: ${reply.error}`));
        void worker.terminate();
      } else {
        const answer = waiting.get(reply.id);
        waiting.delete(reply.id);
        if (waiting.size === 0) worker.unref();
        answer?.(reply);
      }
    });
    worker.on('error', (error) => end(new Error(`The embedded database's thread failed: ${error.message}`)));
    worker.on('exit', (code) => end(new Error(closing ? CLOSED : `The embedded database's thread ended (exit code ${code})`)));
  });
}
