import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the message, title and action', () => {
    renderWithProviders(
      <EmptyState title="Ofertat" message="Asnjë ofertë e gjetur." action={<a href="/admin/add-user-offer">Shto</a>} />,
    );
    expect(screen.getByRole('heading', { name: 'Ofertat' })).toBeInTheDocument();
    expect(screen.getByText('Asnjë ofertë e gjetur.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shto' })).toBeInTheDocument();
  });
});
