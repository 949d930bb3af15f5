// The shopper's own choices (my city, favourites) live in this browser only: no account holds them.

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

/** Calls `onChange` when another tab changes `key`, so every open tab shows the same choice. */
export function watchStored(key: string, onChange: () => void): void {
  window.addEventListener('storage', (event) => {
    if (event.key === key || event.key === null) onChange();
  });
}
