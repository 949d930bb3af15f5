import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import styled from 'styled-components';
import { APP_POPUP_CLOSED_COOKIE, detectMobilePlatform, getRuntimeConfig, type MobilePlatform } from '@ofertat/shared-api';
import { AppleIcon, getTheme, GooglePlayIcon, Modal } from '@ofertat/shared-ui';

const stores: Record<MobilePlatform, { label: string; hint: string; Icon: typeof AppleIcon; href: () => string }> = {
  ios: { label: 'App Store', hint: 'Shkarko nga', Icon: AppleIcon, href: () => getRuntimeConfig().appStoreUrl },
  android: { label: 'Google Play', hint: 'Merre në', Icon: GooglePlayIcon, href: () => getRuntimeConfig().playStoreUrl },
};

const Text = styled.p`
  margin: 0 0 ${(p) => getTheme(p).spacing(4)};
`;

const StoreLink = styled.a`
  ${(p) => {
    const t = getTheme(p);
    return `
      display: inline-flex;
      align-items: center;
      gap: ${t.spacing(3)};
      min-height: ${t.controlHeight.lg};
      padding: 0 ${t.spacing(5)};
      border-radius: ${t.radii.md};
      background: ${t.colors.footer};
      color: ${t.colors.onPrimary};
      text-decoration: none;
      small { display: block; font-size: 0.75rem; }
      strong { display: block; font-size: ${t.fontSizes.lg}; line-height: 1.1; }
      &:focus-visible { outline: 3px solid ${t.colors.focus}; outline-offset: 2px; }
    `;
  }}
`;

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
 */
export function AppPopup() {
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
  const store = stores[platform];
  const href = store.href();
  if (!href) return null;

  return (
    <Modal open={open} onClose={close} title="Shkarkoni aplikacionin Ofertat" size="sm" inline>
      <Text>Ofertat, fletëpalosjet dhe dyqanet më të afërta, gjithmonë në xhepin tuaj.</Text>
      <StoreLink href={href} target="_blank" rel="noopener noreferrer" onClick={close}>
        <store.Icon />
        <span>
          <small>{store.hint}</small>
          <strong>{store.label}</strong>
        </span>
      </StoreLink>
    </Modal>
  );
}
