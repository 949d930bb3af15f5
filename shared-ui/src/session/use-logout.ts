import { useCallback } from 'react';
import { useNavigate } from '@ofertat/shared-ui/routing';
import { authPaths, endSession } from '@ofertat/shared-api';

/** Logout of both admin areas: end the session (even if the server call fails), then /login. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await endSession();
    navigate(authPaths.login.getHref(), { replace: true });
  }, [navigate]);
}
