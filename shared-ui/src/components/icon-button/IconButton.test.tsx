import { screen } from '@testing-library/react';
import { CloseIcon } from '../../icons';
import { renderWithProviders } from '../../test/render-with-providers';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its aria-label and clickable', async () => {
    const onClick = jest.fn();
    const { user } = renderWithProviders(
      <IconButton aria-label="Mbyll" onClick={onClick}>
        <CloseIcon />
      </IconButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Mbyll' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
