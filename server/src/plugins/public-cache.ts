// Public reads are the hot path: their JSON bodies are serialised and compressed once, kept in memory,
// answered with an ETag (304 on a match), and dropped on every successful write to the API.
// Keys include today's date in Europe/Tirane, because "current offers" change at midnight without a write.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tiraneToday } from '../lib/tirane-date.js';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

interface CachedBody {
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

/** Told of every local invalidation; the returned promise holds the answer to the write until it settles. */
type InvalidationListener = () => Promise<void> | void;

/**
 * Bodies kept at most. Keys include search criteria and ids from the URL, so without a bound anyone could fill
 * the memory by asking for many combinations; the least recently used body goes first.
 */
export const PUBLIC_CACHE_MAX_ENTRIES = 2_000;

export class PublicCache {
  private entries = new Map<string, Promise<CachedBody>>();
  private listeners = new Set<InvalidationListener>();
  private keeping = true;

  constructor(private readonly maxEntries = PUBLIC_CACHE_MAX_ENTRIES) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string, load: () => Promise<unknown>): Promise<CachedBody> {
    if (!this.keeping) return load().then(encode);
    const fullKey = `${tiraneToday()}|${key}`;
    const entries = this.entries;
    const cached = entries.get(fullKey);
    if (cached) {
      // A Map iterates in insertion order: moving a hit to the end keeps the least recently used first.
      entries.delete(fullKey);
      entries.set(fullKey, cached);
      return cached;
    }
    const pending = load().then(encode);
    entries.set(fullKey, pending);
    if (entries.size > this.maxEntries) entries.delete(entries.keys().next().value as string);
    // A failed load is not kept: the next request tries again.
    pending.catch(() => entries.get(fullKey) === pending && entries.delete(fullKey));
    return pending;
  }

  /** After a write here: drops every body and tells the listeners (the other server instances). */
  async invalidate(): Promise<void> {
    this.clear();
    await Promise.all([...this.listeners].map((listener) => listener()));
  }

  /** Drops every body. A load still in flight writes into the replaced map, so it is never served. */
  clear(): void {
    this.entries = new Map();
  }

  /**
   * Stops (false) or resumes (true) keeping bodies. While instances cannot tell each other about writes,
   * a kept body could outlive a write made elsewhere, so every read is computed afresh.
   */
  keepBodies(keeping: boolean): void {
    this.keeping = keeping;
    this.clear();
  }

  onInvalidate(listener: InvalidationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

async function encode(value: unknown): Promise<CachedBody> {
  const identity = Buffer.from(JSON.stringify(value));
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity, { level: 6 }),
    brotliAsync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
  ]);
  const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
  return { etag, identity, gzip: gzipped, brotli };
}

function pickEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyReply {
    /** Answers a public read from the cache, computing it with `load` on a miss. */
    sendPublic(key: string, load: () => Promise<unknown>): Promise<FastifyReply>;
  }
  interface FastifyContextConfig {
    /** A write that cannot change what public reads return (e.g. click counters). */
    keepsPublicCache?: boolean;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const publicCachePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('publicCache', new PublicCache());

    app.decorateReply('sendPublic', async function sendPublic(this: FastifyReply, key: string, load: () => Promise<unknown>) {
      const body = await app.publicCache.get(key, load);
      this.header('ETag', body.etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
      if (this.request.headers['if-none-match'] === body.etag) return this.code(304).send();
      const encoding = pickEncoding(this.request);
      this.type('application/json; charset=utf-8');
      if (encoding === 'br') return this.header('Content-Encoding', 'br').send(body.brotli);
      if (encoding === 'gzip') return this.header('Content-Encoding', 'gzip').send(body.gzip);
      return this.send(body.identity);
    });

    // Invalidate before the answer leaves, here and on the other instances, so a client that reads right
    // after its write sees the change whichever instance answers.
    app.addHook('onSend', async (request, reply, payload) => {
      if (READ_METHODS.has(request.method) || reply.statusCode >= 400) return payload;
      if (!request.url.startsWith('/api/') || request.routeOptions.config?.keepsPublicCache) return payload;
      await app.publicCache.invalidate();
      return payload;
    });
  },
  { name: 'public-cache' },
);
