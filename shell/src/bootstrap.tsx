import { startTransition } from 'react';
import { configureApiClient, defaultRuntimeConfig, loadRuntimeConfig, sessionStore, type RemotesManifest } from '@ofertat/shared-api';
import { notifySessionExpired } from './app/session-expiry';
import { loadRemotesManifest } from './remotes/remotes-manifest';
import { registerServiceWorker } from './service-worker/register-service-worker';
import type { TapCapture } from './start-up/tap-capture';

/**
 * Ends the current task. The start-up's heavy modules (the design system and the router with the app, react-dom)
 * are evaluated each in a task of its own: one task evaluating them all kept a slow phone's main thread busy,
 * and a tap waiting, for hundreds of milliseconds.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Eager imports: these modules are in this chunk (no request more), evaluated only when imported here.
const loadRemoteArea = () => import(/* webpackMode: "eager" */ './remotes/remote-area');
const loadApp = () => import(/* webpackMode: "eager" */ './app/app');
const loadReactDom = () => import(/* webpackMode: "eager" */ 'react-dom/client');

/** Starts the app: hydrates the page the server rendered (then taps again what was tapped before), or draws it. */
export async function start(taps: TapCapture | null): Promise<void> {
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
  // what the visitor already sees becomes interactive, nothing is drawn again. The remote is asked for first, so
  // it downloads while the shell's modules are evaluated.
  const serverRendered = container.firstElementChild !== null;
  await nextTask();
  const publicRemote = serverRendered
    ? (await loadRemoteArea()).preloadRemote('mfe_public').then(
        () => true,
        (error: unknown) => {
          console.error(error);
          return false;
        },
      )
    : Promise.resolve(false);
  await nextTask();
  const { App } = await loadApp();
  await nextTask();
  const { createRoot, hydrateRoot } = await loadReactDom();
  if (await publicRemote) {
    await nextTask();
    // As a transition React hydrates in short slices too; a tap meanwhile hydrates its part at once.
    startTransition(() => {
      hydrateRoot(container, <App manifest={manifest} />);
    });
    // React listens from here on: a tap on a part not yet hydrated hydrates that part at once and is handled.
    taps?.replay();
    registerServiceWorker();
    return;
  }
  // The remote cannot load: the page is drawn by the browser, with the area's own error and retry.
  taps?.discard();
  if (serverRendered) container.replaceChildren();
  const root = createRoot(container);
  // As a transition React renders the first screen (and the public area once its remote arrives) in short slices
  // that leave the main thread free between them, instead of in one long task.
  startTransition(() => root.render(<App manifest={manifest} />));
  registerServiceWorker();
}

