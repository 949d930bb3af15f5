import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from '@ofertat/shared-ui/routing';
import { configureApiClient, defaultRuntimeConfig, loadRuntimeConfig, sessionStore } from '@ofertat/shared-api';
import { ThemeProvider } from '@ofertat/shared-ui';

// '@ofertat/shared-ui/standalone': only a remote's own page (its dev server) runs this, never a page of the shell, so
// it is not in the main entry; each remote bundles it and takes the design system from the main entry.

/**
 * Runs a remote on its own dev server, without the shell: the same routes component the shell loads,
 * mounted under the area's base path with the providers the shell would give it.
 */
export async function renderStandalone(RemoteRoutes: ComponentType, basePath: string): Promise<void> {
  const config = await loadRuntimeConfig().catch(() => defaultRuntimeConfig);
  configureApiClient({
    baseUrl: config.apiBaseUrl,
    getToken: () => sessionStore.getState().token,
    onUnauthorized: () => sessionStore.getState().signOut(),
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <ThemeProvider>
      <BrowserRouter>
        <Routes>
          <Route path={`${basePath}/*`} element={<RemoteRoutes />} />
        </Routes>
      </BrowserRouter>
    </ThemeProvider>,
  );
}
