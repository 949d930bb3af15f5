import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { SkeletonCardGrid } from './Skeleton';

describe('SkeletonCardGrid', () => {
  it('shows six placeholder cards by default behind one loading status', () => {
    const { container } = renderWithProviders(<SkeletonCardGrid />);
    expect(screen.getByRole('status')).toHaveTextContent('Duke u ngarkuar...');
    expect(container.querySelectorAll('li')).toHaveLength(6);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('takes another count', () => {
    const { container } = renderWithProviders(<SkeletonCardGrid count={2} />);
    expect(container.querySelectorAll('li')).toHaveLength(2);
  });
});
