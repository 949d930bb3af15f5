import type { Suggestions } from '../contracts/search.js';
import { send } from './common.js';

export type { Suggestions };

/** Type-ahead: products, categories, markets and cities matching `q` (GET /api/search/suggest). */
export function fetchSuggestions(q: string, limit?: number): Promise<Suggestions> {
  const searchParams: Record<string, string | number> = limit === undefined ? { q } : { q, limit };
  return send((client) => client.get('api/search/suggest', { searchParams }).json<Suggestions>());
}
