import { createContext, use, useCallback, useContext, useRef } from 'react';
import { EMBEDDED_JSON_IDS, readEmbeddedJson } from '@ofertat/shared-api';

/** What a seed holds for one key: the data, or (on the server) the request the render is waiting for. */
export type SeedEntry =
  | { status: 'ready'; data: unknown }
  | { status: 'failed' }
  | { status: 'pending'; promise: Promise<SeedEntry> };

/**
 * The data a server-rendered page is made from, by key. useResource asks it before loading: on the server the
 * first ask starts the request and the render waits for it; in the browser the page's own copy of those answers
 * lets the first render show exactly what the server sent (hydration), with no second request.
 */
export interface ResourceSeed {
  lookup(key: string, load: () => Promise<unknown>): SeedEntry | undefined;
  /** The screen that used `key` is on the page: a later screen with the same key loads afresh. */
  taken(key: string): void;
}

/** The seed of the page in the browser: the server's data block, each key used once. */
function createPageSeed(): ResourceSeed {
  let entries: Map<string, unknown> | undefined;
  const read = () => {
    if (entries === undefined) {
      let block: unknown;
      try {
        block = readEmbeddedJson(EMBEDDED_JSON_IDS.resourceSeed);
      } catch {
        // A damaged block only costs the requests it would have saved.
      }
      entries = new Map(typeof block === 'object' && block !== null ? Object.entries(block) : []);
    }
    return entries;
  };
  return {
    lookup: (key) => (read().has(key) ? { status: 'ready', data: read().get(key) } : undefined),
    taken: (key) => void read().delete(key),
  };
}

/** The seed of one server render: every request the page's screens make, kept for the page's data block. */
export function createServerSeed(): ResourceSeed & { answers(): Record<string, unknown>; complete(): boolean } {
  const requests = new Map<string, { promise: Promise<SeedEntry>; settled?: SeedEntry }>();
  return {
    lookup(key, load) {
      let request = requests.get(key);
      if (!request) {
        const promise = load().then(
          (data): SeedEntry => ({ status: 'ready', data }),
          (): SeedEntry => ({ status: 'failed' }),
        );
        const created: { promise: Promise<SeedEntry>; settled?: SeedEntry } = { promise };
        void promise.then((settled) => {
          created.settled = settled;
        });
        requests.set(key, created);
        request = created;
      }
      // The same promise for a key every time, settled or not: React's use() tells the promises a component waits
      // for by the order it asks for them, so each render of a screen with several keys must ask for all of them,
      // in the same order, with the same promises (or a later key is handed an earlier key's data).
      return { status: 'pending', promise: request.promise };
    },
    taken: () => undefined,
    answers: () => Object.fromEntries([...requests].flatMap(([key, { settled }]) => (settled?.status === 'ready' ? [[key, settled.data]] : []))),
    /** Every request answered: the page shows no loading state that a later render would fill. */
    complete: () => [...requests.values()].every(({ settled }) => settled?.status === 'ready'),
  };
}

export const ResourceSeedContext = createContext<ResourceSeed>(createPageSeed());

export type Seeded<T> = ({ found: true; data: T } | { found: false }) & {
  /** For the screen's first effect: true once when the data came from the seed (nothing to load), the key then spent. */
  take(): boolean;
};

/**
 * The data seeded under `key` for this screen's first render: on the server it waits for `load` (the page's
 * Suspense boundary holds the render), in the browser it is the server's answer from the page. No key: not seeded.
 */
export function useSeed<T>(key: string | undefined, load: () => Promise<T>): Seeded<T> {
  const seed = useContext(ResourceSeedContext);
  let entry = key === undefined ? undefined : seed.lookup(key, load);
  // Only on the server is an entry pending.
  if (entry?.status === 'pending') entry = use(entry.promise);
  const fromSeed = useRef(entry?.status === 'ready');
  const take = useCallback(() => {
    if (!fromSeed.current) return false;
    fromSeed.current = false;
    if (key !== undefined) seed.taken(key);
    return true;
  }, [seed, key]);
  return entry?.status === 'ready' ? { found: true, data: entry.data as T, take } : { found: false, take };
}
