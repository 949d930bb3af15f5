import type { UserSessionDuration } from '../contracts/sessions.js';
import type { AppSessionValues } from '../validation/app-session.js';
import { send, sendVoid } from './common.js';

export type { UserSessionDuration };

export function fetchUserSessionDurations(): Promise<UserSessionDuration[]> {
  return send((client) => client.get('api/sessions/all-user-durations').json<UserSessionDuration[]>());
}

/** What the mobile app calls to report usage (POST /api/sessions, public). */
export function recordAppSession(values: AppSessionValues): Promise<void> {
  return sendVoid((client) => client.post('api/sessions', { json: values }));
}
