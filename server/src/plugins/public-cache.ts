// Public reads are the hot path: their JSON bodies are serialised and compressed once, kept in memory,
// answered with an ETag (304 on a match), and dropped when a successful write changes what they were built from
// (COMPARISON.md §7). Each body is kept with the topics it was built from; each write names the topics it
// changed (`request.changed(...)`), and a write that names none drops every body, so forgetting to name them
// costs speed, never correctness.
// Keys include today's date in Europe/Tirane, because "current offers" change at midnight without a write.
// This module is the cache itself; public-answer.ts says how a kept body is answered, public-cache-plugin.ts
// plugs both into Fastify (and into the shortcut ahead of it), so nothing imports in a circle.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzip, gzipSync } from 'node:zlib';
import { tiraneToday } from '../lib/tirane-date.js';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export type Encoding = 'br' | 'gzip';

/**
 * Below this size a body is compressed on the main thread. Through libuv's thread pool, compressing costs a stream
 * and its callbacks on the main thread besides the work itself: 175 against 15 µs for 0.7 KB of JSON, and for the
 * 42 KB of offer cards 0.3 against 0.1 ms of CPU. Under the mixed load, whose writes drop the large lists again and
 * again, compressing every body of up to 1 MB in place cut the server's CPU per request by 12 % (PostgreSQL, 171–175
 * → 147–156 µs, docs/benchmarks.md). A body this size (brotli 3, about 2 µs a KB) holds the event loop about half a
 * millisecond; larger ones (the whole product list of a national catalogue) go to the thread pool.
 */
const COMPRESS_IN_PLACE_BELOW = 256 * 1024;

/**
 * zlib writes its output into buffers of `chunkSize` bytes (16 KB unless told) and gives back a slice of the first
 * one: a kept answer of a few hundred compressed bytes held 16 KB outside the JavaScript heap, and V8 counted
 * every such buffer towards the external memory that starts a full collection. Under computed answers (7 000 a
 * second) that was 110 MB a second, a full collection every half second, each marking the whole catalogue
 * (docs/benchmarks.md). A chunk of the body's own size holds any compressed form of it but a few bytes of headers,
 * which a second chunk takes if needed. Bodies larger than the default chunk keep it: at most 16 KB more than their
 * compressed size, less than their own.
 */
const fittedChunk = (bytes: Buffer) => Math.min(zlibConstants.Z_DEFAULT_CHUNK, Math.max(zlibConstants.Z_MIN_CHUNK, bytes.length + 64));

/**
 * Brotli quality 3: about half the time of 5 (18 against 30 µs for the 3 KB answer of nearby stores, 0.13 against
 * 0.34 ms for 53 KB of offer cards) for 6–9 % more bytes. Bodies are compressed again after each write that drops
 * them (about ten answers a write under the mixed load), on cores the server shares:
 * on PostgreSQL the mixed load's server CPU per request went 216 → 175–185 µs against quality 5 for bodies of 16 KB
 * and more, and computed nearby answers 5 900 → 7 600 a second against quality 5 for all (docs/benchmarks.md).
 */
const BROTLI_QUALITY = 3;

/** Brotli with the window fitted to the body: the encoder's state for a few hundred bytes is a fraction of 4 MB. */
const brotliParams = (bytes: Buffer) => ({
  params: {
    [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    [zlibConstants.BROTLI_PARAM_LGWIN]: Math.max(zlibConstants.BROTLI_MIN_WINDOW_BITS, Math.min(zlibConstants.BROTLI_DEFAULT_WINDOW, Math.ceil(Math.log2(bytes.length + 1)) + 1)),
  },
});

/** Compression fast enough to run per answer (brotli 3 is 10–23 % larger than 11 on these JSON answers, at a small fraction of the time). */
export const COMPRESS: Readonly<Record<Encoding, (bytes: Buffer) => Promise<Buffer>>> = {
  br: async (bytes) =>
    bytes.length < COMPRESS_IN_PLACE_BELOW
      ? brotliCompressSync(bytes, { ...brotliParams(bytes), chunkSize: fittedChunk(bytes) })
      : brotliAsync(bytes, brotliParams(bytes)),
  gzip: async (bytes) =>
    bytes.length < COMPRESS_IN_PLACE_BELOW ? gzipSync(bytes, { level: 6, chunkSize: fittedChunk(bytes) }) : gzipAsync(bytes, { level: 6 }),
};

/**
 * A kept JSON body: its bytes and ETag, and each compressed copy once a request has asked for it. A body lives
 * until the next write that touches it, which is often a fraction of a second for the offer lists under load, and
 * browsers ask for brotli while the mobile app asks for gzip: compressing both up front made a copy nobody read.
 */
export class CachedBody {
  private readonly compressed: Partial<Record<Encoding, Buffer>> = {};
  private readonly compressing: Partial<Record<Encoding, Promise<Buffer>>> = {};

  constructor(
    readonly etag: string,
    readonly identity: Buffer,
  ) {}

  /** The bytes in `encoding` (null: none), or undefined while they are not compressed yet. */
  bytes(encoding: Encoding | null): Buffer | undefined {
    return encoding === null ? this.identity : this.compressed[encoding];
  }

  /** Compresses the body in `encoding` once, for `bytes` to give. */
  async prepare(encoding: Encoding | null): Promise<void> {
    if (encoding === null || this.compressed[encoding]) return;
    this.compressing[encoding] ??= COMPRESS[encoding](this.identity);
    this.compressed[encoding] = await this.compressing[encoding];
  }
}

/**
 * A body already written as JSON, kept as its UTF-8 bytes: a list of offer cards joined from cards serialised and
 * encoded once each (catalogue.ts). Serialising the whole list again after every write that drops it was the largest
 * part of answering it again; encoding the joined text to UTF-8 was then 3 % of the server's main thread under the
 * mixed load (68 µs for the 53 KB of the demo's cards, against 5 µs to copy their bytes).
 */
export class JsonBytes {
  constructor(readonly bytes: Buffer) {}

  /** The JSON array of `items`, each the bytes of a JSON value. */
  static array(items: readonly Buffer[]): JsonBytes {
    let length = 2 + Math.max(0, items.length - 1);
    for (const item of items) length += item.length;
    const bytes = Buffer.allocUnsafe(length);
    let at = bytes.write('[', 0, 'latin1');
    items.forEach((item, index) => {
      if (index > 0) at += bytes.write(',', at, 'latin1');
      at += item.copy(bytes, at);
    });
    bytes.write(']', at, 'latin1');
    return new JsonBytes(bytes);
  }
}

/**
 * What public answers are built from, and what a write changes. A topic with an id names one thing: `market:3`
 * one market, `product:7` one product, `offers:3` the offers and published prices of market 3 (their items,
 * dates, cities, store locations and price records), `flyer:5` one flyer, `job:2` one job post. A topic without
 * an id names every thing of its kind: as a body's topic, "built from any of them"; as a change, "one or more of
 * them, which is not known".
 * `offer:9` names one offer, as a change only, beside its market's `offers:M`: a write naming both says that of
 * that market's offers only those named changed, so kept offer items are mended rather than read again
 * (offer-cards.ts). No body is built from it.
 * `account`, as a change only, says that user accounts or their sessions changed (a logout, a deactivation): no body
 * is built from them, but the sessions kept in memory are forgotten (features/auth/session-memory.ts).
 */
export type TopicKind = 'market' | 'city' | 'store' | 'category' | 'product' | 'offers' | 'offer' | 'ad' | 'flyer' | 'job' | 'account';
export type Topic = TopicKind | `${TopicKind}:${number}`;
/** A write's changes: its topics, or every topic. */
export type Changes = readonly Topic[] | 'everything';

/** What every offer card and comparison is built from: offers with their markets, cities, stores and products. */
export const CATALOGUE_TOPICS: readonly Topic[] = ['market', 'city', 'store', 'category', 'product', 'offers'];

/** The topics of a body, for telling quickly whether a change touches it. */
export class TopicSet {
  private readonly tags: Set<string>;
  private readonly kinds: Set<string>;

  constructor(topics: readonly Topic[]) {
    this.tags = new Set(topics);
    this.kinds = new Set(topics.map(kindOf));
  }

  /** A change of one thing touches bodies built from that thing or from its whole kind; a change of a kind, any. */
  touchedBy(change: Topic): boolean {
    return change.includes(':') ? this.tags.has(change) || this.tags.has(kindOf(change)) : this.kinds.has(change);
  }
}

/** A body still loading whose topics depend on what it reads: any change touches it until it is known. */
const ANY_TOPIC = { touchedBy: () => true } as const;

/** A body's topics, or how to tell them from what was loaded (e.g. a store's cards, from the store's market). */
export type BodyTopics<T> = readonly Topic[] | ((value: T) => readonly Topic[]);

function kindOf(topic: Topic): string {
  const colon = topic.indexOf(':');
  return colon === -1 ? topic : topic.slice(0, colon);
}

interface Entry {
  /** An encoded JSON body (`get`) or a value kept as it is (`value`). */
  body: Promise<unknown>;
  /** The body once it has loaded, for callers that cannot wait (`peek`). */
  loaded?: unknown;
  topics: Pick<TopicSet, 'touchedBy'>;
}

/** Told of every local invalidation; the returned promise holds the answer to the write until it settles. */
type InvalidationListener = (changes: Changes) => Promise<void> | void;
/**
 * Told of every drop, local or from another instance, after the bodies it touched are gone; `mended` says the
 * menders (onMend) have already taken the changes in.
 */
type DropListener = (changes: Changes, mended: boolean) => void;
/** Takes a write's changes in before the bodies built from them are dropped; the drop waits for it. */
type Mender = (changes: Changes) => Promise<void>;

/**
 * Bodies kept at most. Keys include search criteria and ids from the URL, so without a bound anyone could fill
 * the memory by asking for many combinations; the least recently used body goes first.
 */
export const PUBLIC_CACHE_MAX_ENTRIES = 2_000;

/**
 * Dropped bodies kept for their key's next body, at most: a write drops every answer it may have changed, and 28 % of
 * those built again under the mixed load came out byte for byte the same (a search or a store page the
 * written offer does not reach). Such a body is the dropped one again, with its ETag and compressed copies, so it is
 * not hashed or compressed again.
 */
const RETIRED_MAX_ENTRIES = PUBLIC_CACHE_MAX_ENTRIES / 4;

export class PublicCache {
  private entries = new Map<string, Entry>();
  /** Answers (and values) built so far: loaded on a miss, the cost a drop hands to the reads after it. */
  private built = 0;
  /** Writes begun (writeBegan) so far. */
  private begun = 0;
  /** Writes begun (writeBegan) that have neither announced their changes nor ended. */
  private writesUnannounced = 0;
  /** Told when no write is left in flight (writesArrived). */
  private readonly arrivalWaiters = new Set<() => void>();
  private readonly retired = new Map<string, CachedBody>();
  private listeners = new Set<InvalidationListener>();
  private dropListeners = new Set<DropListener>();
  private menders = new Set<Mender>();
  private keeping = true;

  constructor(private readonly maxEntries = PUBLIC_CACHE_MAX_ENTRIES) {}

  get size(): number {
    return this.entries.size;
  }

  /** Answers (and values) built so far, each on a miss. */
  get answersBuilt(): number {
    return this.built;
  }

  /** Writes begun so far (writeBegan). */
  get writesBegun(): number {
    return this.begun;
  }

  /** False while bodies are not kept (keepBodies): then no change is announced, and what was kept cannot be trusted. */
  get keepsBodies(): boolean {
    return this.keeping;
  }

  /** The body under `key`, built by `load` from `topics` on a miss. */
  get<T>(key: string, topics: BodyTopics<T>, load: () => Promise<T>): Promise<CachedBody> {
    const fullKey = bodyKey(key);
    return this.remember(fullKey, topics, load, (value) => this.encode(fullKey, value));
  }

  /** The body under `key` when it is kept and loaded, else undefined (nothing is loaded). */
  peek(key: string): CachedBody | undefined {
    const fullKey = bodyKey(key);
    const entry = this.entries.get(fullKey);
    if (entry?.loaded === undefined) return undefined;
    this.entries.delete(fullKey);
    this.entries.set(fullKey, entry);
    return entry.loaded as CachedBody;
  }

  /**
   * A value that is not an answer's body (the head of a page, the sitemap), kept and dropped like bodies. Its keys
   * live apart from the bodies' (another separator), so the two never meet.
   */
  value<T>(key: string, topics: readonly Topic[], load: () => Promise<T>): Promise<T> {
    return this.remember(`${tiraneToday()}#${key}`, topics, load, (value) => value);
  }

  /** What `load` read, kept as `keep` makes it, under `fullKey`; narrowed to its topics once they are known. */
  private remember<T, K>(fullKey: string, topics: BodyTopics<T>, load: () => Promise<T>, keep: (value: T) => K | Promise<K>): Promise<K> {
    if (!this.keeping) return load().then(keep);
    const entries = this.entries;
    const cached = entries.get(fullKey);
    if (cached) {
      // A Map iterates in insertion order: moving a hit to the end keeps the least recently used first.
      entries.delete(fullKey);
      entries.set(fullKey, cached);
      return cached.body as Promise<K>;
    }
    this.built++;
    const entry: Entry = { body: Promise.resolve(), topics: typeof topics === 'function' ? ANY_TOPIC : new TopicSet(topics) };
    entry.body = load()
      .then((value) => {
        if (typeof topics === 'function') entry.topics = new TopicSet(topics(value));
        return keep(value);
      })
      .then((kept) => {
        entry.loaded = kept;
        return kept;
      });
    entries.set(fullKey, entry);
    if (entries.size > this.maxEntries) entries.delete(entries.keys().next().value as string);
    // A failed load is not kept: the next request tries again.
    entry.body.catch(() => entries.get(fullKey) === entry && entries.delete(fullKey));
    return entry.body as Promise<K>;
  }

  /**
   * A write that will announce its changes (invalidate) has begun; call the returned function when it announces them
   * or ends without (refused, failed, cut off). Only the first call counts.
   */
  writeBegan(): () => void {
    this.begun++;
    this.writesUnannounced++;
    let arrived = false;
    return () => {
      if (arrived) return;
      arrived = true;
      if (--this.writesUnannounced === 0) for (const release of [...this.arrivalWaiters]) release();
    };
  }

  /**
   * Resolves once no write is in flight (each has announced its changes or ended), or after `maxMs`: a mend that
   * waits for them puts them in with one read and one drop, instead of one each (features/catalogue/mend-gate.ts).
   * Under a steady stream of writes there is always one more in flight, so then it is `maxMs`.
   */
  writesArrived(maxMs: number): Promise<void> {
    if (this.writesUnannounced === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const release = () => {
        clearTimeout(timer);
        this.arrivalWaiters.delete(release);
        resolve();
      };
      const timer = setTimeout(release, maxMs);
      this.arrivalWaiters.add(release);
    });
  }

  /** After a write here: mends, drops the bodies it changed and tells the listeners (the other server instances). */
  async invalidate(changes: Changes = 'everything'): Promise<void> {
    await this.mendThenDrop(changes);
    await Promise.all([...this.listeners].map((listener) => listener(changes)));
  }

  /**
   * A write's changes, here or from another instance: the menders (the catalogue) take them in first, and only then
   * are the bodies built from them dropped, so a read meanwhile gets the answer from before the write (which is not
   * acknowledged yet) and never one computed from before the write and kept after it.
   */
  async mendThenDrop(changes: Changes): Promise<void> {
    await Promise.all([...this.menders].map((mender) => mender(changes)));
    this.drop(changes, true);
  }

  /**
   * Drops the bodies built from what changed. A body still loading is dropped too (it may have read the data
   * before the write), so later requests load it afresh; the requests already waiting for it were concurrent
   * with the write and may see either version.
   */
  drop(changes: Changes, mended = false): void {
    if (changes === 'everything') {
      this.clear(mended);
      return;
    }
    if (changes.length === 0) return;
    for (const [key, entry] of this.entries) {
      if (changes.some((change) => entry.topics.touchedBy(change))) {
        this.entries.delete(key);
        this.retire(key, entry);
      }
    }
    for (const listener of this.dropListeners) listener(changes, mended);
  }

  /** Drops every body. A load still in flight writes into the replaced map, so it is never served. */
  clear(mended = false): void {
    for (const [key, entry] of this.entries) this.retire(key, entry);
    this.entries = new Map();
    for (const listener of this.dropListeners) listener('everything', mended);
  }

  /**
   * Stops (false) or resumes (true) keeping bodies. While instances cannot tell each other about writes,
   * a kept body could outlive a write made elsewhere, so every read is computed afresh.
   */
  keepBodies(keeping: boolean): void {
    this.keeping = keeping;
    this.clear();
  }

  /** The body of `value` under `fullKey`: the one last dropped from that key when its bytes are the same. */
  private encode(fullKey: string, value: unknown): CachedBody {
    const identity = value instanceof JsonBytes ? value.bytes : Buffer.from(JSON.stringify(value));
    const retired = this.retired.get(fullKey);
    if (retired !== undefined) {
      this.retired.delete(fullKey);
      if (retired.identity.equals(identity)) return retired;
    }
    return new CachedBody(`"${createHash('sha1').update(identity).digest('base64url')}"`, identity);
  }

  /** Keeps a dropped entry's body, if it had loaded one, for `encode`; the oldest retired body goes first. */
  private retire(fullKey: string, entry: Entry): void {
    if (!(entry.loaded instanceof CachedBody)) return;
    this.retired.delete(fullKey);
    this.retired.set(fullKey, entry.loaded);
    if (this.retired.size > RETIRED_MAX_ENTRIES) this.retired.delete(this.retired.keys().next().value as string);
  }

  onInvalidate(listener: InvalidationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** For what is kept beside the bodies and told of every drop (the server-rendered pages, the catalogue). */
  onDrop(listener: DropListener): void {
    this.dropListeners.add(listener);
  }

  /** For what answers are built from and must take a write in before its answers are dropped (the catalogue). */
  onMend(mender: Mender): void {
    this.menders.add(mender);
  }
}

const bodyKey = (key: string) => `${tiraneToday()}|${key}`;

/** The encoding a request accepts that answers are sent in: brotli, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const accepted = String(acceptEncoding ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}
