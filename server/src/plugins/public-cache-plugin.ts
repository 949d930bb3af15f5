// The public cache in Fastify: `app.publicCache`, `reply.sendPublic` (a public read answered from the cache, which
// also tells the shortcut the URL's key) and the hook that drops what a successful write changed, here and, through
// public-cache-sync.ts, on the other instances.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PublicAnswerShortcut } from './public-answer-shortcut.js';
import { publicAnswer } from './public-answer.js';
import { type BodyTopics, type Changes, pickEncoding, PublicCache, type Topic } from './public-cache.js';
import { publicKey } from './public-key.js';

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyReply {
    /**
     * Answers a public GET from the cache, computing it with `load` from `topics` on a miss. Its key is made from the
     * route and the validated path parameters and query (publicKey), never by the handler: a URL names one key.
     */
    sendPublic<T>(topics: BodyTopics<T>, load: () => Promise<T>): Promise<FastifyReply>;
    /** The same for a public read sent by POST, whose key is made from the route and its validated body, `question`. */
    sendPublicFor<T>(question: object, topics: BodyTopics<T>, load: () => Promise<T>): Promise<FastifyReply>;
  }
  interface FastifyRequest {
    /** The topics this write changed, named by its handler with `changed`; null when it named none. */
    changes: Topic[] | null;
    /** Names what this write changes, so that only the public answers built from it are dropped. */
    changed(...topics: Topic[]): void;
    /** Set on a write that may change public answers: tells the cache it announced its changes or will not. */
    writeArrived: (() => void) | null;
  }
  interface FastifyContextConfig {
    /**
     * What every successful request of this route changes, known in advance (`[]`: nothing public, e.g. click
     * counters or a search sent by POST); its handler may name more with `request.changed(...)`.
     */
    changes?: readonly Topic[];
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A request to the API that may write: what the hooks below count and announce. */
const isApiWrite = (request: FastifyRequest): boolean => !READ_METHODS.has(request.method) && request.url.startsWith('/api/');

export interface PublicCachePluginOptions {
  /** Sends later requests of a URL answered from the cache ahead of Fastify (public-answer-shortcut.ts). */
  shortcut?: PublicAnswerShortcut;
}

/**
 * The query as the route's schema reads it: a parameter the route does not declare changes nothing it answers, so it
 * must not make another key (a cache-busting `?_=…` would miss every time). Without declared properties, all of it.
 */
function askedOf(schema: unknown, query: unknown): unknown {
  const declared = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  if (declared === undefined || query === null || typeof query !== 'object') return query;
  return Object.fromEntries(Object.entries(query).filter(([name]) => Object.hasOwn(declared, name)));
}

export const publicCachePlugin = fp<PublicCachePluginOptions>(
  async (app: FastifyInstance, { shortcut }) => {
    app.decorate('publicCache', new PublicCache());
    shortcut?.serveFrom(app.publicCache);

    app.decorateRequest('changes', null);
    app.decorateRequest('changed', function changed(this: FastifyRequest, ...topics: Topic[]) {
      this.changes = [...(this.changes ?? []), ...topics];
    });

    async function sendKept<T>(reply: FastifyReply, key: string, topics: BodyTopics<T>, load: () => Promise<T>): Promise<FastifyReply> {
      const body = await app.publicCache.get(key, topics, load);
      if (reply.request.method === 'GET') shortcut?.remember(reply.request.url, key);
      let answer = publicAnswer(body, reply.request.headers);
      if (answer === undefined) {
        await body.prepare(pickEncoding(reply.request.headers['accept-encoding']));
        answer = publicAnswer(body, reply.request.headers)!;
      }
      return reply.code(answer.status).headers(answer.headers).send(answer.bytes);
    }

    app.decorateReply('sendPublic', function sendPublic<T>(this: FastifyReply, topics: BodyTopics<T>, load: () => Promise<T>) {
      const { method, routeOptions, params, query } = this.request;
      // A POST's answer depends on its body, which a key from the URL would not name.
      if (method !== 'GET' && method !== 'HEAD') throw new Error(`sendPublic answers GET only; ${method} ${routeOptions.url} names its question (sendPublicFor)`);
      return sendKept(this, publicKey(routeOptions.url!, { params, query: askedOf(routeOptions.schema?.querystring, query) }), topics, load);
    });
    app.decorateReply('sendPublicFor', function sendPublicFor<T>(this: FastifyReply, question: object, topics: BodyTopics<T>, load: () => Promise<T>) {
      return sendKept(this, publicKey(this.request.routeOptions.url!, question), topics, load);
    });

    // Writes in flight, for a mend to wait for (PublicCache.writesArrived): a write arrives when it announces its
    // changes below, or when its answer is closed without (refused, failed, the client gone).
    app.decorateRequest('writeArrived', null);
    app.addHook('onRequest', (request, reply, done) => {
      if (isApiWrite(request) && request.routeOptions.config?.changes?.length !== 0) {
        const arrived = app.publicCache.writeBegan();
        request.writeArrived = arrived;
        reply.raw.once('close', arrived);
      }
      done();
    });

    // Invalidate before the answer leaves, here and on the other instances, so a client that reads right
    // after its write sees the change whichever instance answers.
    // Callback style: every request runs it, and an async hook costs a promise per request.
    app.addHook('onSend', (request, reply, payload, done) => {
      request.writeArrived?.();
      if (!isApiWrite(request) || reply.statusCode >= 400) {
        done(null, payload);
        return;
      }
      // A write whose route or handler named its changes drops what they touch; any other, everything.
      const declared = request.routeOptions.config?.changes;
      const named = request.changes;
      const changes: Changes = declared === undefined && named === null ? 'everything' : [...(declared ?? []), ...(named ?? [])];
      if (changes.length === 0) {
        done(null, payload);
        return;
      }
      app.publicCache.invalidate(changes).then(
        () => done(null, payload),
        (error: unknown) => done(error as Error),
      );
    });
  },
  { name: 'public-cache' },
);
