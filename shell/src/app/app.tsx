import { BrowserRouter, ThemeProvider } from '@ofertat/shared-ui';
import type { RemotesManifest } from '@ofertat/shared-api';
import { AppRoutes } from './app-routes';

export function App({ manifest }: { manifest: RemotesManifest }) {
  return (
    <ThemeProvider>
      <BrowserRouter>
        <AppRoutes manifest={manifest} />
      </BrowserRouter>
    </ThemeProvider>
  );
}
