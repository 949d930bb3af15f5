import { fetchMarkets, type Market, type UserDetail } from '@ofertat/shared-api';
import { fetchUser } from '@ofertat/shared-api/admin';
import { messages } from '@ofertat/shared-api/validation';
import { isNotFoundError } from '@ofertat/admin-kit';

/** The edit form needs the user and the markets to choose from. */
export async function loadUserWithMarkets(userId: number): Promise<{ user: UserDetail; markets: Market[] }> {
  const [user, markets] = await Promise.all([fetchUser(userId), fetchMarkets()]);
  return { user, markets };
}

export function userLoadFailureText(error: unknown): string {
  return isNotFoundError(error) ? messages.users.notFound : messages.users.loadFailure;
}
