import { adminPaths, publicPaths, superAdminPaths, publicRoutePatterns } from './routes';

describe('paths table', () => {
  it('builds hrefs with encoded parameters', () => {
    expect(adminPaths.editOffer.getHref({ offerId: 12 })).toBe('/admin/edit-user-offer/12');
    expect(publicPaths.jobPost.getHref({ jobPostId: 'a b' })).toBe('/notification/a%20b');
    expect(superAdminPaths.home.getHref()).toBe('/super-admin');
    expect(publicPaths.home.getHref()).toBe('/');
  });

  it('keeps patterns relative to the area base for the remotes', () => {
    expect(adminPaths.storePointsPlural.pattern).toBe('list-store-locations');
    expect(superAdminPaths.editAd.path).toBe('/super-admin/edit-ads/:adsId');
  });

  it('lists the public routes of spec section 2', () => {
    expect(publicRoutePatterns).toEqual([
      '/', '/notification', '/notification/:jobPostId', '/list-volantino', '/volantino/:volantinoId',
      '/rules', '/map', '/store-offer/:storeLocationId', '/market-offer/:marketId',
      '/search', '/favorites', '/nearby',
      '/product/:productId', '/basket',
    ]);
  });
});
