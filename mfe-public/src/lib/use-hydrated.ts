import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False in the server's render and while the browser hydrates it, true from then on (React renders again with
 * the browser's answer right after hydrating). What only the browser can show waits for it, so the first render
 * in the browser is the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
