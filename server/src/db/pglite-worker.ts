// The embedded database's thread (pglite-link.ts). PGlite runs PostgreSQL's code as WebAssembly, synchronously:
// on the server's thread every statement held the event loop while it ran. Here the statements run beside it, and
// only their protocol bytes cross. This module imports nothing of the server but the database's own modules.
import { parentPort, workerData } from 'node:worker_threads';
import { openPglite, type PgliteOpenOptions } from './pglite-open.js';
import { PgliteSession } from './pglite-session.js';

export type PgliteWorkerOp =
  | { op: 'exec'; connection: number; messages: Uint8Array }
  | { op: 'release'; connection: number }
  | { op: 'dump' }
  | { op: 'close' };
/** A request of the server's thread; each gets one reply with its id. */
type ToPgliteWorker = PgliteWorkerOp & { id: number };

/** The first message (`opened` or `failed`), then one reply a request. */
export type FromPgliteWorker =
  | { id: 'opened' }
  | { id: 'failed'; error: string }
  | { id: number; answer: Uint8Array }
  | { id: number; snapshot: Blob }
  | { id: number; done: true }
  | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');

const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

try {
  const session = new PgliteSession(await openPglite(workerData as PgliteOpenOptions));
  const serve = async (request: ToPgliteWorker): Promise<FromPgliteWorker> => {
    switch (request.op) {
      case 'exec':
        // PGlite's answer is a copy of its size, so its buffer is handed over rather than copied again.
        return { id: request.id, answer: await session.exec(request.connection, request.messages) };
      case 'release':
        session.release(request.connection);
        return { id: request.id, done: true };
      case 'dump':
        return { id: request.id, snapshot: await session.dump() };
      case 'close':
        await session.close();
        return { id: request.id, done: true };
    }
  };
  port.on('message', (request: ToPgliteWorker) => {
    void serve(request)
      .catch((error: unknown): FromPgliteWorker => ({ id: request.id, error: describe(error) }))
      .then((reply) => port.postMessage(reply, 'answer' in reply ? [reply.answer.buffer as ArrayBuffer] : []));
  });
  port.postMessage({ id: 'opened' } satisfies FromPgliteWorker);
} catch (error) {
  port.postMessage({ id: 'failed', error: describe(error) } satisfies FromPgliteWorker);
}
