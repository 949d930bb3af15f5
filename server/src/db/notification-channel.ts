// PostgreSQL LISTEN/NOTIFY on one channel, for server instances sharing a database. Listening needs a
// connection of its own, outside the pool; when it drops (database restart, network), it is opened
// again with a growing delay, and the owner is told, because notifications sent meanwhile are lost.
// The listening connection carries `<channel>:<listener id>` as its application_name, so any instance can
// ask PostgreSQL which listeners are connected (pg_stat_activity) and wait for an answer from each.
import pg from 'pg';

export interface NotificationHandlers {
  onMessage(payload: string): void;
  /** false when the listening connection is lost, true once it listens (again). */
  onListening(listening: boolean): void;
}

export interface NotificationChannel {
  notify(payload: string): Promise<void>;
  /** Ids of the listeners on this channel connected to the database now (this one included). */
  listeners(): Promise<string[]>;
  close(): Promise<void>;
}

export interface NotificationChannelOptions {
  connectionString: string;
  /** Sends the notifications (any pooled connection may). */
  pool: pg.Pool;
  channel: string;
  /** Names this listener in pg_stat_activity. */
  listenerId: string;
  handlers: NotificationHandlers;
  log?: (message: string) => void;
}

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5_000;

export async function openNotificationChannel({
  connectionString,
  pool,
  channel,
  listenerId,
  handlers,
  log = (message) => console.error(message),
}: NotificationChannelOptions): Promise<NotificationChannel> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name "${channel}"`);
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const listen = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, application_name: `${channel}:${listenerId}` });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('connection ended')));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      // A connection that is not listening must not stay open under the listener's name, or listeners() would
      // count it and a writer would wait for an acknowledgement it never sends.
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    retryMs = RETRY_MIN_MS;
    handlers.onListening(true);
  };

  const lost = (lostClient: pg.Client, error: Error): void => {
    if (closed || client !== lostClient) return;
    client = undefined;
    lostClient.end().catch(() => undefined);
    log(`PostgreSQL notifications on "${channel}" lost (${error.message}); listening again`);
    handlers.onListening(false);
    scheduleRetry();
  };

  const scheduleRetry = (): void => {
    retryTimer = setTimeout(() => {
      listen().catch((error: Error) => {
        log(`PostgreSQL notifications on "${channel}": ${error.message}`);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        if (!closed) scheduleRetry();
      });
    }, retryMs);
  };

  await listen();

  let runningListing: Promise<string[]> | undefined;
  let queuedListing: Promise<string[]> | undefined;
  const startListing = (): Promise<string[]> => {
    const listing = pool
      .query<{ name: string }>(
        `select application_name as name from pg_stat_activity
          where datname = current_database() and starts_with(application_name, $1 || ':')`,
        [channel],
      )
      .then(({ rows }) => rows.map((row) => row.name.slice(channel.length + 1)));
    runningListing = listing;
    const done = () => {
      if (runningListing === listing) runningListing = undefined;
    };
    listing.then(done, done);
    return listing;
  };

  return {
    async notify(payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listeners() {
      // Callers that come while a listing runs share the next one, which starts after it: each caller gets a listing
      // taken after its call (a write asks after it committed), and the writes a mend puts in together (up to a few
      // dozen) ask PostgreSQL once or twice instead of once each.
      if (queuedListing) return queuedListing;
      if (!runningListing) return startListing();
      const after = () => {
        queuedListing = undefined;
        return startListing();
      };
      queuedListing = runningListing.then(after, after);
      return queuedListing;
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      await current?.end();
    },
  };
}
