import { useCallback } from 'react';
import { useSearchParams, parseRouteId } from '@ofertat/shared-ui';
import { MARKET_PARAM } from '../../lib/flyer-links';

/** The market the flyer screens act for, from the address; null until one is chosen. */
export function useChosenMarket(): [number | null, (marketId: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const marketId = parseRouteId(params.get(MARKET_PARAM) ?? undefined);
  const choose = useCallback(
    (next: number | null) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === null) updated.delete(MARKET_PARAM);
          else updated.set(MARKET_PARAM, String(next));
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [marketId, choose];
}
