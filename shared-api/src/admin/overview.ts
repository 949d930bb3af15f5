import { send } from '@ofertat/shared-api';
import type { AdminOverview } from '../contracts/overview.js';

export type { AdminOverview };

export function fetchAdminOverview(): Promise<AdminOverview> {
  return send((client) => client.get('api/admin/overview').json<AdminOverview>());
}
