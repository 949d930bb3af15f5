import { FlyerCreateScreen, FlyerEditScreen, FlyerListScreen, FlyerViewScreen } from '@ofertat/admin-kit';
import { flyerPaths } from '../../lib/flyer-links';
import { MarketChooser } from './market-chooser';
import { useChosenMarket } from './use-chosen-market';

// The market admin's flyer screens, for the market the super admin chooses (spec section 6).

export function FlyerListPage() {
  const [marketId, choose] = useChosenMarket();
  return <FlyerListScreen marketId={marketId} paths={flyerPaths(marketId)} marketChooser={<MarketChooser marketId={marketId} onChange={choose} />} />;
}

export function FlyerCreatePage() {
  const [marketId, choose] = useChosenMarket();
  return <FlyerCreateScreen marketId={marketId} paths={flyerPaths(marketId)} marketChooser={<MarketChooser marketId={marketId} onChange={choose} />} />;
}

/** A flyer keeps its market; the address only says which market's list to go back to. */
export function FlyerEditPage() {
  const [marketId] = useChosenMarket();
  return <FlyerEditScreen paths={flyerPaths(marketId)} />;
}

export function FlyerViewPage() {
  const [marketId] = useChosenMarket();
  return <FlyerViewScreen paths={flyerPaths(marketId)} />;
}
