// The app popup's dialog, loaded only on a page that shows it (app-popup.tsx).
import styled from 'styled-components';
import { getRuntimeConfig, type MobilePlatform } from '@ofertat/shared-api';
import { AppleIcon, getTheme, GooglePlayIcon } from '@ofertat/shared-ui';
import { Modal } from '@ofertat/shared-ui/modal';

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

export interface AppPopupDialogProps {
  platform: MobilePlatform;
  open: boolean;
  onClose: () => void;
}

export function AppPopupDialog({ platform, open, onClose }: AppPopupDialogProps) {
  const store = stores[platform];
  const href = store.href();
  if (!href) return null;

  return (
    <Modal open={open} onClose={onClose} title="Shkarkoni aplikacionin Ofertat" size="sm" inline>
      <Text>Ofertat, fletëpalosjet dhe dyqanet më të afërta, gjithmonë në xhepin tuaj.</Text>
      <StoreLink href={href} target="_blank" rel="noopener noreferrer" onClick={onClose}>
        <store.Icon />
        <span>
          <small>{store.hint}</small>
          <strong>{store.label}</strong>
        </span>
      </StoreLink>
    </Modal>
  );
}
