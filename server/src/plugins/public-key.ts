// The one way a public answer's cache key is made (issue 27): its route and the question it answers, canonical (keys
// in order, absent values dropped). A GET's question is its validated path parameters and query (`reply.sendPublic`),
// so a URL always names the same key and the shortcut may answer it ahead of Fastify (public-answer-shortcut.ts); a
// POST's is its validated body (`reply.sendPublicFor`). No handler writes a key by hand.
import { byCodeUnits } from '../lib/code-unit-order.js';

const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, entry]) => entry !== undefined);
  return Object.fromEntries(entries.sort(([a], [b]) => byCodeUnits(a, b)).map(([name, entry]) => [name, canonical(entry)]));
};

/** The cache key of the answer of `route` (its pattern, e.g. /api/product/:id) to `question`. */
export const publicKey = (route: string, question: object): string => `${route} ${JSON.stringify(canonical(question))}`;
