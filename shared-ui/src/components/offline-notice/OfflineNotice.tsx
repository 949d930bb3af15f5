import { useSyncExternalStore } from 'react';
import { MessageBanner } from '../message-banner';

/** What a visitor without a network is told; the page below still shows the last answers the app kept. */
export const OFFLINE_NOTICE_TEXT = 'Jeni pa internet. Po shihni ofertat e ruajtura herën e fundit që ishit në linjë.';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOffline = () => !navigator.onLine;
// Rendered on a server there is no network state to tell: online.
const isOfflineOnServer = () => false;

/** Inside the page layout, under the header: shown while the browser has no network, gone when it comes back. */
export function OfflineNotice() {
  const offline = useSyncExternalStore(subscribe, isOffline, isOfflineOnServer);
  return offline ? <MessageBanner tone="info">{OFFLINE_NOTICE_TEXT}</MessageBanner> : null;
}
