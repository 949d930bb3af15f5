import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { ApiError, fetchProduct } from '@ofertat/shared-api';
import { Button, getTheme, MessageBanner, useSearchParams } from '@ofertat/shared-ui';
import { replaceBasket, type BasketItem } from '../../lib/basket';
import { BASKET_LINK_PARAM, decodeBasketItems, type SharedItem } from './basket-link';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => getTheme(p).spacing(2)};
  margin-top: ${(p) => getTheme(p).spacing(2)};
`;

const Offer = styled.div`
  margin-bottom: ${(p) => getTheme(p).spacing(5)};
`;

/**
 * The shared items with their names, read from the catalogue: a link carries ids only. A product that no longer
 * exists is left out; null when no product could be read at all (offline, server down).
 */
async function withNames(shared: readonly SharedItem[]): Promise<BasketItem[] | null> {
  const answers = await Promise.allSettled(shared.map((item) => fetchProduct(item.productId)));
  const items = shared.flatMap((item, index) => {
    const answer = answers[index];
    return answer?.status === 'fulfilled' ? [{ ...item, productName: answer.value.productName }] : [];
  });
  return items.length === 0 && answers.some((answer) => answer.status === 'rejected' && isUnreachable(answer.reason)) ? null : items;
}

/** No answer, or the server's own failure: unlike a refused or unknown product, worth trying again. */
const isUnreachable = (reason: unknown) => !(reason instanceof ApiError) || reason.isNetworkError || reason.status >= 500;

/** The basket a /basket?items=12x2,15x1 link shares (null without one, or for a link this site did not make), and a way to drop the link. */
export function useSharedBasketLink() {
  const [searchParams, setSearchParams] = useSearchParams();
  const items = useMemo(() => decodeBasketItems(searchParams.get(BASKET_LINK_PARAM)), [searchParams]);
  const forget = useCallback(
    () =>
      setSearchParams(
        (params) => {
          params.delete(BASKET_LINK_PARAM);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return { items, forget };
}

/** A shared basket: offered, never loaded unasked, since it replaces the shopper's own. */
export function SharedBasketOffer({ shared, forget, currentCount }: { shared: readonly SharedItem[]; forget: () => void; currentCount: number }) {
  const [state, setState] = useState<'offer' | 'loading' | 'failed'>('offer');

  const open = async () => {
    setState('loading');
    const items = await withNames(shared);
    if (items === null) {
      setState('failed');
      return;
    }
    replaceBasket(items);
    forget();
  };

  const replaces = currentCount > 0 ? ` Ajo zë vendin e shportës suaj (${currentCount} produkte).` : '';
  return (
    <Offer>
      <MessageBanner tone={state === 'failed' ? 'error' : 'info'}>
        {state === 'failed' ? 'Shporta e ndarë nuk u hap. Provoni përsëri.' : `Ju ndanë një shportë me ${shared.length} produkte.${replaces}`}
        <Actions>
          <Button size="sm" onClick={() => void open()} loading={state === 'loading'}>
            Hap shportën e ndarë
          </Button>
          <Button size="sm" variant="ghost" onClick={forget}>
            Mos e hap
          </Button>
        </Actions>
      </MessageBanner>
    </Offer>
  );
}
