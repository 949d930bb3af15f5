import { useCallback, useEffect, useMemo, useState } from 'react';
import { compareBasket, type BasketComparison, type BasketRequest } from '@ofertat/shared-api';
import type { BasketItem } from '../../lib/basket';

export type BasketComparisonState =
  | { status: 'idle' }
  /** `previous`: the last answer, shown meanwhile so a quantity tap does not blank the page. */
  | { status: 'loading'; previous: BasketComparison | null }
  | { status: 'ready'; data: BasketComparison }
  | { status: 'error' };

/**
 * Prices the basket at every market (POST /api/basket/compare), in my city when one is chosen; again whenever the
 * items, a quantity or the city change. Only the latest request's answer is shown.
 */
export function useBasketComparison(items: readonly BasketItem[], locationId: number | undefined) {
  const request = useMemo<BasketRequest | null>(
    () =>
      items.length === 0
        ? null
        : {
            items: items.map(({ productId, quantity }) => ({ productId, quantity })),
            ...(locationId === undefined ? {} : { locationId }),
          },
    [items, locationId],
  );
  const [state, setState] = useState<BasketComparisonState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!request) {
      setState({ status: 'idle' });
      return undefined;
    }
    let current = true;
    setState((before) => ({ status: 'loading', previous: before.status === 'ready' ? before.data : before.status === 'loading' ? before.previous : null }));
    compareBasket(request).then(
      (data) => current && setState({ status: 'ready', data }),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [request, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, retry };
}
