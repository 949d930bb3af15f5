import { createContext, lazy, memo, Suspense, useCallback, useContext, useEffect, useState } from 'react';
import { APP_POPUP_CLOSED_COOKIE, detectMobilePlatform, type MobilePlatform } from '@ofertat/shared-api';

// The dialog's code is fetched only where it shows (a phone, once per visit), not in everyone's first load. Nothing
// in it needs a script to work (its close button is a dialog form's, its store button a link), so on a page the
// server rendered with it, React hydrates it whenever its code arrives.
const AppPopupDialog = lazy(() => import('./app-popup-dialog').then(({ AppPopupDialog }) => ({ default: AppPopupDialog })));

/** A session cookie, not storage: the server reads it too, and renders the next pages without the popup. */
function readClosed(): boolean {
  return document.cookie.split('; ').includes(`${APP_POPUP_CLOSED_COOKIE}=1`);
}

function rememberClosed(): void {
  document.cookie = `${APP_POPUP_CLOSED_COOKIE}=1; path=/; samesite=lax`;
}

/**
 * In the server's render: the request's platform, or null when it gets no popup (not a phone, or the popup
 * closed this visit); undefined in the browser.
 */
export const RequestAppPopupContext = createContext<MobilePlatform | null | undefined>(undefined);

/**
 * On Android and iOS, invites the visitor to the app once per visit (spec section 1). The server renders it into
 * the page by the request's User-Agent, so it comes with the first paint and closes before the scripts have run.
 * Memo: the layout's re-renders must not give the dialog new props before it is hydrated (React would then drop
 * the server's dialog and draw it again, open, even if it was closed meanwhile).
 */
export const AppPopup = memo(function AppPopup() {
  const requestPlatform = useContext(RequestAppPopupContext);
  // The browser's first render gives the server's answer (hydration needs the same markup): by User-Agent alone.
  const [platform, setPlatform] = useState(() =>
    requestPlatform !== undefined ? requestPlatform : readClosed() ? null : detectMobilePlatform(navigator.userAgent),
  );
  const [open, setOpen] = useState(true);
  useEffect(() => {
    // Then touch tells the iPads that call themselves Macs, which the server cannot see.
    if (!platform && !readClosed()) setPlatform(detectMobilePlatform(navigator.userAgent, navigator.maxTouchPoints));
  }, [platform]);
  const close = useCallback(() => {
    rememberClosed();
    setOpen(false);
  }, []);
  if (!platform) return null;

  return (
    <Suspense fallback={null}>
      <AppPopupDialog platform={platform} open={open} onClose={close} />
    </Suspense>
  );
});
