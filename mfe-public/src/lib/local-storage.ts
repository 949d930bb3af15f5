// The shopper's own choices (my city, favourites, the basket) live in this browser only: no account holds them.
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { useHydrated } from './use-hydrated';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (privacy settings): the choice lasts for the page instead.
    return null;
  }
}

/** The stored JSON under `key`, read through `parse`, which turns anything unexpected into its empty value. */
export function readStored<T>(key: string, parse: (value: unknown) => T): T {
  const raw = storage()?.getItem(key) ?? null;
  try {
    return parse(raw === null ? null : JSON.parse(raw));
  } catch {
    return parse(null);
  }
}

/** Stores `value` as JSON under `key`; null removes it. */
export function writeStored(key: string, value: unknown): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or refused storage keeps the choice for this page only.
  }
}

/**
 * A store of the choice kept under `key`, read through `parse` (which gives the empty choice for null). It starts
 * with what the server renders the page with: the empty choice (the server cannot see this browser's storage),
 * or what `known` reads in the browser that the server was told too (a cookie). Then it takes the stored choice at
 * once: React hydrates with the starting state (zustand's server snapshot) and then shows the stored one. Another
 * tab's change shows here too, so two open tabs never overwrite each other's choice.
 */
export function createStoredStore<T>(key: string, parse: (value: unknown) => T, known?: () => T): UseBoundStore<StoreApi<T>> {
  const store = create<T>(() => (known && typeof document !== 'undefined' ? known() : parse(null)));
  if (typeof window === 'undefined') return store;
  const load = () => {
    const stored = readStored(key, parse);
    // The same choice stays the same object: lists keyed on it are not asked for again.
    if (JSON.stringify(stored) !== JSON.stringify(store.getState())) store.setState(stored, true);
  };
  load();
  window.addEventListener('storage', (event) => {
    if (event.key === key || event.key === null) load();
  });
  return store;
}

/**
 * Whether the stored choices are known: not on the server, nor while the browser hydrates its page. A screen made
 * of them alone (the basket, favourites) shows its loading state until then, rather than the server's empty one.
 */
export const useStoredChoicesKnown = useHydrated;
