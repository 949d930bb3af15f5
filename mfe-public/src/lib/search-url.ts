import { publicPaths, type ProductGroupQuery } from '@ofertat/shared-api';

/** The orders a shopper picks from; `relevance` only means something with words to search for. */
export const SEARCH_SORTS = ['relevance', 'discount', 'price', 'unitPrice', 'ending'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The city filter's value for the whole of Albania, written out so it overrides my city. */
export const ALL_CITIES = 'all';

/**
 * A search as its address holds it (`/search?q=&category=&city=&market=&sort=`), so it can be shared and Back and
 * Forward step through it. Null is a filter not set; `city` null means my city (or all of Albania without one).
 */
export interface SearchState {
  q: string;
  categoryId: number | null;
  city: number | typeof ALL_CITIES | null;
  marketId: number | null;
  sort: SearchSort | null;
}

/** The server's limit on q: longer text is cut, never refused. */
const MAX_QUERY_LENGTH = 100;

export const emptySearchState: SearchState = { q: '', categoryId: null, city: null, marketId: null, sort: null };

function parseId(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

const isSort = (value: string | null): value is SearchSort => SEARCH_SORTS.includes(value as SearchSort);

/** Reads a search from the address; anything unexpected (a hand-edited or old link) is left out, never an error. */
export function parseSearchParams(params: URLSearchParams): SearchState {
  const city = params.get('city');
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    categoryId: parseId(params.get('category')),
    city: city === ALL_CITIES ? ALL_CITIES : parseId(city),
    marketId: parseId(params.get('market')),
    sort: isSort(sort) ? sort : null,
  };
}

/** The address of a search, with only what is set, always in the same order (one search, one link). */
export function serializeSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  const q = state.q.trim();
  if (q) params.set('q', q);
  if (state.categoryId !== null) params.set('category', String(state.categoryId));
  if (state.city !== null) params.set('city', String(state.city));
  if (state.marketId !== null) params.set('market', String(state.marketId));
  if (state.sort !== null) params.set('sort', state.sort);
  return params;
}

/**
 * What GET /api/compare/products is asked. Relevance without words falls back to the server's default order (the
 * discount), which is what it would rank by anyway.
 */
export function toProductGroupQuery(state: SearchState, myCityId: number | null): ProductGroupQuery {
  const locationId = state.city === ALL_CITIES ? undefined : (state.city ?? myCityId ?? undefined);
  const sort = state.sort === 'relevance' && !state.q ? undefined : (state.sort ?? undefined);
  return {
    q: state.q || undefined,
    categoryId: state.categoryId ?? undefined,
    locationId,
    marketId: state.marketId ?? undefined,
    sort,
  };
}

/** The link to a search: the search page and the search popup's free text both lead there. */
export function searchHref(state: SearchState): string {
  const params = serializeSearchState(state).toString();
  return `${publicPaths.search.getHref()}${params ? `?${params}` : ''}`;
}
