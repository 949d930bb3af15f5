export interface Prefetchable<T> {
  /** Starts the request now, ahead of the screen that needs it. */
  prefetch: () => void;
  /** The prefetched request the first time after prefetch(), a fresh one otherwise (e.g. a retry). */
  load: () => Promise<T>;
}

/**
 * A request that can start before React renders the screen using it: the home page's data is asked for while
 * the first frame is still being built, which brings the first screen (and its largest image) sooner.
 */
export function prefetchable<T>(request: () => Promise<T>): Prefetchable<T> {
  let early: Promise<T> | null = null;
  return {
    prefetch() {
      if (early) return;
      early = request();
      // Failures are handled by whoever takes the request over.
      early.catch(() => undefined);
    },
    load() {
      const taken = early ?? request();
      early = null;
      return taken;
    },
  };
}
