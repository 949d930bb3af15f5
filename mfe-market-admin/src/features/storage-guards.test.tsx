// The storage guards of spec section 5 on the market-admin screens.
import { screen } from '@testing-library/react';
import { renderRoute, signInAs } from '../test/render';
import { CitiesEditPage } from './cities/cities-pages';
import { JobPostListPage } from './job-posts/job-post-pages';
import { OfferCreatePage, OfferListPage } from './offers/offer-pages';
import { StorePointCreatePage } from './store-points/store-point-pages';
import { FlyerListPage } from './flyers/flyer-pages';

describe('market-admin storage guards', () => {
  it.each([
    ['the offer list', <OfferListPage />],
    ['the offer form', <OfferCreatePage />],
    ['the job-post list', <JobPostListPage />],
  ])('block %s without marketId, then without userId', (_name, screenElement) => {
    signInAs({ marketId: null });
    const { unmount } = renderRoute(screenElement);
    expect(screen.getByRole('alert')).toHaveTextContent('Market ID nuk është i ruajtur në localStorage.');
    unmount();

    signInAs({ userId: null });
    renderRoute(screenElement);
    expect(screen.getByRole('alert')).toHaveTextContent('User ID nuk është i ruajtur në localStorage.');
  });

  it('blocks the cities form without a user', () => {
    signInAs({ userId: null });
    renderRoute(<CitiesEditPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('Përdoruesi nuk është i kyçur.');
  });

  it('blocks the store-point form without marketId', () => {
    signInAs({ marketId: null });
    renderRoute(<StorePointCreatePage />);
    expect(screen.getByRole('alert')).toHaveTextContent('Nuk gjendet marketId në localStorage.');
  });

  it('sends the volantino screens to /login without marketId', () => {
    signInAs({ marketId: null });
    renderRoute(<FlyerListPage />, { route: '/admin/list-volantino' });
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(JSON.parse(screen.getByTestId('location').dataset.state!)).toEqual({ notice: 'Market ID nuk u gjet në localStorage.' });
  });
});
