import { ResourceView, type ResourceViewProps } from './resource-view';
import { useRouteResource } from './use-route-resource';

export interface RouteResourceViewProps<T> extends Omit<ResourceViewProps<T>, 'resource'> {
  /** The route parameter naming the row, e.g. 'offerId'. */
  param: string;
  /** Loads the row by its id. */
  load: (id: number) => Promise<T>;
}

/**
 * useRouteResource and ResourceView in one, for a screen that shows its row inside a render prop (e.g. the
 * stored ids of RequireStoredIds), where a hook cannot be called; the row is not asked for until then.
 */
export function RouteResourceView<T>({ param, load, errorMessage, children }: RouteResourceViewProps<T>) {
  const resource = useRouteResource(param, load);
  return (
    <ResourceView resource={resource} errorMessage={errorMessage}>
      {children}
    </ResourceView>
  );
}
