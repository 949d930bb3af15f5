import { useStore } from 'zustand';
import { sessionStore, type SessionState } from '@ofertat/shared-api/page-state';

/** React binding of the session store: `useSession((s) => s.marketId)`. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
