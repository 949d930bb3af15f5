import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { PublicCache, publicCachePlugin } from '../../src/plugins/public-cache.js';
import { tiraneToday } from '../../src/lib/tirane-date.js';

async function buildCacheApp() {
  const app = Fastify();
  await app.register(publicCachePlugin);
  let version = 1;
  let loads = 0;
  app.get('/api/things', (_request, reply) => reply.sendPublic('things', async () => ({ version, loads: ++loads })));
  app.post('/api/things', async () => ({ version: ++version }));
  app.post('/api/things/count', { config: { keepsPublicCache: true } }, async () => ({ counted: true }));
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
    const read = (key: string) => cache.get(key, async () => ({ key, load: ++loads }));
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
