import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { PriceText } from './PriceText';

describe('PriceText', () => {
  it('shows the amount with two decimals and ALL', () => {
    renderWithProviders(<PriceText value={120} variant="offer" />);
    expect(screen.getByText('120.00 ALL')).toBeInTheDocument();
  });

  it('strikes through an old price', () => {
    renderWithProviders(<PriceText value="150.5" variant="old" />);
    expect(screen.getByText('150.50 ALL')).toHaveStyle({ textDecoration: 'line-through' });
  });

  it('shows N/A when the price is missing', () => {
    renderWithProviders(<PriceText value={null} />);
    expect(screen.getByText('N/A')).toBeInTheDocument();
  });
});
