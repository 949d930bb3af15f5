// How a kept public body is answered to one request, the same by Fastify (`reply.sendPublic`, public-cache-plugin.ts)
// and by the shortcut ahead of it (public-answer-shortcut.ts).
import type { IncomingHttpHeaders } from 'node:http';
import { type CachedBody, pickEncoding } from './public-cache.js';

/** A kept body as answered to one request: its status, headers and bytes (none for 304). */
export interface PublicAnswer {
  status: 200 | 304;
  headers: Record<string, string | number>;
  bytes?: Buffer;
}

/**
 * How a kept body is answered to a request with these headers, by Fastify (`reply.sendPublic`) and ahead of it
 * (public-answer-shortcut.ts) alike: revalidated on every use (304 on a matching ETag), in the accepted encoding.
 * Undefined while the body is not yet compressed in that encoding (`CachedBody.prepare`).
 */
export function publicAnswer(body: CachedBody, requestHeaders: IncomingHttpHeaders): PublicAnswer | undefined {
  const headers: PublicAnswer['headers'] = { etag: body.etag, 'cache-control': 'no-cache', vary: 'Accept-Encoding' };
  if (requestHeaders['if-none-match'] === body.etag) return { status: 304, headers };
  const encoding = pickEncoding(requestHeaders['accept-encoding']);
  const bytes = body.bytes(encoding);
  if (bytes === undefined) return undefined;
  headers['content-type'] = 'application/json; charset=utf-8';
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-length'] = bytes.length;
  return { status: 200, headers, bytes };
}
