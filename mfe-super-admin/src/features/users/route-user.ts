import { fetchMarkets, fetchUser, messages, type Market, type UserDetail } from '@ofertat/shared-api';
import { errorStatus } from '@ofertat/shared-ui';

/** The user of the route's :userId; a malformed id fails like an unknown one. */
export function loadRouteUser(userId: number | null): Promise<UserDetail> {
  return userId === null ? Promise.reject(new RangeError('invalid userId')) : fetchUser(userId);
}

export async function loadRouteUserWithMarkets(userId: number | null): Promise<{ user: UserDetail; markets: Market[] }> {
  const [user, markets] = await Promise.all([loadRouteUser(userId), fetchMarkets()]);
  return { user, markets };
}

export function userLoadFailureText(error: unknown): string {
  return error instanceof RangeError || errorStatus(error) === 404 ? messages.users.notFound : messages.users.loadFailure;
}
