import { superAdminPaths, type EntityId } from '@ofertat/shared-api';
import type { FlyerPaths } from '@ofertat/admin-kit';

/**
 * The super admin's flyer screens act for one market at a time (spec section 6: the market admin's flyer rights,
 * for any market). The chosen market travels in this query parameter, so the list, the add screen and the way
 * back from a form all stay on it, and other screens (the market view) can link straight to a market's flyers.
 */
export const MARKET_PARAM = 'market';

const withMarket = (href: string, marketId: EntityId | null | undefined) =>
  marketId === null || marketId === undefined ? href : `${href}?${MARKET_PARAM}=${encodeURIComponent(String(marketId))}`;

export const flyerListHref = (marketId?: EntityId | null) => withMarket(superAdminPaths.flyers.getHref(), marketId);

/** The links of the shared flyer screens, all keeping the chosen market. */
export function flyerPaths(marketId: EntityId | null): FlyerPaths {
  return {
    list: flyerListHref(marketId),
    add: withMarket(superAdminPaths.addFlyer.getHref(), marketId),
    view: (volantinoId) => withMarket(superAdminPaths.viewFlyer.getHref({ volantinoId }), marketId),
    edit: (volantinoId) => withMarket(superAdminPaths.editFlyer.getHref({ volantinoId }), marketId),
  };
}
