import type { ReactElement, ReactNode } from 'react';
import { CardGrid, EmptyState, type Resource } from '@ofertat/shared-ui';
import type { DeleteWithConfirm } from '../removal';
import { ListPagination } from './list-pagination';
import { ListToolbar } from './list-toolbar';
import type { FilteredPages } from './use-filtered-pages';
import { ResourceView } from '../resource-view';

export interface PagedCardListProps<T, I> {
  /** The loaded list (useResource); its loading and error states are shown the admin way. */
  resource: Resource<T[]>;
  /** Text of a failed load, or a function that picks it by the error. */
  errorMessage: string | ((error: unknown) => string);
  /** The searched and paged items (useFilteredPages), possibly after other filters. */
  pages: FilteredPages<I>;
  /** Label of the search box. */
  searchLabel: string;
  searchPlaceholder?: string;
  /** More toolbar controls, e.g. a status select. */
  filters?: ReactNode;
  /** Shown instead of the toolbar when nothing has been loaded at all, e.g. 'Asnjë market i gjetur.'. */
  emptyMessage: string;
  /** Next step beside the empty message, e.g. the add link. */
  emptyAction?: ReactNode;
  /** Shown under the toolbar when the search or filters match nothing. */
  noMatchMessage?: string;
  /** Narrowest card width in px. */
  minItemWidth?: number;
  /** One card; give it a key. */
  renderItem: (item: I) => ReactElement;
  /** The cards' delete or deactivate (useDeleteWithConfirm): its banner above the list, its dialog below. */
  removal?: Pick<DeleteWithConfirm<I>, 'feedback' | 'dialog'>;
}

/**
 * The body of an admin list screen: loading and error states, the search toolbar with its count, the cards of
 * the current page and the paging, so lists of hundreds of items stay usable.
 */
export function PagedCardList<T, I>({
  resource,
  errorMessage,
  pages,
  searchLabel,
  searchPlaceholder,
  filters,
  emptyMessage,
  emptyAction,
  noMatchMessage = 'Asnjë rezultat për këtë kërkim.',
  minItemWidth,
  renderItem,
  removal,
}: PagedCardListProps<T, I>) {
  return (
    <>
      {removal?.feedback}
      <ResourceView resource={resource} errorMessage={errorMessage}>
        {(loaded) =>
          loaded.length === 0 ? (
            <EmptyState message={emptyMessage} action={emptyAction} />
          ) : (
            <>
              <ListToolbar pages={pages} searchLabel={searchLabel} placeholder={searchPlaceholder}>
                {filters}
              </ListToolbar>
              {pages.matchCount === 0 ? (
                <EmptyState message={noMatchMessage} />
              ) : (
                <CardGrid minItemWidth={minItemWidth}>{pages.pageItems.map(renderItem)}</CardGrid>
              )}
              <ListPagination pages={pages} />
            </>
          )
        }
      </ResourceView>
      {removal?.dialog}
    </>
  );
}
