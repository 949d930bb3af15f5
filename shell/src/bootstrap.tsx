import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureApiClient, defaultRuntimeConfig, loadRuntimeConfig, sessionStore, type RemotesManifest } from '@ofertat/shared-api';
import { App } from './app/app';
import { notifySessionExpired } from './app/session-expiry';
import { preloadRemote } from './remotes/remote-area';
import { loadRemotesManifest } from './remotes/remotes-manifest';
import { registerServiceWorker } from './service-worker/register-service-worker';

async function start() {
  const [config, manifest] = await Promise.all([
    // A broken config file must not take the whole site down: log what is wrong and run on defaults.
    loadRuntimeConfig().catch((error: unknown) => {
      console.error(error);
      return defaultRuntimeConfig;
    }),
    // Without a manifest the shell still runs: login works and each area shows its own error boundary.
    loadRemotesManifest().catch((error: unknown): RemotesManifest => {
      console.error(error);
      return {};
    }),
  ]);
  configureApiClient({
    baseUrl: config.apiBaseUrl,
    getToken: () => sessionStore.getState().token,
    onUnauthorized: notifySessionExpired,
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // A public page the server rendered (with the public remote's release) is hydrated once that remote is here:
  // what the visitor already sees becomes interactive, nothing is drawn again.
  if (container.firstElementChild !== null) {
    const ready = await preloadRemote('mfe_public').then(
      () => true,
      (error: unknown) => {
        console.error(error);
        return false;
      },
    );
    if (ready) {
      // As a transition React hydrates in short slices too; a tap meanwhile hydrates its part at once.
      startTransition(() => {
        hydrateRoot(container, <App manifest={manifest} />);
      });
      registerServiceWorker();
      return;
    }
    // The remote cannot load: the page is drawn by the browser, with the area's own error and retry.
    container.replaceChildren();
  }
  const root = createRoot(container);
  // As a transition React renders the first screen (and the public area once its remote arrives) in short slices
  // that leave the main thread free between them, instead of in one long task.
  startTransition(() => root.render(<App manifest={manifest} />));
  registerServiceWorker();
}

void start();
