import { useState } from 'react';

/** A list filtered by a search text and cut into pages, all in the browser. */
export interface FilteredPages<T> {
  /** The search text as typed. */
  query: string;
  /** Sets the search text and goes back to the first page. */
  setQuery: (query: string) => void;
  /** Current page, from 1. */
  page: number;
  /** Goes to a page; clamped to 1…pageCount. */
  setPage: (page: number) => void;
  /** At least 1, so "page 1 of 1" reads right for an empty list. */
  pageCount: number;
  /** The items of the current page. */
  pageItems: T[];
  /** How many items match the search text. */
  matchCount: number;
  /** How many items there are in all. */
  totalCount: number;
}

/** Page size of the admin lists; the spec names none, and 24 fills whole rows of 1, 2, 3 or 4 cards. */
export const ADMIN_LIST_PAGE_SIZE = 24;

/**
 * Filters `items` with `match(item, query)` (skipped while the query is blank) and pages the result, for admin
 * lists of hundreds of rows. Use matchesSearchText inside `match` so case and accents do not matter.
 */
export function useFilteredPages<T>(
  items: readonly T[],
  match: (item: T, query: string) => boolean,
  pageSize: number = ADMIN_LIST_PAGE_SIZE,
): FilteredPages<T> {
  const [query, setQueryState] = useState('');
  const [requestedPage, setRequestedPage] = useState(1);

  // Not memoised: `match` is usually an inline function, and filtering a few hundred rows is cheaper than a render.
  const matches = query.trim() === '' ? items : items.filter((item) => match(item, query));
  const pageCount = Math.max(1, Math.ceil(matches.length / pageSize));
  // A delete can empty the last page: show the new last page rather than an empty one.
  const page = Math.min(Math.max(1, requestedPage), pageCount);
  const pageItems = matches.slice((page - 1) * pageSize, page * pageSize);

  return {
    query,
    setQuery: (next) => {
      setQueryState(next);
      setRequestedPage(1);
    },
    page,
    setPage: (next) => setRequestedPage(Math.min(Math.max(1, next), pageCount)),
    pageCount,
    pageItems,
    matchCount: matches.length,
    totalCount: items.length,
  };
}
