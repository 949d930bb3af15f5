import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@ofertat/shared-ui';
import { authPaths, hasRole, isAuthenticated, messages, useSession, type RoleName } from '@ofertat/shared-api';

export interface LoginRedirectState {
  /** Where the visitor was going; login returns there when the role allows it. */
  from?: { pathname: string; search: string; hash: string };
  notice?: string;
}

interface RequireRoleProps {
  role: RoleName;
  children: ReactNode;
}

/** Client-side guard of spec section 2; the server enforces the same rule on every call. */
export function RequireRole({ role, children }: RequireRoleProps) {
  const location = useLocation();
  const session = useSession((state) => state);
  if (isAuthenticated(session) && hasRole(session, role)) return <>{children}</>;
  const state: LoginRedirectState = {
    from: { pathname: location.pathname, search: location.search, hash: location.hash },
    notice: isAuthenticated(session) ? messages.authorization.forbidden : messages.authorization.loginRequired,
  };
  return <Navigate to={authPaths.login.getHref()} replace state={state} />;
}
