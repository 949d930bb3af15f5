// The list screen of things that are deactivated rather than deleted (users, ads): loads them, shows one
// status at a time with a search and pages, and deactivates an item after a confirmation, marking it inactive
// in place so it leaves the active view.
import type { ReactElement } from 'react';
import { toUserMessage } from '@ofertat/shared-api';
import { useResource, type Resource } from '@ofertat/shared-ui';
import { useFilteredPages, type FilteredPages } from '../list';
import { matchesActiveStatus, StatusFilterField, useActiveStatusParam, type ActiveStatus } from '../status-filter';
import { useDeleteWithConfirm, type DeleteWithConfirm } from './use-delete-with-confirm';

export interface DeactivatableListOptions<T> {
  /** Loads every item, active or not (a stable function: it is loaded once). */
  load: () => Promise<T[]>;
  isActive: (item: T) => boolean;
  matchesSearch: (item: T, query: string) => boolean;
  sameItem: (a: T, b: T) => boolean;
  deactivate: (item: T) => Promise<unknown>;
  markInactive: (item: T) => T;
  statusLabels: Record<ActiveStatus, string>;
  messages: { confirm: string; success: string; failure: string };
}

export interface DeactivatableList<T> {
  resource: Resource<T[]>;
  pages: FilteredPages<T>;
  deactivation: DeleteWithConfirm<T>;
  statusFilter: ReactElement;
}

export function useDeactivatableList<T>({
  load,
  isActive,
  matchesSearch,
  sameItem,
  deactivate,
  markInactive,
  statusLabels,
  messages,
}: DeactivatableListOptions<T>): DeactivatableList<T> {
  const resource = useResource(load, []);
  const [status, setStatus] = useActiveStatusParam();
  const loaded = resource.status === 'success' ? resource.data : null;
  // Not memoised: the callbacks are usually defined inline, and the filter is cheap next to a render.
  const shown = (loaded ?? []).filter((item) => matchesActiveStatus(isActive(item), status));
  const pages = useFilteredPages(shown, matchesSearch);
  const deactivation = useDeleteWithConfirm<T>({
    confirmMessage: messages.confirm,
    remove: deactivate,
    onRemoved: (item) => resource.update((list) => list.map((candidate) => (sameItem(candidate, item) ? markInactive(candidate) : candidate))),
    successMessage: messages.success,
    errorMessage: (error) => toUserMessage(error, messages.failure),
  });
  const statusFilter = <StatusFilterField status={status} onChange={setStatus} labels={statusLabels} />;
  return { resource, pages, deactivation, statusFilter };
}
