// Two app instances joined by an in-memory stand-in for PostgreSQL's LISTEN/NOTIFY: what one instance
// writes must drop the other's cached public reads before the writer answers. (The real channel is
// exercised through nginx and two servers on one PostgreSQL by the edge e2e suite.)
import Fastify, { type FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../src/db/database.js';
import type { NotificationHandlers } from '../../src/db/notification-channel.js';
import { databasePlugin } from '../../src/plugins/database.js';
import { publicCachePlugin } from '../../src/plugins/public-cache-plugin.js';
import { publicCacheSyncPlugin } from '../../src/plugins/public-cache-sync.js';

/** Delivers every notification to every listener, itself included, as PostgreSQL does; can hold them back. */
class NotificationBus {
  listeners = new Map<string, NotificationHandlers>();
  held: string[] | null = null;

  handle(): DatabaseHandle {
    return {
      db: {} as DatabaseHandle['db'],
      driver: 'postgres',
      migrate: async () => undefined,
      ping: async () => undefined,
      close: async () => undefined,
      exclusively: (task) => task(),
      openNotificationChannel: async (_channel, listenerId, handlers) => {
        this.listeners.set(listenerId, handlers);
        handlers.onListening(true);
        return {
          notify: async (payload) => this.send(payload),
          listeners: async () => [...this.listeners.keys()],
          close: async () => {
            this.listeners.delete(listenerId);
          },
        };
      },
    };
  }

  send(payload: string): void {
    if (this.held) this.held.push(payload);
    else setImmediate(() => this.listeners.forEach((listener) => listener.onMessage(payload)));
  }

  hold(): void {
    this.held = [];
  }

  release(): void {
    const held = this.held ?? [];
    this.held = null;
    held.forEach((payload) => this.send(payload));
  }
}

/** The shared database both instances read: a version number. */
const shared = { version: 1 };

interface Instance {
  app: FastifyInstance;
  /** How many times this instance computed the public read. */
  loads: number;
}

async function buildInstance(bus: NotificationBus): Promise<Instance> {
  const app = Fastify();
  const instance: Instance = { app, loads: 0 };
  await app.register(databasePlugin, { database: bus.handle() });
  await app.register(publicCachePlugin);
  await app.register(publicCacheSyncPlugin);
  app.get('/api/things', (_request, reply) =>
    reply.sendPublic(['offers:1'], async () => {
      instance.loads += 1;
      return { version: shared.version };
    }),
  );
  app.post('/api/things', async (request) => {
    request.changed('offers:1');
    return { version: ++shared.version };
  });
  // A write of other things: the other instances keep the body above.
  app.post('/api/other-things', async (request) => {
    request.changed('offers:2', 'ad');
    return {};
  });
  // A write of no public answer that others keep beside them (a logout: the sessions kept in memory).
  app.post('/api/accounts', { config: { changes: ['account'] } }, async () => ({}));
  await app.ready();
  return instance;
}

describe('public cache across server instances', () => {
  let bus: NotificationBus;
  let first: Instance;
  let second: Instance;

  beforeEach(async () => {
    shared.version = 1;
    bus = new NotificationBus();
    first = await buildInstance(bus);
    second = await buildInstance(bus);
  });

  afterEach(async () => {
    await Promise.all([first.app.close(), second.app.close()]);
  });

  it('drops the other instance’s cached read when one instance writes', async () => {
    expect((await second.app.inject('/api/things')).json()).toEqual({ version: 1 });
    expect((await second.app.inject('/api/things')).json()).toEqual({ version: 1 });
    expect(second.loads).toBe(1);

    await first.app.inject({ method: 'POST', url: '/api/things' });

    expect((await second.app.inject('/api/things')).json()).toEqual({ version: 2 });
    expect(second.loads).toBe(2);
  });

  it('keeps on the other instance the bodies a write did not change', async () => {
    await second.app.inject('/api/things');
    await first.app.inject({ method: 'POST', url: '/api/other-things' });
    expect((await second.app.inject('/api/things')).json()).toEqual({ version: 1 });
    expect(second.loads).toBe(1);
  });

  it('answers the write only once the other instance has confirmed it cleared its cache', async () => {
    bus.hold();
    let answered = false;
    const write = first.app.inject({ method: 'POST', url: '/api/things' }).then((response) => {
      answered = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);

    bus.release();
    expect((await write).json()).toEqual({ version: 2 });
  });

  it("tells what the other instance keeps beside its bodies of a write before answering it (sessions at a logout)", async () => {
    const heard: unknown[] = [];
    second.app.publicCache.onDrop((changes) => heard.push(changes));
    await second.app.inject('/api/things');

    await first.app.inject({ method: 'POST', url: '/api/accounts' });
    expect(heard).toEqual([['account']]);
    expect((await second.app.inject('/api/things')).json()).toEqual({ version: 1 });
    expect(second.loads).toBe(1);
  });

  it('keeps nothing while the notifications are down, and caches again once they are back', async () => {
    const [, secondListener] = [...bus.listeners.values()];
    secondListener!.onListening(false);
    await second.app.inject('/api/things');
    await second.app.inject('/api/things');
    expect(second.loads).toBe(2);

    secondListener!.onListening(true);
    await second.app.inject('/api/things');
    await second.app.inject('/api/things');
    expect(second.loads).toBe(3);
  });
});
