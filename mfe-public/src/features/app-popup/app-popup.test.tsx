import { fireEvent, screen } from '@testing-library/react';
import { defaultRuntimeConfig, setRuntimeConfig } from '@ofertat/shared-api';
import { renderRoute } from '../../test/render';
import { APP_POPUP_CLOSED_KEY, AppPopup } from './app-popup';

const ANDROID = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Chrome/124 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124 Safari/537.36';

function setUserAgent(userAgent: string) {
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
}

describe('AppPopup', () => {
  beforeEach(() => {
    sessionStorage.clear();
    setRuntimeConfig({ ...defaultRuntimeConfig, playStoreUrl: 'https://play.example/ofertat', appStoreUrl: 'https://apps.example/ofertat' });
  });
  afterAll(() => setRuntimeConfig(defaultRuntimeConfig));

  it('invites Android visitors to Google Play, from the runtime config', () => {
    setUserAgent(ANDROID);
    renderRoute(<AppPopup />);
    expect(screen.getByRole('dialog', { name: 'Shkarkoni aplikacionin Ofertat' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', 'https://play.example/ofertat');
  });

  it('invites iOS visitors to the App Store', () => {
    setUserAgent(IPHONE);
    renderRoute(<AppPopup />);
    expect(screen.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', 'https://apps.example/ofertat');
  });

  it('shows nothing on a desktop browser', () => {
    setUserAgent(DESKTOP);
    renderRoute(<AppPopup />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on its close button and stays closed for the visit', async () => {
    setUserAgent(ANDROID);
    const { user, unmount } = renderRoute(<AppPopup />);
    await user.click(screen.getByRole('button', { name: 'Mbyll' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(APP_POPUP_CLOSED_KEY)).toBe('1');
    unmount();
    renderRoute(<AppPopup />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click outside the popup', () => {
    setUserAgent(IPHONE);
    renderRoute(<AppPopup />);
    const backdrop = screen.getByRole('dialog').parentElement!;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
