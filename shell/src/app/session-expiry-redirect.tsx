import { useEffect } from 'react';
import { useLocation, useNavigate } from '@ofertat/shared-ui';
import { authPaths, messages, sessionStore } from '@ofertat/shared-api';
import type { LoginRedirectState } from '../auth/guards/require-role';
import { onSessionExpired } from './session-expiry';

/** Ends the session and goes to the login when a signed-in request answers 401. */
export function useSessionExpiryRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(
    () =>
      onSessionExpired(() => {
        sessionStore.getState().signOut();
        const state: LoginRedirectState = {
          from: { pathname: location.pathname, search: location.search, hash: location.hash },
          notice: messages.session.expired,
        };
        navigate(authPaths.login.getHref(), { replace: true, state });
      }),
    [navigate, location],
  );
}
