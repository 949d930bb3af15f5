import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from '@ofertat/shared-ui';
import type { RemotesManifest } from '../remotes/remotes-manifest';
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
