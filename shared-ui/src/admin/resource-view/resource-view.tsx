import type { ReactNode } from 'react';
import { ErrorState } from '../../components/error-state';
import { Spinner } from '../../components/spinner';
import type { Resource } from '../../hooks/use-resource';
import { isSessionExpired } from '../errors';

export interface ResourceViewProps<T> {
  /** What useResource returned. */
  resource: Resource<T>;
  /** Text of a failed load; a function may pick it by the error (e.g. 404 → 'Oferta nuk u gjet.'). */
  errorMessage: string | ((error: unknown) => string);
  /** Renders the loaded data. */
  children: (data: T) => ReactNode;
}

/** The loading, error (with retry) and loaded states of one useResource, the same on every admin screen. */
export function ResourceView<T>({ resource, errorMessage, children }: ResourceViewProps<T>) {
  if (resource.status === 'loading') return <Spinner />;
  if (resource.status === 'error') {
    // The shell is already redirecting to /login with its own notice.
    if (isSessionExpired(resource.error)) return null;
    const message = typeof errorMessage === 'function' ? errorMessage(resource.error) : errorMessage;
    return <ErrorState message={message} onRetry={resource.reload} />;
  }
  return <>{children(resource.data)}</>;
}
