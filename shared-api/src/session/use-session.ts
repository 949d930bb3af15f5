import { useStore } from 'zustand';
import { sessionStore, type SessionState } from './session-store.js';

/** React binding of the session store: `useSession((s) => s.marketId)`. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
