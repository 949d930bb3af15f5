import type { ReactNode } from 'react';
import { Navigate, MessageBanner } from '@ofertat/shared-ui';
import { authPaths, useSession } from '@ofertat/shared-api';
import { messages } from '@ofertat/shared-api/validation';

/** The ids of the signed-in user kept in localStorage (spec section 9). */
export type StoredIdName = 'marketId' | 'userId';
export type StoredIds = Record<StoredIdName, string>;

export interface RequireStoredIdsProps {
  /** The ids the screen needs, checked in this order. */
  ids: readonly StoredIdName[];
  /** Other texts per id, e.g. { userId: messages.storageGuard.marketCitiesUserMissing }. */
  missingMessages?: Partial<Record<StoredIdName, string>>;
  /** Goes to /login with the text as its notice instead of showing it here (the flyer screens). */
  redirectToLogin?: boolean;
  /** The screen, or a function that receives the stored ids. */
  children: ReactNode | ((ids: StoredIds) => ReactNode);
}

const DEFAULT_MESSAGES: Record<StoredIdName, string> = {
  marketId: messages.storageGuard.marketIdMissing,
  userId: messages.storageGuard.userIdMissing,
};

/** Blocks a screen while an id it needs is missing from localStorage, with the spec's text (section 5). */
export function RequireStoredIds({ ids, missingMessages, redirectToLogin = false, children }: RequireStoredIdsProps) {
  const marketId = useSession((session) => session.marketId);
  const userId = useSession((session) => session.userId);
  const stored = { marketId: marketId ?? '', userId: userId ?? '' };
  const missing = ids.find((name) => stored[name].trim() === '');

  if (missing !== undefined) {
    const message = missingMessages?.[missing] ?? DEFAULT_MESSAGES[missing];
    if (redirectToLogin) return <Navigate to={authPaths.login.getHref()} replace state={{ notice: message }} />;
    return <MessageBanner tone="error">{message}</MessageBanner>;
  }
  return <>{typeof children === 'function' ? children(stored) : children}</>;
}

/** The flyer screens' guard: without a stored marketId, /login with 'Market ID nuk u gjet në localStorage.'. */
export function RequireFlyerMarketId({ children }: { children: (marketId: string) => ReactNode }) {
  return (
    <RequireStoredIds ids={['marketId']} missingMessages={{ marketId: messages.storageGuard.flyerMarketIdMissing }} redirectToLogin>
      {(ids) => children(ids.marketId)}
    </RequireStoredIds>
  );
}
