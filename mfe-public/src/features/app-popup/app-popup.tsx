import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { getRuntimeConfig } from '@ofertat/shared-api';
import { AppleIcon, getTheme, GooglePlayIcon, Modal } from '@ofertat/shared-ui';
import { detectMobilePlatform, type MobilePlatform } from './mobile-platform';

/** Session storage: closed once, the popup stays closed until the browser tab is closed. */
export const APP_POPUP_CLOSED_KEY = 'ofertat.appPopupClosed';

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

function readClosed(): boolean {
  try {
    return sessionStorage.getItem(APP_POPUP_CLOSED_KEY) === '1';
  } catch {
    // Storage blocked (private mode settings): showing the popup once per page load is the best left.
    return false;
  }
}

function rememberClosed(): void {
  try {
    sessionStorage.setItem(APP_POPUP_CLOSED_KEY, '1');
  } catch {
    // See readClosed.
  }
}

/** On Android and iOS, invites the visitor to the app once per visit (spec section 1). */
export function AppPopup() {
  // Known only in the browser, after the first render: the server's page (and its hydration) has no popup.
  const [platform, setPlatform] = useState<MobilePlatform | null>(null);
  const [open, setOpen] = useState(true);
  useEffect(() => {
    if (!readClosed()) setPlatform(detectMobilePlatform(navigator.userAgent, navigator.maxTouchPoints));
  }, []);
  if (!platform) return null;
  const store = stores[platform];
  const href = store.href();
  if (!href) return null;

  const close = () => {
    rememberClosed();
    setOpen(false);
  };

  return (
    <Modal open={open} onClose={close} title="Shkarkoni aplikacionin Ofertat" size="sm">
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
