import type { ReactNode } from 'react';
import { messages } from '@ofertat/shared-api/validation';
import { ErrorState, Spinner, type Resource } from '@ofertat/shared-ui';
import { errorStatus, isSessionExpired } from '../errors';

export interface ResourceViewProps<T> {
  /** What useResource returned. */
  resource: Resource<T>;
  /** Text of a failed load, or a function of the error (404 → 'Oferta nuk u gjet.'); a 403 always gets the authorisation text. */
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
    // Another market's row (a typed or shared URL): the spec's "no authorisation" text, and no retry, which
    // would only be refused again.
    if (errorStatus(resource.error) === 403) return <ErrorState message={messages.authorization.forbidden} />;
    const message = typeof errorMessage === 'function' ? errorMessage(resource.error) : errorMessage;
    return <ErrorState message={message} onRetry={resource.reload} />;
  }
  return <>{children(resource.data)}</>;
}
