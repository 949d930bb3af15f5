import type { UserSessionDuration } from '../contracts/sessions.js';
import type { AppSessionValues } from '../validation/app-session.js';
import { sendVoid } from './common.js';

export type { UserSessionDuration };

/** What the mobile app calls to report usage (POST /api/sessions, public). */
export function recordAppSession(values: AppSessionValues): Promise<void> {
  return sendVoid((client) => client.post('api/sessions', { json: values }));
}
