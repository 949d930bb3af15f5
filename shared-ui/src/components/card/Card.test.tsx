import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { Card } from './Card';

describe('Card', () => {
  it('renders its content in the requested element', () => {
    renderWithProviders(
      <Card as="article" aria-label="Qumësht">
        <h3>Qumësht</h3>
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Qumësht' })).toContainElement(screen.getByRole('heading'));
  });
});
