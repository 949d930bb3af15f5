import { adminPaths } from '@ofertat/shared-api';
import { FlyerCreateScreen, FlyerEditScreen, FlyerListScreen, FlyerViewScreen, RequireFlyerMarketId, type FlyerPaths } from '@ofertat/admin-kit';

const FLYER_PATHS: FlyerPaths = {
  list: adminPaths.flyers.getHref(),
  add: adminPaths.addFlyer.getHref(),
  view: (volantinoId) => adminPaths.viewFlyer.getHref({ volantinoId }),
  edit: (volantinoId) => adminPaths.editFlyer.getHref({ volantinoId }),
};

/** The shared flyer screens for the stored market; without a stored marketId they send the user to /login. */
export function FlyerListPage() {
  return <RequireFlyerMarketId>{(marketId) => <FlyerListScreen marketId={marketId} paths={FLYER_PATHS} />}</RequireFlyerMarketId>;
}

export function FlyerCreatePage() {
  return <RequireFlyerMarketId>{(marketId) => <FlyerCreateScreen marketId={marketId} paths={FLYER_PATHS} />}</RequireFlyerMarketId>;
}

export function FlyerViewPage() {
  return <RequireFlyerMarketId>{() => <FlyerViewScreen paths={FLYER_PATHS} />}</RequireFlyerMarketId>;
}

export function FlyerEditPage() {
  return <RequireFlyerMarketId>{() => <FlyerEditScreen paths={FLYER_PATHS} />}</RequireFlyerMarketId>;
}
