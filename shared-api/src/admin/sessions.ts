import { send } from '@ofertat/shared-api';
import type { UserSessionDuration } from '../contracts/sessions.js';

export function fetchUserSessionDurations(): Promise<UserSessionDuration[]> {
  return send((client) => client.get('api/sessions/all-user-durations').json<UserSessionDuration[]>());
}
