import { toUserMessage } from '@ofertat/shared-api';
import { isSessionExpired } from '../errors';

/**
 * The text a form shows when a save fails: the server's message (it validates with the shared schemas, spec
 * section 5), else the screen's own text. Null after a 401: the shell is already on its way to /login with the
 * session-expired notice. The spec's failure texts send staff to the console, so the error is logged there.
 */
export function saveFailureText(error: unknown, fallback: string): string | null {
  if (isSessionExpired(error)) return null;
  console.error(error);
  return toUserMessage(error, fallback);
}
