import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('announces the error and retries on Provo përsëri', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithProviders(<ErrorState message="Gabim gjatë marrjes së marketeve." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Gabim gjatë marrjes së marketeve.');
    await user.click(screen.getByRole('button', { name: 'Provo përsëri' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry button without onRetry', () => {
    renderWithProviders(<ErrorState message="Error fetching offers for this store." />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
