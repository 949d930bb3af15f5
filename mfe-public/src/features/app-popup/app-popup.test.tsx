import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { APP_POPUP_CLOSED_COOKIE, defaultRuntimeConfig, setRuntimeConfig } from '@ofertat/shared-api';
import { ThemeProvider } from '@ofertat/shared-ui';
import { renderRoute } from '../../test/render';
import { AppPopup, RequestAppPopupContext } from './app-popup';

const ANDROID = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Chrome/124 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124 Safari/537.36';

function setUserAgent(userAgent: string) {
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
}

/**
 * The dialog's code loads on its first render (React.lazy), and the server's render waits for it (a prerender). The
 * tests that render as the server does, with renderToString, which does not wait, load it first.
 */
async function loadDialog() {
  document.body.innerHTML = '';
  setUserAgent(ANDROID);
  const { unmount } = renderRoute(<AppPopup />);
  await screen.findByRole('dialog');
  unmount();
}

describe('AppPopup', () => {
  beforeEach(() => {
    document.cookie = `${APP_POPUP_CLOSED_COOKIE}=; max-age=0; path=/`;
    setRuntimeConfig({ ...defaultRuntimeConfig, playStoreUrl: 'https://play.example/ofertat', appStoreUrl: 'https://apps.example/ofertat' });
  });
  afterAll(() => setRuntimeConfig(defaultRuntimeConfig));

  it('invites Android visitors to Google Play, from the runtime config', async () => {
    setUserAgent(ANDROID);
    renderRoute(<AppPopup />);
    expect(await screen.findByRole('dialog', { name: 'Shkarkoni aplikacionin Ofertat' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', 'https://play.example/ofertat');
  });

  it('invites iOS visitors to the App Store', async () => {
    setUserAgent(IPHONE);
    renderRoute(<AppPopup />);
    expect(await screen.findByRole('link', { name: /App Store/ })).toHaveAttribute('href', 'https://apps.example/ofertat');
  });

  it('shows nothing on a desktop browser', () => {
    setUserAgent(DESKTOP);
    renderRoute(<AppPopup />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on its close button and stays closed for the visit', async () => {
    setUserAgent(ANDROID);
    const { user, unmount } = renderRoute(<AppPopup />);
    await user.click(await screen.findByRole('button', { name: 'Mbyll' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.cookie).toContain(`${APP_POPUP_CLOSED_COOKIE}=1`);
    unmount();
    renderRoute(<AppPopup />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click outside the popup', async () => {
    setUserAgent(IPHONE);
    renderRoute(<AppPopup />);
    const outside = (await screen.findByRole('dialog')).querySelector('[data-modal-outside]')!;
    fireEvent.click(outside);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is in the server’s page for a phone, whose close button closes it with no script, and not once closed', async () => {
    await loadDialog();
    const serverPage = (platform: 'android' | null) =>
      renderToString(
        <ThemeProvider>
          <RequestAppPopupContext value={platform}>
            <AppPopup />
          </RequestAppPopupContext>
        </ThemeProvider>,
      );
    document.body.innerHTML = serverPage('android');
    const dialog = screen.getByRole('dialog', { name: 'Shkarkoni aplikacionin Ofertat' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    const close = screen.getByRole('button', { name: 'Mbyll' });
    expect(close).toHaveAttribute('type', 'submit');
    expect(close.closest('form')).toHaveAttribute('method', 'dialog');
    expect(screen.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', 'https://play.example/ofertat');
    expect(serverPage(null)).toBe('');
  });

  it('counts as closed when the browser closed the server’s popup before the scripts ran', async () => {
    await loadDialog();
    setUserAgent(ANDROID);
    const page = (platform?: 'android') => (
      <ThemeProvider>
        <RequestAppPopupContext value={platform}>
          <AppPopup />
        </RequestAppPopupContext>
      </ThemeProvider>
    );
    const root = document.createElement('div');
    root.innerHTML = renderToString(page('android'));
    document.body.append(root);
    // What the close button's form does in a browser.
    root.querySelector('dialog')?.removeAttribute('open');
    await act(async () => {
      hydrateRoot(root, page());
    });
    expect(root.querySelector('dialog')).toBeNull();
    expect(document.cookie).toContain(`${APP_POPUP_CLOSED_COOKIE}=1`);
  });
});
