import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { ImageWithFallback } from './ImageWithFallback';

describe('ImageWithFallback', () => {
  it('lazy-loads the image with its size reserved', () => {
    renderWithProviders(<ImageWithFallback src="/uploads/milk.jpg" alt="Qumësht" width={320} height={240} />);
    const img = screen.getByRole('img', { name: 'Qumësht' });
    expect(img).toHaveAttribute('src', '/uploads/milk.jpg');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '240');
  });

  it('fetches the first screen\'s main image first when asked', () => {
    renderWithProviders(<ImageWithFallback src="/uploads/milk.jpg" alt="Qumësht" width={320} height={240} loading="eager" fetchPriority="high" />);
    const img = screen.getByRole('img', { name: 'Qumësht' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the placeholder when there is no address', () => {
    renderWithProviders(<ImageWithFallback src="" alt="Qumësht" width={320} height={240} />);
    const placeholder = screen.getByRole('img', { name: 'Qumësht' });
    expect(placeholder.tagName).toBe('SPAN');
  });

  it('switches to the placeholder when the image fails, and back for a new address', () => {
    const { rerender } = renderWithProviders(<ImageWithFallback src="/broken.jpg" alt="Logo" width={40} height={40} />);
    fireEvent.error(screen.getByRole('img', { name: 'Logo' }));
    expect(screen.getByRole('img', { name: 'Logo' }).tagName).toBe('SPAN');

    rerender(<ImageWithFallback src="/logo.png" alt="Logo" width={40} height={40} />);
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/logo.png');
  });

  it('hides a decorative placeholder from screen readers', () => {
    renderWithProviders(<ImageWithFallback src={null} alt="" width={40} height={40} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
