import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { MessageBanner } from './MessageBanner';

describe('MessageBanner', () => {
  it('announces errors as alerts', () => {
    renderWithProviders(<MessageBanner tone="error">Gabim gjatë marrjes së ofertave.</MessageBanner>);
    expect(screen.getByRole('alert')).toHaveTextContent('Gabim gjatë marrjes së ofertave.');
  });

  it.each(['success', 'info'] as const)('announces %s messages politely', (tone) => {
    renderWithProviders(<MessageBanner tone={tone}>Volantino u krijua me sukses!</MessageBanner>);
    expect(screen.getByRole('status')).toHaveTextContent('Volantino u krijua me sukses!');
  });

  it('can be dismissed', async () => {
    const onDismiss = jest.fn();
    const { user } = renderWithProviders(
      <MessageBanner tone="success" onDismiss={onDismiss}>
        Market created successfully!
      </MessageBanner>,
    );
    await user.click(screen.getByRole('button', { name: 'Mbyll' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
