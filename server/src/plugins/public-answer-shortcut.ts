// A kept public answer sent straight from Node's HTTP server, ahead of Fastify. Most public requests ask again
// for an answer the public cache already holds (home page lists, markets, categories); for those, Fastify's
// request and reply objects, its hooks, schema and logging were most of the work: small answers ran at 40–57 %
// of a plain node:http server sending the same bytes (docs/benchmarks.md, issue 13 asks for 80 %).
//
// The first GET of a URL goes through Fastify as always: validation, the route's handler and `reply.sendPublic`,
// which tells the shortcut the URL's cache key. Later GETs of that URL are answered here while the cache holds
// that key's body, with the bytes and headers Fastify would send; a write that drops the body sends the next
// request through Fastify again, which builds the body afresh. Every public GET's key is made from its URL
// alone (its route, validated path parameters and query, by publicKey), so a URL always names the same key
// (server/test/plugins/public-keys.test.ts walks every public route). Answers sent here are not in the request log.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { type PublicAnswer, publicAnswer } from './public-answer.js';
import { type CachedBody, PUBLIC_CACHE_MAX_ENTRIES, type PublicCache } from './public-cache.js';

/**
 * URLs remembered at most. Query strings are the visitor's to choose (an unknown parameter is ignored by the
 * route and gives a new URL for the same key), so the map is bounded like the cache, oldest first out.
 */
export const SHORTCUT_MAX_URLS = 2 * PUBLIC_CACHE_MAX_ENTRIES;

export class PublicAnswerShortcut {
  private readonly keys = new Map<string, string>();
  private cache: PublicCache | null = null;

  /** @param securityHeaders what every answer carries (the security-headers plugin sends the same). */
  constructor(private readonly securityHeaders: Readonly<Record<string, string>>) {}

  /** Answers from this cache (the public-cache plugin's, once it is registered). */
  serveFrom(cache: PublicCache): void {
    this.cache = cache;
  }

  /** `url` was answered with the body kept under `key`. */
  remember(url: string, key: string): void {
    if (this.keys.get(url) === key) return;
    this.keys.delete(url);
    this.keys.set(url, key);
    if (this.keys.size > SHORTCUT_MAX_URLS) this.keys.delete(this.keys.keys().next().value as string);
  }

  /** Sends the kept answer of a GET whose URL is known and whose body is kept; false leaves the request to Fastify. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || request.url === undefined || this.cache === null) return false;
    const key = this.keys.get(request.url);
    const body = key === undefined ? undefined : this.cache.peek(key);
    if (body === undefined) return false;
    // Not yet compressed as this request accepts: Fastify's route compresses it, once, for every request after.
    const answer = publicAnswer(body, request.headers);
    if (answer === undefined) return false;
    this.send(response, body, answer);
    return true;
  }

  /** Fastify's HTTP server, with kept answers sent before Fastify sees the request. */
  readonly serverFactory: FastifyServerFactory = (handler, options) => {
    const server = http.createServer((request, response) => {
      // Once closing (no longer listening), Fastify answers every request as it does while closing (503).
      if (!server.listening || !this.serve(request, response)) handler(request, response);
    });
    // What Fastify sets on the server it makes itself (lib/server.js), from its options with their defaults filled.
    const option = (name: string) => (typeof options[name] === 'number' ? (options[name] as number) : undefined);
    server.keepAliveTimeout = option('keepAliveTimeout') ?? server.keepAliveTimeout;
    server.requestTimeout = option('requestTimeout') ?? server.requestTimeout;
    // Zero is Node's default (no limit), as in Fastify.
    server.maxRequestsPerSocket = option('maxRequestsPerSocket') || server.maxRequestsPerSocket;
    server.setTimeout(option('connectionTimeout') ?? 0);
    return server;
  };

  /**
   * The header lines of each answer a kept body gives, built once: a 200 under the bytes it sends (one per
   * encoding), a 304 under the body. Node takes them as they are, where an object of headers costs a setHeader
   * call per header on every request (about half the work of a small answer, docs/benchmarks.md).
   */
  private readonly headerLines = new WeakMap<object, string[]>();

  private send(response: ServerResponse, body: CachedBody, answer: PublicAnswer): void {
    const owner = answer.bytes ?? body;
    let lines = this.headerLines.get(owner);
    if (!lines) {
      lines = Object.entries({ ...this.securityHeaders, ...answer.headers }).flatMap(([name, value]) => [name, String(value)]);
      this.headerLines.set(owner, lines);
    }
    response.writeHead(answer.status, lines).end(answer.bytes);
  }
}
