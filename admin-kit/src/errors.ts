import { ApiError } from '@ofertat/shared-api';

/**
 * A 401 on an authenticated call: the shell has already ended the session and is on its way to /login with
 * the session-expired notice, so a screen shows nothing of its own and does not navigate.
 */
export function isSessionExpired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** The HTTP status of a failed call, or 0 when there was no answer or it was not an API call. */
export function errorStatus(error: unknown): number {
  return error instanceof ApiError ? error.status : 0;
}
