import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiClient, defaultRuntimeConfig, loadRuntimeConfig, sessionStore, type RemotesManifest } from '@ofertat/shared-api';
import { App } from './app/app';
import { notifySessionExpired } from './app/session-expiry';
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
  const root = createRoot(container);
  // As a transition React renders the first screen (and the public area once its remote arrives) in short slices
  // that leave the main thread free between them, instead of in one long task.
  startTransition(() => root.render(<App manifest={manifest} />));
  registerServiceWorker();
}

void start();
