import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../test/render';
import { AdminArea } from './admin-area';

function renderArea(route: string) {
  return renderRoute(
    <AdminArea
      title="Paneli i marketit"
      items={[{ label: 'Offers', href: '/admin/list-offers' }]}
      logoutLabel="Logout"
      release="mfe-market-admin 1.2.3"
      home={<h1>Kreu</h1>}
      routes={[{ path: { pattern: 'list-offers' }, element: <h1>Lista e ofertave</h1> }]}
    />,
    { path: '/admin/*', route },
  );
}

describe('AdminArea', () => {
  it("shows the area's home at its root, with the sidebar and the release", () => {
    renderArea('/admin');
    expect(screen.getByRole('heading', { name: 'Kreu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/admin/list-offers');
    expect(screen.getByText('mfe-market-admin 1.2.3')).toBeInTheDocument();
  });

  it('shows the screen of a route in its table', () => {
    renderArea('/admin/list-offers');
    expect(screen.getByRole('heading', { name: 'Lista e ofertave' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Kreu' })).not.toBeInTheDocument();
  });

  it('shows the not-found page for any other address inside the area', () => {
    renderArea('/admin/no-such-screen');
    expect(screen.getByText('Faqja nuk u gjet')).toBeInTheDocument();
  });

  it('logs out to the login page', async () => {
    const { user } = renderArea('/admin/list-offers');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
  });
});
