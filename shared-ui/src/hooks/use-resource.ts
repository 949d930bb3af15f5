import { startTransition, useCallback, useEffect, useEffectEvent, useState, type DependencyList } from 'react';
import { useSeed } from './resource-seed';

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

export interface ResourceOptions {
  /**
   * Names the data for a server render: the same key (with the request's parameters in it) in the server's
   * render and the browser's. The server's render waits for it and writes it into the page, and the browser's
   * first render starts from it instead of loading.
   */
  seed?: string;
}

/**
 * Loads data when the dependencies change and on reload(). An answer that arrives after the dependencies
 * changed (or the screen closed) is dropped, so a slow old request never overwrites a newer one.
 */
export function useResource<T>(load: () => Promise<T>, deps: DependencyList, { seed: seedKey }: ResourceOptions = {}): Resource<T> {
  const seeded = useSeed(seedKey, load);
  const [state, setState] = useState<ResourceState<T>>(() => {
    if (seeded.found) return { status: 'success', data: seeded.data };
    return seeded.notFound ? { status: 'error', error: seeded.notFound } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  // The caller's deps describe `load`, whose identity changes on every render: a change of deps (not of the
  // function) counts as a new request, noted while rendering as React's "adjusting state on a prop change" does.
  const [lastDeps, setLastDeps] = useState(deps);
  const [request, setRequest] = useState(0);
  if (!sameDeps(lastDeps, deps)) {
    setLastDeps(deps);
    setRequest((value) => value + 1);
  }
  // Null for the first effect of a seeded screen: its data is already shown.
  const loadLatest = useEffectEvent(() => (seeded.take() ? null : load()));

  useEffect(() => {
    const loading = loadLatest();
    if (loading === null) return;
    let current = true;
    setState({ status: 'loading' });
    loading.then(
      // A transition lets React render a long list in slices, keeping a slow phone responsive.
      (data) => current && startTransition(() => setState({ status: 'success', data })),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [request, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setState((previous) => (previous.status === 'success' ? { status: 'success', data: change(previous.data) } : previous)),
    [],
  );
  return { ...state, reload, update };
}

const sameDeps = (a: DependencyList, b: DependencyList) => a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
