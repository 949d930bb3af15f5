import { send } from './common.js';

export interface HealthStatus {
  status: 'ok';
}

/** GET /api/health answers once the database is ready. */
export function fetchHealth(): Promise<HealthStatus> {
  return send((client) => client.get('api/health').json<HealthStatus>());
}
