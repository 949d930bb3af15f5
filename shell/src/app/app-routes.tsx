import { Suspense, lazy } from 'react';
import { Route, Routes, matchPath, useLocation, NotFoundPage, PublicLayout, Spinner } from '@ofertat/shared-ui';
import { adminPaths, authPaths, publicRoutePatterns, ROLES, superAdminPaths, type RemotesManifest } from '@ofertat/shared-api';
import { RequireRole } from '../auth/guards/require-role';
import { RemoteArea } from '../remotes/remote-area';

// The login screens carry formik and yup: load them only when visited, not on the public home page.
const LoginPage = lazy(() => import('../auth/login/login-page'));
const ForgotPasswordPage = lazy(() => import('../auth/forgot-password/forgot-password-page'));

function PublicOrNotFound({ manifest }: { manifest: RemotesManifest }) {
  const { pathname } = useLocation();
  const isPublicRoute = publicRoutePatterns.some((pattern) => matchPath(pattern, pathname));
  if (!isPublicRoute) {
    return (
      <PublicLayout>
        <NotFoundPage />
      </PublicLayout>
    );
  }
  return <RemoteArea name="mfe_public" manifest={manifest} />;
}

export function AppRoutes({ manifest }: { manifest: RemotesManifest }) {
  return (
    <Suspense fallback={<Spinner label="Duke u ngarkuar..." />}>
      <Routes>
        <Route path={authPaths.login.path} element={<LoginPage />} />
        <Route path={authPaths.forgotPassword.path} element={<ForgotPasswordPage />} />
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
        <Route path="*" element={<PublicOrNotFound manifest={manifest} />} />
      </Routes>
    </Suspense>
  );
}
