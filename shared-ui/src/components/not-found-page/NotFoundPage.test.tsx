import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('says the page was not found and links back home', () => {
    renderWithProviders(<NotFoundPage />, { route: '/nuk-ekziston' });
    expect(screen.getByRole('heading', { level: 1, name: 'Faqja nuk u gjet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kthehu në faqen kryesore' })).toHaveAttribute('href', '/');
  });

  it('says what a screen did not find in its own words, with the same title and link', () => {
    renderWithProviders(<NotFoundPage message="Volantino nuk u gjet." />, { route: '/volantino/9' });
    expect(screen.getByRole('heading', { level: 1, name: 'Faqja nuk u gjet' })).toBeInTheDocument();
    expect(screen.getByText('Volantino nuk u gjet.')).toBeInTheDocument();
    expect(screen.queryByText('Faqja që kërkuat nuk ekziston ose është zhvendosur.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kthehu në faqen kryesore' })).toHaveAttribute('href', '/');
  });
});
