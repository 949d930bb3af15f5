import { screen } from '@testing-library/react';
import { renderRoute } from '../test/render';
import { CardActions } from './card-actions';

describe('CardActions', () => {
  it('links Shiko and Ndrysho and asks to delete with Fshi', async () => {
    const onDelete = jest.fn();
    const { user } = renderRoute(<CardActions viewHref="/admin/view-user-offer/7" editHref="/admin/edit-user-offer/7" onDelete={onDelete} />);
    expect(screen.getByRole('link', { name: 'Shiko' })).toHaveAttribute('href', '/admin/view-user-offer/7');
    expect(screen.getByRole('link', { name: 'Ndrysho' })).toHaveAttribute('href', '/admin/edit-user-offer/7');
    expect(screen.queryByRole('button', { name: 'Deaktivizo' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fshi' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('shows only what it is given: an edit link alone', () => {
    renderRoute(<CardActions editHref="/super-admin/edit-category/3" />);
    expect(screen.getByRole('link', { name: 'Ndrysho' })).toHaveAttribute('href', '/super-admin/edit-category/3');
    expect(screen.queryByRole('link', { name: 'Shiko' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers Deaktivizo, turned off for an inactive item', async () => {
    const onDeactivate = jest.fn();
    const { user, rerender } = renderRoute(<CardActions editHref="/super-admin/edit-ads/2" onDeactivate={onDeactivate} />);
    await user.click(screen.getByRole('button', { name: 'Deaktivizo' }));
    expect(onDeactivate).toHaveBeenCalledTimes(1);
    rerender(<CardActions editHref="/super-admin/edit-ads/2" onDeactivate={onDeactivate} inactive />);
    expect(screen.getByRole('button', { name: 'Deaktivizo' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Fshi' })).not.toBeInTheDocument();
  });
});
