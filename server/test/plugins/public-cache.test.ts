import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { publicCachePlugin } from '../../src/plugins/public-cache-plugin.js';
import { COMPRESS, JsonBytes, PublicCache, type Topic } from '../../src/plugins/public-cache.js';
import { tiraneToday } from '../../src/lib/tirane-date.js';
import { settlesAtOnce } from '../helpers/until.js';

async function buildCacheApp() {
  const app = Fastify();
  await app.register(publicCachePlugin);
  let version = 1;
  let loads = 0;
  app.get('/api/things', (_request, reply) => reply.sendPublic(['product'], async () => ({ version, loads: ++loads })));
  app.post('/api/things', async () => ({ version: ++version }));
  app.post('/api/things/count', { config: { changes: [] } }, async () => ({ counted: true }));
  app.post('/api/broken', async (_request, reply) => reply.code(400).send({ message: 'no' }));
  await app.ready();
  return app;
}

describe('public cache', () => {
  it('serves the cached body until a successful write, then recomputes it', async () => {
    const app = await buildCacheApp();
    expect((await app.inject('/api/things')).json()).toEqual({ version: 1, loads: 1 });
    expect((await app.inject('/api/things')).json()).toEqual({ version: 1, loads: 1 });
    await app.inject({ method: 'POST', url: '/api/broken' });
    await app.inject({ method: 'POST', url: '/api/things/count' });
    expect((await app.inject('/api/things')).json()).toEqual({ version: 1, loads: 1 });
    await app.inject({ method: 'POST', url: '/api/things' });
    expect((await app.inject('/api/things')).json()).toEqual({ version: 2, loads: 2 });
    await app.close();
  });

  it('answers 304 to a matching If-None-Match and compresses for clients that accept it', async () => {
    const app = await buildCacheApp();
    const first = await app.inject('/api/things');
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/api/things', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const gzipped = await app.inject({ url: '/api/things', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(first.json());
    const brotli = await app.inject({ url: '/api/things', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    await app.close();
  });

  it('gives the Albanian calendar day, not the UTC one', () => {
    expect(tiraneToday(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04-01');
    expect(tiraneToday(new Date('2026-01-15T22:59:00Z'))).toBe('2026-01-15');
  });
});

describe('public cache bound', () => {
  it('keeps at most its maximum of bodies, dropping the least recently used first', async () => {
    const cache = new PublicCache(2);
    let loads = 0;
    const read = (key: string) => cache.get(key, [], async () => ({ key, load: ++loads }));
    await read('a');
    await read('b');
    await read('a');
    await read('c');
    expect(cache.size).toBe(2);
    expect(loads).toBe(3);
    await read('a');
    expect(loads).toBe(3);
    await read('b');
    expect(loads).toBe(4);
  });
});

describe('bodies built again after a drop', () => {
  it('gives the dropped body back, compressed copy and ETag included, when the new one has the same bytes', async () => {
    const cache = new PublicCache();
    let value: unknown = { offers: [1, 2] };
    const read = () => cache.get('list', ['product'], async () => value);
    const first = await read();
    await first.prepare('br');
    cache.drop(['product:7']);
    const same = await read();
    expect(same).toBe(first);
    expect(same.bytes('br')).toBeDefined();

    value = { offers: [1, 2, 3] };
    cache.drop(['product:7']);
    const changed = await read();
    expect(changed.etag).not.toBe(first.etag);
    expect(changed.bytes('br')).toBeUndefined();
    expect(JSON.parse(changed.identity.toString())).toEqual({ offers: [1, 2, 3] });
  });

  it('keeps JSON text as it is: a list joined from serialised items is the same bytes as the list serialised', async () => {
    const cache = new PublicCache();
    const cards = [{ productName: 'Qumësht', newPrice: 85 }, { productName: 'Djathë – i bardhë', newPrice: 420.5 }];
    const joined = await cache.get('joined', [], async () => JsonBytes.array(cards.map((card) => Buffer.from(JSON.stringify(card)))));
    const whole = await cache.get('whole', [], async () => cards);
    expect(joined.identity.equals(whole.identity)).toBe(true);
    expect(joined.etag).toBe(whole.etag);
    expect(JsonBytes.array([]).bytes.toString()).toBe('[]');
  });
});

describe('public cache topics (COMPARISON.md §7)', () => {
  /** Bodies built from the given topics, each counting its loads; writes that name their changes. */
  async function buildTopicApp(bodies: Record<string, Topic[]>) {
    const app = Fastify();
    await app.register(publicCachePlugin);
    const loads: Record<string, number> = Object.fromEntries(Object.keys(bodies).map((name) => [name, 0]));
    for (const [name, topics] of Object.entries(bodies)) {
      app.get(`/api/${name}`, (_request, reply) => reply.sendPublic(topics, async () => ({ load: ++loads[name]! })));
    }
    app.post<{ Body: { changes: Topic[] } }>('/api/write', async (request) => {
      request.changed(...request.body.changes);
      return {};
    });
    app.post('/api/ads', { config: { changes: ['ad'] } }, async () => ({}));
    app.post('/api/unnamed', async () => ({}));
    await app.ready();
    const readAll = async () => {
      for (const name of Object.keys(bodies)) await app.inject(`/api/${name}`);
      return { ...loads };
    };
    const write = (changes: Topic[]) => app.inject({ method: 'POST', url: '/api/write', payload: { changes } });
    return { app, readAll, write };
  }

  const bodies: Record<string, Topic[]> = {
    allCards: ['market', 'product', 'offers'],
    market3Cards: ['market:3', 'offers:3', 'product'],
    market4Cards: ['market:4', 'offers:4', 'product'],
    ads: ['ad'],
    product7: ['product:7', 'category'],
  };

  it("drops only the bodies built from a market's offers when that market's offers change", async () => {
    const { app, readAll, write } = await buildTopicApp(bodies);
    expect(await readAll()).toEqual({ allCards: 1, market3Cards: 1, market4Cards: 1, ads: 1, product7: 1 });
    await write(['offers:3']);
    expect(await readAll()).toEqual({ allCards: 2, market3Cards: 2, market4Cards: 1, ads: 1, product7: 1 });
    await app.close();
  });

  it('drops the bodies of one product and of every product, not those of other products', async () => {
    const { app, readAll, write } = await buildTopicApp({ ...bodies, product8: ['product:8', 'category'] });
    await readAll();
    await write(['product:7']);
    expect(await readAll()).toEqual({ allCards: 2, market3Cards: 2, market4Cards: 2, ads: 1, product7: 2, product8: 1 });
    await app.close();
  });

  it('treats a change of a whole kind as touching every body built from any thing of that kind', async () => {
    const { app, readAll, write } = await buildTopicApp(bodies);
    await readAll();
    await write(['market']);
    expect(await readAll()).toEqual({ allCards: 2, market3Cards: 2, market4Cards: 2, ads: 1, product7: 1 });
    await app.close();
  });

  it("uses the route's declared changes, and drops everything after a write that names none", async () => {
    const { app, readAll } = await buildTopicApp(bodies);
    await readAll();
    await app.inject({ method: 'POST', url: '/api/ads' });
    expect(await readAll()).toEqual({ allCards: 1, market3Cards: 1, market4Cards: 1, ads: 2, product7: 1 });
    await app.inject({ method: 'POST', url: '/api/unnamed' });
    expect(await readAll()).toEqual({ allCards: 2, market3Cards: 2, market4Cards: 2, ads: 3, product7: 2 });
    await app.close();
  });

  it('does not keep a body that was loading while a write changed what it is built from', async () => {
    const cache = new PublicCache();
    let version = 1;
    let release!: () => void;
    const slowRead = cache.get('cards', ['offers'], () => new Promise((resolve) => (release = () => resolve({ version }))));
    version = 2;
    cache.drop(['offers:3']);
    release();
    await slowRead;
    const fresh = await cache.get('cards', ['offers'], async () => ({ version }));
    expect(JSON.parse(fresh.identity.toString())).toEqual({ version: 2 });
  });
});

describe('compressed copies of kept answers', () => {
  // A kept answer's compressed bytes are all it holds: zlib's default 16 KB output chunk, kept by a few hundred
  // bytes of brotli, made V8 collect the whole heap every half second under computed answers.
  const json = (items: number) =>
    Buffer.from(JSON.stringify(Array.from({ length: items }, (_, index) => ({ productId: index, productName: `Qumësht ${index}`, newPrice: 85 + index }))));
  // Random bytes as hex: little to compress, so the output needs about the input's size.
  const noise = (bytes: number) => Buffer.from(Array.from({ length: bytes }, () => Math.floor(Math.random() * 16).toString(16)).join(''));

  it.each(['br', 'gzip'] as const)('%s: a small body decompresses to itself and holds no more memory than its own size', async (encoding) => {
    for (const body of [json(1), json(8), json(120), noise(300), noise(9_000), Buffer.alloc(0)]) {
      const compressed = await COMPRESS[encoding](body);
      const restored = encoding === 'br' ? brotliDecompressSync(compressed) : gunzipSync(compressed);
      expect(restored.equals(body)).toBe(true);
      expect(compressed.buffer.byteLength).toBeLessThanOrEqual(Math.max(8 * 1024, body.length + 64));
    }
  });

  it.each(['br', 'gzip'] as const)('%s: a large body decompresses to itself and holds at most one output chunk more than it needs', async (encoding) => {
    // Compressed in place (the offer lists) and on the thread pool (beyond 256 KB).
    for (const body of [json(3_000), noise(300_000)]) {
      const compressed = await COMPRESS[encoding](body);
      const restored = encoding === 'br' ? brotliDecompressSync(compressed) : gunzipSync(compressed);
      expect(restored.equals(body)).toBe(true);
      expect(compressed.buffer.byteLength).toBeLessThanOrEqual(compressed.length + 16 * 1024);
    }
  });
});

describe('writes in flight, for a mend to gather (catalogue-plugin.ts)', () => {
  it('waits for every write in flight to announce its changes or end, and no longer', async () => {
    const cache = new PublicCache();
    expect(await settlesAtOnce(cache.writesArrived(60_000))).toBe(true);

    const first = cache.writeBegan();
    const second = cache.writeBegan();
    const waiting = cache.writesArrived(60_000);
    first();
    // Told twice (announced, then its answer closed), a write still counts once.
    first();
    expect(await settlesAtOnce(waiting)).toBe(false);
    second();
    expect(await settlesAtOnce(waiting)).toBe(true);
  });

  it('stops waiting after the given time when a write never arrives', async () => {
    const cache = new PublicCache();
    cache.writeBegan();
    const startedAt = Date.now();
    await cache.writesArrived(30);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(25);
  });

  it("counts a request while it may still change public answers: not reads, not a route that changes nothing, not once it is refused", async () => {
    const app = Fastify();
    await app.register(publicCachePlugin);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    app.post('/api/slow', async () => {
      await gate;
      return { saved: true };
    });
    app.post('/api/counter', { config: { changes: [] } }, async () => ({ counted: true }));
    app.get('/api/things', async () => ({ read: true }));
    app.post('/api/refused', async (_request, reply) => reply.code(400).send({ message: 'no' }));
    await app.ready();

    await Promise.all([app.inject('/api/things'), app.inject({ method: 'POST', url: '/api/counter' }), app.inject({ method: 'POST', url: '/api/refused' })]);
    expect(await settlesAtOnce(app.publicCache.writesArrived(60_000))).toBe(true);

    const slow = app.inject({ method: 'POST', url: '/api/slow' });
    await new Promise((resolve) => setImmediate(resolve));
    const waiting = app.publicCache.writesArrived(60_000);
    expect(await settlesAtOnce(waiting)).toBe(false);
    open();
    expect((await slow).statusCode).toBe(200);
    expect(await settlesAtOnce(waiting)).toBe(true);
    await app.close();
  });
});
