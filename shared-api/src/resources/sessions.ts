import type { AppSessionValues } from '../validation/app-session.js';
import { send, sendVoid } from './common.js';

/** One mobile-app user's usage on one day (spec section 3 "Mobile user session record"). */
export interface UserSessionDuration {
  userId: string;
  /** YYYY-MM-DD. */
  date: string;
  /** Seconds, summed over the day. */
  totalDuration: number;
}

export function fetchUserSessionDurations(): Promise<UserSessionDuration[]> {
  return send((client) => client.get('api/sessions/all-user-durations').json<UserSessionDuration[]>());
}

/** What the mobile app calls to report usage (POST /api/sessions, public). */
export function recordAppSession(values: AppSessionValues): Promise<void> {
  return sendVoid((client) => client.post('api/sessions', { json: values }));
}
