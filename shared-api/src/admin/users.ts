import { apiPath, send, sendVoid, toFormData, type EntityId } from '@ofertat/shared-api';
import type { User, UserDetail } from '../contracts/users.js';
import type { UserCreateValues, UserUpdateValues } from '../validation/user.js';

export type { User, UserDetail };

export function fetchUsers(): Promise<User[]> {
  return send((client) => client.get('api/admin/users/all').json<User[]>());
}

export function fetchUser(userId: EntityId): Promise<UserDetail> {
  return send((client) => client.get(apiPath`api/admin/users/${userId}`).json<UserDetail>());
}

/** Multipart, as spec section 7 says; a user without a market sends no marketId. */
export function createUser(values: UserCreateValues): Promise<void> {
  return sendVoid((client) => client.post('api/admin/users', { body: toFormData({ ...values }) }));
}

/** JSON; marketId null removes the market, a missing password keeps the current one. */
export function updateUser(userId: EntityId, values: UserUpdateValues): Promise<void> {
  return sendVoid((client) => client.put(apiPath`api/admin/update/user/${userId}`, { json: values }));
}

export function deactivateUser(userId: EntityId): Promise<void> {
  return sendVoid((client) => client.put(apiPath`api/admin/deactivate/user/${userId}`));
}
