import { Suspense, lazy, type ReactNode } from 'react';
import { Route, Routes, Spinner } from '@ofertat/shared-ui';
import { adminPaths, authPaths, ROLES, superAdminPaths, type RemotesManifest } from '@ofertat/shared-api';
import { RequireRole } from '../auth/guards/require-role';
import { RemoteArea } from '../remotes/remote-area';
import { useSessionExpiryRedirect } from './session-expiry-redirect';

// The login screens carry formik and yup: load them only when visited, not on the public home page.
const LoginPage = lazy(() => import('../auth/login/login-page'));
const ForgotPasswordPage = lazy(() => import('../auth/forgot-password/forgot-password-page'));

/** A lazily loaded screen of the shell, in its own Suspense boundary. */
const lazyPage = (page: ReactNode) => <Suspense fallback={<Spinner label="Duke u ngarkuar..." />}>{page}</Suspense>;

/**
 * The shell's routes. Nothing here adds markup, a Suspense boundary or a sibling around a public page (each lazy
 * screen has its own boundary), so a page the server rendered hydrates unchanged (remotes/remote-area.tsx).
 */
export function AppRoutes({ manifest }: { manifest: RemotesManifest }) {
  useSessionExpiryRedirect();
  return (
    <Routes>
      <Route path={authPaths.login.path} element={lazyPage(<LoginPage />)} />
      <Route path={authPaths.forgotPassword.path} element={lazyPage(<ForgotPasswordPage />)} />
      <Route
        path={`${adminPaths.base}/*`}
        element={
          <RequireRole role={ROLES.admin}>
            <RemoteArea name="mfe_market_admin" manifest={manifest} />
          </RequireRole>
        }
      />
      <Route
        path={`${superAdminPaths.base}/*`}
        element={
          <RequireRole role={ROLES.superAdmin}>
            <RemoteArea name="mfe_super_admin" manifest={manifest} />
          </RequireRole>
        }
      />
      {/* Every other address is the public site's, an unknown one too: its not-found page, in the site's header
          and footer, is what the server renders for it (a 404), and the browser hydrates the same. */}
      <Route path="*" element={<RemoteArea name="mfe_public" manifest={manifest} />} />
    </Routes>
  );
}
