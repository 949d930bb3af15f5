import type { DependencyList } from 'react';
import { useResource, type Resource } from '@ofertat/shared-ui';
import { useFilteredPages, type FilteredPages } from './use-filtered-pages';

// One array for every list still loading, so the pages are not worked out again on each render.
const NOTHING_LOADED: readonly never[] = [];

export interface SearchableList<T> {
  /** The load, for ResourceView / PagedCardList; update() changes the list in place. */
  resource: Resource<T[]>;
  /** What has loaded, searched and paged. */
  pages: FilteredPages<T>;
}

/** Loads a list (again when `deps` change, as for useResource) and searches and pages it in the browser. */
export function useSearchableList<T>(
  load: () => Promise<T[]>,
  deps: DependencyList,
  matchesSearch: (item: T, query: string) => boolean,
): SearchableList<T> {
  const resource = useResource(load, deps);
  const pages = useFilteredPages(resource.status === 'success' ? resource.data : NOTHING_LOADED, matchesSearch);
  return { resource, pages };
}
