// Security headers on every answer. helmet (the library) decides the headers and their values, once, at start:
// @fastify/helmet built a new helmet middleware on every request (its options parsed, the CSP directives
// normalised and joined again), which cost about 14 % of the CPU of a cached public answer (docs/benchmarks.md).
// A route that needs another value (an upload's sandbox CSP) sets it on its reply, over these.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets with `options`, by name (lower case). */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    // helmet removes X-Powered-By, which Fastify never sets.
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/** Sends `headers` (helmetHeaders' answer) with every answer. */
export const securityHeadersPlugin = fp<{ headers: Readonly<Record<string, string>> }>(
  async (app: FastifyInstance, { headers }) => {
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
