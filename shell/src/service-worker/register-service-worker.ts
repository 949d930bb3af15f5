/** The worker's address: at the site root, so it may answer for every page. */
const SERVICE_WORKER_URL = '/sw.js';

/**
 * Production builds register the service worker once the page has loaded, so installing it (it fetches the
 * public remote's files ahead) never competes with the first screen. Development builds have no worker.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    // Without a worker the site works as before, only not offline: a warning, not an error.
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => console.warn('service worker not registered', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
