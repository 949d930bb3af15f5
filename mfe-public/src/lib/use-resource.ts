import { startTransition, useCallback, useEffect, useState, type DependencyList } from 'react';

export type ResourceState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

/**
 * Loads data when the dependencies change and on reload(). An answer that arrives after the dependencies
 * changed (or the screen closed) is dropped, so a slow old request never overwrites a newer one.
 * The answer is rendered as a transition: React then renders a long list in slices and keeps the page
 * responsive on a slow phone, instead of blocking the main thread until every card is built.
 */
export function useResource<T>(load: () => Promise<T>, deps: DependencyList): ResourceState<T> & { reload: () => void } {
  const [state, setState] = useState<ResourceState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => current && startTransition(() => setState({ status: 'success', data })),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
    // The caller's deps describe `load`; a new function identity on each render must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, reload };
}
