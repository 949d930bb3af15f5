import { BrowserRouter, ThemeProvider } from '@ofertat/shared-ui';
import type { RemotesManifest } from '@ofertat/shared-api';
import { AppRoutes } from './app-routes';
import { SessionExpiryRedirect } from './session-expiry-redirect';

export function App({ manifest }: { manifest: RemotesManifest }) {
  return (
    <ThemeProvider>
      <BrowserRouter>
        <SessionExpiryRedirect />
        <AppRoutes manifest={manifest} />
      </BrowserRouter>
    </ThemeProvider>
  );
}
