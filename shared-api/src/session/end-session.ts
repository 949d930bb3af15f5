import { logout } from '../resources/auth.js';
import { sessionStore } from '@ofertat/shared-api/page-state';

/** Logs out on the server and always clears the local session, even when the call fails (spec section 4). */
export async function endSession(): Promise<void> {
  try {
    if (sessionStore.getState().token) await logout();
  } catch {
    // The token is dropped locally either way; the server revokes it on its own expiry.
  } finally {
    sessionStore.getState().signOut();
  }
}
