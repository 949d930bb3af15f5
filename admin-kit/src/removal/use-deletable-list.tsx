// The list screen of things that are deleted (offers, job notices, store points, flyers) or that leave the list
// when deactivated (markets): loads them with a search and pages, and after a confirmed delete takes the item
// out of the loaded list without asking the server again.
import type { DependencyList } from 'react';
import { useSearchableList, type SearchableList } from '../list';
import { useDeleteWithConfirm, type DeleteWithConfirm } from './use-delete-with-confirm';

export interface DeletableListOptions<T> {
  /** Loads the list. */
  load: () => Promise<T[]>;
  /** What `load` depends on, e.g. [marketId]; without it the list is loaded once. */
  deps?: DependencyList;
  matchesSearch: (item: T, query: string) => boolean;
  sameItem: (a: T, b: T) => boolean;
  /** The delete (or deactivate) call. */
  remove: (item: T) => Promise<unknown>;
  /** The question, the success text and the failure text (fixed, or picked by the error). */
  messages: { confirm: string; success: string; failure: string | ((error: unknown) => string) };
}

export interface DeletableList<T> extends SearchableList<T> {
  /** request() on a card's delete button; render its feedback and dialog once on the screen. */
  deletion: DeleteWithConfirm<T>;
}

export function useDeletableList<T>({ load, deps = [], matchesSearch, sameItem, remove, messages }: DeletableListOptions<T>): DeletableList<T> {
  const { resource, pages } = useSearchableList(load, deps, matchesSearch);
  const { failure } = messages;
  const deletion = useDeleteWithConfirm<T>({
    confirmMessage: messages.confirm,
    remove,
    onRemoved: (item) => resource.update((list) => list.filter((candidate) => !sameItem(candidate, item))),
    successMessage: messages.success,
    errorMessage: typeof failure === 'function' ? failure : () => failure,
  });
  return { resource, pages, deletion };
}
