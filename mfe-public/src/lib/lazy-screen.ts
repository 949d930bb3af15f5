import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface LazyScreen {
  /** The screen, loaded on first render (React.lazy). */
  Screen: LazyExoticComponent<ComponentType>;
  /** Loads it now; once loaded, the screen renders at once instead of suspending. */
  preload: () => Promise<void>;
}

/**
 * A screen fetched on first use. Once `preload` has brought its module, `Screen` renders on the spot: React's lazy
 * reads a thenable that answers synchronously as already resolved (a Promise would still answer a tick later and
 * suspend the render once), which lets the browser hydrate the server's markup of that screen in the same pass.
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyScreen {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = pick(module);
    });
  const Screen = lazy(() => {
    if (loaded) {
      const ready = { default: loaded };
      return { then: (resolve: (value: typeof ready) => void) => resolve(ready) } as unknown as Promise<typeof ready>;
    }
    return load().then((module) => ({ default: pick(module) }));
  });
  return { Screen, preload };
}
