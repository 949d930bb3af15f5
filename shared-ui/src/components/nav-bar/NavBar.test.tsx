import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@ofertat/shared-ui/routing';
import { ThemeProvider } from '../../theme';
import { renderWithProviders } from '../../test/render-with-providers';
import { NavBar } from './NavBar';

/** The collapsible menu, found through the toggle since a hidden element has no accessible name. */
function getMenu(): HTMLElement {
  const id = screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-controls');
  return document.getElementById(id ?? '') as HTMLElement;
}

describe('NavBar', () => {
  it('has the logo link home and the section links', () => {
    renderWithProviders(<NavBar />, { route: '/map' });
    expect(screen.getByRole('link', { name: 'Ofertat' })).toHaveAttribute('href', '/');
    expect(within(screen.getByRole('link', { name: 'Ofertat' })).getByRole('img', { name: 'Ofertat' })).toBeInTheDocument();

    const nav = getMenu();
    expect(nav).toHaveAttribute('aria-label', 'Navigimi kryesor');
    const hrefs = within(nav)
      .getAllByRole('link', { hidden: true })
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Oferta', '/'],
      ['Fletëpalosje', '/list-volantino'],
      ['Harta', '/map'],
      ['Afër meje', '/nearby'],
      ['Njoftime', '/notification'],
      ['Të preferuarat', '/favorites'],
      ['Kërko', '/search'],
    ]);
  });

  it('keeps its slot in the bar while the menu is closed', () => {
    renderWithProviders(<NavBar slot={<button type="button">Tiranë</button>} />);
    expect(screen.getByRole('button', { name: 'Tiranë' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the current section', () => {
    renderWithProviders(<NavBar />, { route: '/map' });
    expect(screen.getByText('Harta')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Oferta')).not.toHaveAttribute('aria-current');
  });

  it('calls onSearchClick from the Kërko link, which without it (before hydration) leads to the search page', async () => {
    const onSearchClick = jest.fn();
    const { user } = renderWithProviders(<NavBar onSearchClick={onSearchClick} />, { route: '/map' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const kerko = screen.getByRole('link', { name: 'Kërko' });
    expect(kerko).toHaveAttribute('href', '/search');
    await user.click(kerko);
    expect(onSearchClick).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Harta')).toHaveAttribute('aria-current', 'page');
  });

  it('is a menu the browser opens itself, so it opens before the page is hydrated', () => {
    renderWithProviders(<NavBar />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.tagName).toBe('SUMMARY');
    expect(toggle.parentElement?.tagName).toBe('DETAILS');
    expect(toggle.parentElement).toContainElement(getMenu());
  });

  it('keeps a menu that a tap opened before hydration open, and says so', async () => {
    const page = () => (
      <ThemeProvider>
        <MemoryRouter>
          <NavBar />
        </MemoryRouter>
      </ThemeProvider>
    );
    const root = document.body.appendChild(document.createElement('div'));
    root.innerHTML = renderToString(page());
    // The browser opened it on the tap.
    root.querySelector('details')!.open = true;
    const hydrated = await act(async () => hydrateRoot(root, page()));
    expect(getMenu()).toBeVisible();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    act(() => hydrated.unmount());
    root.remove();
  });

  it('shows and hides the links with the menu toggle', async () => {
    const { user } = renderWithProviders(<NavBar />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const nav = getMenu();
    expect(nav.tagName).toBe('NAV');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(nav).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toBeVisible();

    await user.click(toggle);
    expect(nav).not.toBeVisible();
  });

  it('closes the menu after navigating', async () => {
    const { user } = renderWithProviders(<NavBar />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Harta' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
