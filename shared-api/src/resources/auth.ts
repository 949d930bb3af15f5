import type { ApiRequestOptions } from '../client/api-client.js';
import type { LoginValues } from '../validation/login.js';
import { send, sendVoid } from './common.js';

/** Spec section 3: what POST /api/admin/login answers. */
export interface LoginResponse {
  token: string;
  userId: number;
  username: string;
  email: string;
  marketId: number | null;
  roles: { role: string }[];
}

/** The status travels with the answer: the login screen treats any 2xx but 200 and 201 as unexpected (spec section 8). */
export interface LoginResult {
  status: number;
  data: LoginResponse | null;
}

export function login(credentials: LoginValues): Promise<LoginResult> {
  const options: ApiRequestOptions = { json: credentials, anonymous: true };
  return send(async (client) => {
    const response = await client.post('api/admin/login', options);
    const data = response.status === 200 || response.status === 201 ? await response.json<LoginResponse>() : null;
    return { status: response.status, data };
  });
}

export function logout(): Promise<void> {
  return sendVoid((client) => client.post('api/admin/logout'));
}
