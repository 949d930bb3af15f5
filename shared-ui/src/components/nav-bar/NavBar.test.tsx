import { screen, within } from '@testing-library/react';
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
      ['Kërko', '/?search=1'],
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

  it('calls onSearchClick from the Kërko button', async () => {
    const onSearchClick = jest.fn();
    const { user } = renderWithProviders(<NavBar onSearchClick={onSearchClick} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Kërko' }));
    expect(onSearchClick).toHaveBeenCalledTimes(1);
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
