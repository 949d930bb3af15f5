// Several server instances on one PostgreSQL each keep their own public cache (plugins/public-cache.ts).
// A write on one instance must drop the cached reads of all of them before its client gets the answer, or
// a client that writes through one instance and then reads through another could see the old data.
// So the writing instance asks PostgreSQL which instances listen on the channel, announces the write with the
// topics it changed (NOTIFY "clear"), and answers only once each of them has dropped the bodies built from those
// topics and said so (NOTIFY "ack").
// An instance whose listening connection is down keeps no bodies at all until it listens again.
// PGlite has one owning process, so there is nothing to tell.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { NotificationChannel } from '../db/notification-channel.js';
import type { Changes, Topic } from './public-cache.js';

export const PUBLIC_CACHE_CHANNEL = 'ofertat_public_cache';
/** How long a write waits for the other instances before answering anyway (one of them may be stuck or gone). */
const ACK_TIMEOUT_MS = 2_000;

/** Changes in a message: `*` for everything, else the topics joined by commas (topics hold no spaces or commas). */
function encodeChanges(changes: Changes): string {
  return changes === 'everything' ? '*' : changes.join(',');
}

function decodeChanges(text: string | undefined): Changes {
  if (text === undefined || text === '*') return 'everything';
  return text === '' ? [] : (text.split(',') as Topic[]);
}

interface PendingClear {
  waitingFor: Set<string>;
  done(): void;
}

export const publicCacheSyncPlugin = fp(
  async (app: FastifyInstance) => {
    const { database, publicCache } = app;
    if (!database.openNotificationChannel) return;

    const instanceId = randomUUID();
    let sequence = 0;
    const pending = new Map<string, PendingClear>();

    // Messages: `clear <writer> <clear id> <changes>` and `ack <instance> <clear id>`.
    // Unset for the instant between LISTEN and the channel being handed over; a clear seen then is still
    // applied, only its acknowledgement is lost (the writer stops waiting after ACK_TIMEOUT_MS).
    let channel: NotificationChannel | undefined;
    const opened = await database.openNotificationChannel(PUBLIC_CACHE_CHANNEL, instanceId, {
      onMessage(payload) {
        const [kind, from, clearId, changes] = payload.split(' ');
        if (kind === 'clear' && from !== instanceId) {
          // Acknowledged once this instance answers with the write taken in (its catalogue mended, its bodies dropped).
          publicCache
            .mendThenDrop(decodeChanges(changes))
            .then(() => channel?.notify(`ack ${instanceId} ${clearId}`))
            .catch((error: unknown) => app.log.error({ err: error }, 'public cache: acknowledgement not sent'));
        } else if (kind === 'ack' && clearId !== undefined) {
          const clear = pending.get(clearId);
          clear?.waitingFor.delete(from ?? '');
          if (clear?.waitingFor.size === 0) clear.done();
        }
      },
      onListening(listening) {
        if (!listening) app.log.warn('public cache off until notifications from the other instances work again');
        publicCache.keepBodies(listening);
      },
    });

    channel = opened;

    publicCache.onInvalidate(async (changes) => {
      const clearId = `${instanceId}:${++sequence}`;
      let timer: NodeJS.Timeout | undefined;
      try {
        const others = (await opened.listeners()).filter((id) => id !== instanceId);
        if (others.length === 0) return;
        const acknowledged = new Promise<void>((resolve) => {
          pending.set(clearId, { waitingFor: new Set(others), done: resolve });
          timer = setTimeout(() => {
            app.log.warn({ waitingFor: [...(pending.get(clearId)?.waitingFor ?? [])] }, 'public cache: instances did not confirm in time');
            resolve();
          }, ACK_TIMEOUT_MS);
        });
        await opened.notify(`clear ${instanceId} ${clearId} ${encodeChanges(changes)}`);
        await acknowledged;
      } catch (error) {
        // The write itself succeeded; its answer must not fail because the announcement did.
        app.log.error({ err: error }, 'public cache invalidation could not be announced');
      } finally {
        clearTimeout(timer);
        pending.delete(clearId);
      }
    });

    app.addHook('onClose', () => opened.close());
  },
  { name: 'public-cache-sync', dependencies: ['database', 'public-cache'] },
);
