import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { Card } from '../card';
import { CardGrid } from './CardGrid';

describe('CardGrid', () => {
  it('wraps every card in a list item', () => {
    const markets = ['Conad', 'Spar', 'Big Market'];
    renderWithProviders(
      <CardGrid aria-label="Marketet">
        {markets.map((name) => (
          <Card key={name}>{name}</Card>
        ))}
        {false}
      </CardGrid>,
    );
    const list = screen.getByRole('list', { name: 'Marketet' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('falls back to one full-width column on narrow screens', () => {
    renderWithProviders(<CardGrid aria-label="Ofertat" minItemWidth={260} />);
    expect(screen.getByRole('list', { name: 'Ofertat' })).toHaveStyle({
      gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
    });
  });
});
