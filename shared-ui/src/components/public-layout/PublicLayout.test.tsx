import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { PublicLayout } from './PublicLayout';

describe('PublicLayout', () => {
  it('puts the page between the nav bar and the footer', async () => {
    renderWithProviders(
      <PublicLayout>
        <h1>Ofertat speciale</h1>
      </PublicLayout>,
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Ofertat speciale' }));
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('starts with a skip link to the page content', async () => {
    const { user } = renderWithProviders(
      <PublicLayout>
        <p>Faqja</p>
      </PublicLayout>,
    );
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Kalo te përmbajtja' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', `#${screen.getByRole('main').id}`);
  });

  it('passes the search handler to the nav bar', async () => {
    const onSearchClick = jest.fn();
    const { user } = renderWithProviders(<PublicLayout onSearchClick={onSearchClick}>x</PublicLayout>);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'Kërko' }));
    expect(onSearchClick).toHaveBeenCalledTimes(1);
  });
});
