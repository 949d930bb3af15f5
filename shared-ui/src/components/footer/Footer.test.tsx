import { screen, within } from '@testing-library/react';
import { defaultRuntimeConfig, setRuntimeConfig } from '@ofertat/shared-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { Footer } from './Footer';

describe('Footer', () => {
  afterEach(() => setRuntimeConfig(defaultRuntimeConfig));

  it('links Oferta, Njoftime and Rregullat', () => {
    renderWithProviders(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'Lidhjet e fundfaqes' });
    expect(within(nav).getByRole('link', { name: 'Oferta' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Njoftime' })).toHaveAttribute('href', '/notification');
    expect(within(nav).getByRole('link', { name: 'Rregullat' })).toHaveAttribute('href', '/rules');
  });

  it('shows contact, social and store links from the runtime config', () => {
    setRuntimeConfig({
      ...defaultRuntimeConfig,
      adminContactPhone: '+355 69 123 4567',
      contactEmail: 'kontakt@ofertat.al',
      appStoreUrl: 'https://apps.apple.com/app/ofertat',
      playStoreUrl: 'https://play.google.com/store/apps/details?id=al.ofertat',
      socialLinks: { facebook: 'https://facebook.com/ofertat', tiktok: 'https://tiktok.com/@ofertat' },
    });
    renderWithProviders(<Footer />);

    expect(screen.getByRole('link', { name: '+355 69 123 4567' })).toHaveAttribute('href', 'tel:+355691234567');
    expect(screen.getByRole('link', { name: 'kontakt@ofertat.al' })).toHaveAttribute('href', 'mailto:kontakt@ofertat.al');

    const facebook = screen.getByRole('link', { name: 'Facebook' });
    expect(facebook).toHaveAttribute('href', 'https://facebook.com/ofertat');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'TikTok' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Instagram' })).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Shkarko nga App Store' })).toHaveAttribute('href', 'https://apps.apple.com/app/ofertat');
    expect(screen.getByRole('link', { name: 'Merre në Google Play' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=al.ofertat',
    );
  });

  it('leaves out the social section when no network is configured', () => {
    renderWithProviders(<Footer />);
    expect(screen.queryByRole('heading', { name: 'Na ndiqni' })).not.toBeInTheDocument();
  });

  it('ends with the copyright line', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByText(`© ${new Date().getFullYear()} Ofertat. Të gjitha të drejtat e rezervuara.`)).toBeInTheDocument();
  });
});
