import { startTransition, useCallback, useEffect, useState, type DependencyList } from 'react';

export type ResourceState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

export type Resource<T> = ResourceState<T> & {
  /** Loads again, e.g. from a retry button. */
  reload: () => void;
  /** Changes the loaded data in place (e.g. drops a deleted item) without asking the server again. */
  update: (change: (data: T) => T) => void;
};

/**
 * Loads data when the dependencies change and on reload(). An answer that arrives after the dependencies
 * changed (or the screen closed) is dropped, so a slow old request never overwrites a newer one.
 */
export function useResource<T>(load: () => Promise<T>, deps: DependencyList): Resource<T> {
  const [state, setState] = useState<ResourceState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      // A transition lets React render a long list in slices, keeping a slow phone responsive.
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
  const update = useCallback(
    (change: (data: T) => T) =>
      setState((previous) => (previous.status === 'success' ? { status: 'success', data: change(previous.data) } : previous)),
    [],
  );
  return { ...state, reload, update };
}
