import { act, screen } from '@testing-library/react';
import { sessionStore } from '@ofertat/shared-api';
import { renderRoute } from '../test/render';
import { RequireFlyerMarketId, RequireStoredIds } from './require-stored-ids';

const setStored = (marketId: string | null, userId: string | null) => act(() => sessionStore.setState({ marketId, userId }));

describe('storage guards', () => {
  it('blocks a screen without a stored marketId, then without a userId', () => {
    setStored(null, null);
    renderRoute(
      <RequireStoredIds ids={['marketId', 'userId']}>
        {(ids) => <p>Market {ids.marketId}</p>}
      </RequireStoredIds>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Market ID nuk është i ruajtur në localStorage.');

    setStored('3', null);
    expect(screen.getByRole('alert')).toHaveTextContent('User ID nuk është i ruajtur në localStorage.');

    setStored('3', '7');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Market 3')).toBeInTheDocument();
  });

  it('takes a screen-specific text', () => {
    setStored('3', null);
    renderRoute(
      <RequireStoredIds ids={['userId']} missingMessages={{ userId: 'Përdoruesi nuk është i kyçur.' }}>
        <p>Qytetet</p>
      </RequireStoredIds>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Përdoruesi nuk është i kyçur.');
  });

  it('sends the flyer screens to /login with their text when marketId is missing', () => {
    setStored(null, '7');
    renderRoute(<RequireFlyerMarketId>{(marketId) => <p>Volantino {marketId}</p>}</RequireFlyerMarketId>, { route: '/admin/list-volantino' });
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(JSON.parse(screen.getByTestId('location').dataset.state!)).toEqual({ notice: 'Market ID nuk u gjet në localStorage.' });
  });

  it('shows the flyer screen with the stored marketId', () => {
    setStored('5', '7');
    renderRoute(<RequireFlyerMarketId>{(marketId) => <p>Volantino {marketId}</p>}</RequireFlyerMarketId>);
    expect(screen.getByText('Volantino 5')).toBeInTheDocument();
  });
});
