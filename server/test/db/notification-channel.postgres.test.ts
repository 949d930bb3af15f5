// The LISTEN connection of a PostgreSQL notification channel dropping under it, as when PostgreSQL restarts
// or an administrator ends the backend: the channel must tell its handlers, connect again, LISTEN again and
// deliver what is sent afterwards. PostgreSQL only, so this file belongs to the server run against
// DATABASE_URL (jest.config.cjs leaves *.postgres.test.ts out of the embedded-PGlite run).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type NotificationHandlers, openNotificationChannel } from '../../src/db/notification-channel.js';
import { databaseUrlFor, runOnServer } from '../helpers/demo-template.js';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('notification-channel.postgres.test.ts needs DATABASE_URL: a PostgreSQL server whose user may create databases');

const CHANNEL = 'channel_test';
const databaseName = `ofertat_test_${randomBytes(6).toString('hex')}`;
let pool: pg.Pool;

/** What the channel told its handlers and logged, in order; `until` waits for a state of the record. */
class Recorder implements NotificationHandlers {
  events: string[] = [];
  logs: string[] = [];
  private waiters: Array<{ done: () => boolean; resolve: () => void }> = [];

  onMessage(payload: string): void {
    this.record(() => this.events.push(`message ${payload}`));
  }

  onListening(listening: boolean): void {
    this.record(() => this.events.push(listening ? 'listening' : 'lost'));
  }

  log = (message: string): void => {
    this.record(() => this.logs.push(message));
  };

  until(done: () => boolean): Promise<void> {
    return new Promise((resolve) => {
      if (done()) resolve();
      else this.waiters.push({ done, resolve });
    });
  }

  count(event: string): number {
    return this.events.filter((recorded) => recorded === event).length;
  }

  private record(push: () => void): void {
    push();
    this.waiters = this.waiters.filter((waiter) => {
      if (!waiter.done()) return true;
      waiter.resolve();
      return false;
    });
  }
}

async function open(recorder: Recorder) {
  const listenerId = `listener-${randomBytes(4).toString('hex')}`;
  const channel = await openNotificationChannel({
    connectionString: databaseUrlFor(serverUrl!, databaseName),
    pool,
    channel: CHANNEL,
    listenerId,
    handlers: recorder,
    log: recorder.log,
  });
  return { channel, applicationName: `${CHANNEL}:${listenerId}`, listenerId };
}

/** Ends the listening backend as `pg_terminate_backend` does when an administrator or a restart ends it. */
async function terminateBackendOf(applicationName: string): Promise<void> {
  const { rows } = await pool.query<{ terminated: boolean }>(
    'select pg_terminate_backend(pid) as terminated from pg_stat_activity where application_name = $1',
    [applicationName],
  );
  expect(rows).toEqual([{ terminated: true }]);
}

async function send(recorder: Recorder, notify: (payload: string) => Promise<void>, payload: string): Promise<void> {
  await notify(payload);
  await recorder.until(() => recorder.events.includes(`message ${payload}`));
}

const unhandled: unknown[] = [];
const keepUnhandled = (error: unknown) => unhandled.push(error);

beforeAll(async () => {
  process.on('unhandledRejection', keepUnhandled);
  process.on('uncaughtException', keepUnhandled);
  await runOnServer(serverUrl, `create database "${databaseName}"`);
  pool = new pg.Pool({ connectionString: databaseUrlFor(serverUrl, databaseName) });
});

afterAll(async () => {
  await pool?.end();
  await runOnServer(serverUrl, `drop database if exists "${databaseName}" with (force)`);
  process.off('unhandledRejection', keepUnhandled);
  process.off('uncaughtException', keepUnhandled);
});

describe('PostgreSQL notification channel', () => {
  it('tells its handlers the connection was lost, listens again and delivers what is sent afterwards', async () => {
    const recorder = new Recorder();
    const { channel, applicationName, listenerId } = await open(recorder);
    try {
      await send(recorder, (payload) => channel.notify(payload), 'before');

      await terminateBackendOf(applicationName);
      await recorder.until(() => recorder.count('listening') === 2);
      await send(recorder, (payload) => channel.notify(payload), 'after');

      expect(recorder.events).toEqual(['listening', 'message before', 'lost', 'listening', 'message after']);
      expect(recorder.logs).toEqual([expect.stringContaining(`notifications on "${CHANNEL}" lost`)]);
      expect(await channel.listeners()).toEqual([listenerId]);
    } finally {
      await channel.close();
    }
    expect(unhandled).toEqual([]);
  });

  it('lists the listeners once for the calls that come while a listing runs, in a listing started after them', async () => {
    const first = await open(new Recorder());
    const second = await open(new Recorder());
    const query = jest.spyOn(pool, 'query');
    try {
      const listings = await Promise.all([first.channel.listeners(), first.channel.listeners(), first.channel.listeners()]);
      for (const listing of listings) expect([...listing].sort()).toEqual([first.listenerId, second.listenerId].sort());
      // The first call lists at once; the two that came while it ran share the one started after it.
      expect(query).toHaveBeenCalledTimes(2);
    } finally {
      query.mockRestore();
      await first.channel.close();
      await second.channel.close();
    }
  });

  it('keeps trying while the database refuses connections and listens again once it accepts them', async () => {
    const recorder = new Recorder();
    const { channel, applicationName, listenerId } = await open(recorder);
    try {
      await runOnServer(serverUrl, `alter database "${databaseName}" with allow_connections false`);
      try {
        await terminateBackendOf(applicationName);
        await recorder.until(() => recorder.logs.some((message) => message.includes('not currently accepting connections')));
        expect(recorder.events).toEqual(['listening', 'lost']);
      } finally {
        await runOnServer(serverUrl, `alter database "${databaseName}" with allow_connections true`);
      }

      await recorder.until(() => recorder.count('listening') === 2);
      await send(recorder, (payload) => channel.notify(payload), 'after');

      expect(recorder.events).toEqual(['listening', 'lost', 'listening', 'message after']);
      expect(await channel.listeners()).toEqual([listenerId]);
    } finally {
      await channel.close();
    }
    expect(unhandled).toEqual([]);
  });
});
