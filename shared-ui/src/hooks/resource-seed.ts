import { createContext, use, useCallback, useContext, useRef } from 'react';
import { ApiError, EMBEDDED_JSON_IDS, readEmbeddedJson } from '@ofertat/shared-api';

/**
 * What a seed holds for one key: the data, the API's 404 (with its message: a screen shows its not-found page from
 * it, on the server as in the browser), or (on the server) the request the render is waiting for.
 */
export type SeedEntry =
  | { status: 'ready'; data: unknown }
  | { status: 'notFound'; userMessage: string | null }
  | { status: 'failed' }
  | { status: 'pending'; promise: Promise<SeedEntry> };

/**
 * The data block's entry that lists the keys the API answered with 404, each with its message. Beside the
 * answers, under a name no seed key has (keys are `name:parameters`), so a block without it reads as before.
 */
const NOT_FOUND_ENTRY = '#not-found';

/** The 404 a screen's request got, as its loader threw it. */
const notFoundError = (userMessage: string | null) => new ApiError({ status: 404, message: userMessage ?? 'Not Found', userMessage });

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
  let entries: Map<string, SeedEntry> | undefined;
  const read = () => {
    if (entries === undefined) {
      let block: unknown;
      try {
        block = readEmbeddedJson(EMBEDDED_JSON_IDS.resourceSeed);
      } catch {
        // A damaged block only costs the requests it would have saved.
      }
      const { [NOT_FOUND_ENTRY]: notFound, ...answers } = typeof block === 'object' && block !== null ? (block as Record<string, unknown>) : {};
      entries = new Map(Object.entries(answers).map(([key, data]) => [key, { status: 'ready', data }]));
      if (typeof notFound === 'object' && notFound !== null) {
        for (const [key, userMessage] of Object.entries(notFound)) {
          entries.set(key, { status: 'notFound', userMessage: typeof userMessage === 'string' ? userMessage : null });
        }
      }
    }
    return entries;
  };
  return {
    lookup: (key) => read().get(key),
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
          (error: unknown): SeedEntry =>
            error instanceof ApiError && error.status === 404 ? { status: 'notFound', userMessage: error.userMessage } : { status: 'failed' },
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
    answers: () => {
      const settled = [...requests].map(([key, request]) => [key, request.settled] as const);
      const answers: Record<string, unknown> = Object.fromEntries(settled.flatMap(([key, entry]) => (entry?.status === 'ready' ? [[key, entry.data]] : [])));
      const notFound = Object.fromEntries(settled.flatMap(([key, entry]) => (entry?.status === 'notFound' ? [[key, entry.userMessage]] : [])));
      if (Object.keys(notFound).length > 0) answers[NOT_FOUND_ENTRY] = notFound;
      return answers;
    },
    /** Every request answered (a 404 is an answer): the page shows no loading state that a later render would fill. */
    complete: () => [...requests.values()].every(({ settled }) => settled?.status === 'ready' || settled?.status === 'notFound'),
  };
}

export const ResourceSeedContext = createContext<ResourceSeed>(createPageSeed());

export type Seeded<T> = ({ found: true; data: T } | { found: false; notFound?: ApiError }) & {
  /** For the screen's first effect: true once when the data came from the seed (nothing to load), the key then spent. */
  take(): boolean;
};

/**
 * The data seeded under `key` for this screen's first render: on the server it waits for `load` (the page's
 * Suspense boundary holds the render), in the browser it is the server's answer from the page; a 404 comes as
 * `notFound`, the error the loader throws for it. No key: not seeded.
 */
export function useSeed<T>(key: string | undefined, load: () => Promise<T>): Seeded<T> {
  const seed = useContext(ResourceSeedContext);
  let entry = key === undefined ? undefined : seed.lookup(key, load);
  // Only on the server is an entry pending.
  if (entry?.status === 'pending') entry = use(entry.promise);
  const fromSeed = useRef(entry?.status === 'ready' || entry?.status === 'notFound');
  const take = useCallback(() => {
    if (!fromSeed.current) return false;
    fromSeed.current = false;
    if (key !== undefined) seed.taken(key);
    return true;
  }, [seed, key]);
  if (entry?.status === 'ready') return { found: true, data: entry.data as T, take };
  return entry?.status === 'notFound' ? { found: false, notFound: notFoundError(entry.userMessage), take } : { found: false, take };
}
