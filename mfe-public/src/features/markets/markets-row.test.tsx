import { screen } from '@testing-library/react';
import { fetchMarkets, messages } from '@ofertat/shared-api';
import { renderRoute } from '../../test/render';
import { MarketsRow } from './markets-row';

jest.mock('@ofertat/shared-api', () => ({ ...jest.requireActual('@ofertat/shared-api'), fetchMarkets: jest.fn() }));
const fetchMarketsMock = jest.mocked(fetchMarkets);

describe('MarketsRow', () => {
  it('links each shown market to its offers under the first two words of its name, with its small logo', async () => {
    fetchMarketsMock.mockResolvedValue([
      { marketId: 4, marketName: 'Dajti Market Durrës', marketLogo: '/uploads/dajti.webp', marketLogoThumbnail: '/uploads/dajti-thumb.webp' },
      { marketId: 5, marketName: 'Pa Logo', marketLogo: null, marketLogoThumbnail: null },
    ]);
    const { user } = renderRoute(<MarketsRow />);
    const link = await screen.findByRole('link', { name: 'Dajti Market' });
    expect(screen.getAllByRole('link')).toHaveLength(1);
    // The logo's small thumbnail, not the uploaded logo: the row shows it at 64 px on the home page's first screen.
    expect(link.querySelector('img')).toHaveAttribute('src', '/uploads/dajti-thumb.webp');
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/market-offer/4');
  });

  it('shows the spec texts when loading fails or nothing is left', async () => {
    fetchMarketsMock.mockRejectedValueOnce(new Error('down'));
    const { unmount } = renderRoute(<MarketsRow />);
    expect(await screen.findByText(messages.markets.loadFailure)).toBeInTheDocument();
    unmount();
    fetchMarketsMock.mockResolvedValueOnce([{ marketId: 5, marketName: 'Pa Logo', marketLogo: null, marketLogoThumbnail: null }]);
    renderRoute(<MarketsRow />);
    expect(await screen.findByText(messages.markets.empty)).toBeInTheDocument();
  });
});
