import { act, screen } from '@testing-library/react';
import { Route, Routes } from '@ofertat/shared-ui/routing';
import { renderWithProviders, setWindowWidth } from '../../test/render-with-providers';
import { SidebarLayout } from './SidebarLayout';
import type { SidebarLayoutProps } from './types';

const items = [
  { label: 'Market', href: '/super-admin/list-market' },
  { label: 'Kategorite', href: '/super-admin/list-categories' },
];

function setup(props: Partial<SidebarLayoutProps> = {}, route = '/super-admin/list-market') {
  const onLogout = jest.fn();
  const rendered = renderWithProviders(
    <SidebarLayout title="Super Admin" items={items} onLogout={onLogout} logoutLabel="Dil nga llogaria" {...props}>
      <Routes>
        <Route path="*" element={<h1>Faqja</h1>} />
      </Routes>
    </SidebarLayout>,
    { route },
  );
  const toggle = screen.getByRole('button', { name: 'Menu' });
  const sidebar = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
  return { ...rendered, onLogout, toggle, sidebar };
}

describe('SidebarLayout', () => {
  describe('on a wide window', () => {
    beforeEach(() => setWindowWidth(1024));

    it('is open by default and toggles', async () => {
      const { user, toggle, sidebar } = setup();
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(sidebar).toBeVisible();
      expect(screen.queryByTestId('sidebar-backdrop')).not.toBeInTheDocument();

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(sidebar).not.toBeVisible();
    });

    it('stays open after navigation', async () => {
      const { user, toggle } = setup();
      await user.click(screen.getByRole('link', { name: 'Kategorite' }));
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
    });

    it('highlights the active item, with a bar on its left edge', () => {
      setup({}, '/super-admin/list-categories');
      const current = screen.getByRole('link', { name: 'Kategorite' });
      expect(current).toHaveAttribute('aria-current', 'page');
      expect(getComputedStyle(current).boxShadow).toMatch(/^inset /);
      expect(screen.getByRole('link', { name: 'Market' })).not.toHaveAttribute('aria-current');
      expect(getComputedStyle(screen.getByRole('link', { name: 'Market' })).boxShadow).toBe('');
    });

    it('shows the title, the footer and a logout button', async () => {
      const { user, onLogout } = setup({ footer: <p>Kontakt: +355 69 000 0000</p> });
      expect(screen.getByText('Super Admin')).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Super Admin' })).toBeInTheDocument();
      expect(screen.getByText('Kontakt: +355 69 000 0000')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Dil nga llogaria' }));
      expect(onLogout).toHaveBeenCalledTimes(1);
    });
  });

  it('treats exactly 768 px as narrow', () => {
    setWindowWidth(768);
    const { toggle } = setup();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  describe('on a narrow window', () => {
    beforeEach(() => setWindowWidth(400));

    it('is closed by default and opens as an overlay with a backdrop', async () => {
      const { user, toggle, sidebar } = setup();
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(sidebar).not.toBeVisible();

      await user.click(toggle);
      expect(sidebar).toBeVisible();
      expect(screen.getByTestId('sidebar-backdrop')).toBeInTheDocument();
    });

    it('closes after navigation', async () => {
      const { user, toggle, sidebar } = setup();
      await user.click(toggle);
      await user.click(screen.getByRole('link', { name: 'Kategorite' }));
      expect(sidebar).not.toBeVisible();
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes on a backdrop click and on Escape, returning focus to the toggle', async () => {
      const { user, toggle, sidebar } = setup();
      await user.click(toggle);
      await user.click(screen.getByTestId('sidebar-backdrop'));
      expect(sidebar).not.toBeVisible();

      await user.click(toggle);
      screen.getByRole('link', { name: 'Market' }).focus();
      await user.keyboard('{Escape}');
      expect(sidebar).not.toBeVisible();
      expect(toggle).toHaveFocus();
    });
  });

  it('follows the window across the breakpoint', () => {
    setWindowWidth(1024);
    const { toggle } = setup();
    act(() => setWindowWidth(600));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    act(() => setWindowWidth(1200));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
