// Several server instances on one PostgreSQL each keep their own public cache (plugins/public-cache.ts).
// A write on one instance must drop the cached reads of all of them, so each instance announces its
// invalidations on a LISTEN/NOTIFY channel and clears its cache on the others' announcements.
// The writing instance answers its client only once its own announcement has come back to it:
// PostgreSQL signals every listener at the same moment, so by then the others have it too, and a
// client that writes through one instance and reads through another sees its write.
// PGlite has one owning process, so there is nothing to tell.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const PUBLIC_CACHE_CHANNEL = 'ofertat_public_cache';
/** How long a write waits for its announcement to come back before answering anyway. */
const ECHO_TIMEOUT_MS = 2_000;

export const publicCacheSyncPlugin = fp(
  async (app: FastifyInstance) => {
    const { database, publicCache } = app;
    if (!database.openNotificationChannel) return;

    const instanceId = randomUUID();
    let sequence = 0;
    const awaitingEcho = new Map<string, () => void>();

    const channel = await database.openNotificationChannel(PUBLIC_CACHE_CHANNEL, {
      onMessage(payload) {
        const echo = awaitingEcho.get(payload);
        if (echo) echo();
        else if (!payload.startsWith(`${instanceId}:`)) publicCache.clear();
      },
      onListening(listening) {
        if (!listening) app.log.warn('public cache off until notifications from the other instances work again');
        publicCache.keepBodies(listening);
      },
    });

    publicCache.onInvalidate(async () => {
      const payload = `${instanceId}:${++sequence}`;
      let timer: NodeJS.Timeout | undefined;
      const echoed = new Promise<void>((resolve) => {
        awaitingEcho.set(payload, resolve);
        timer = setTimeout(() => {
          app.log.warn('public cache invalidation was not echoed by PostgreSQL in time');
          resolve();
        }, ECHO_TIMEOUT_MS);
      });
      try {
        await channel.notify(payload);
        await echoed;
      } catch (error) {
        // The write itself succeeded; its answer must not fail because the announcement did.
        app.log.error({ err: error }, 'public cache invalidation could not be announced');
      } finally {
        clearTimeout(timer);
        awaitingEcho.delete(payload);
      }
    });

    app.addHook('onClose', () => channel.close());
  },
  { name: 'public-cache-sync', dependencies: ['database', 'public-cache'] },
);
