import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces the default Albanian loading text', () => {
    renderWithProviders(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Duke u ngarkuar...');
  });

  it('shows a custom loading text', () => {
    renderWithProviders(<Spinner label="Duke u ngarkuar Harta..." />);
    expect(screen.getByText('Duke u ngarkuar Harta...')).toBeVisible();
  });
});
