import { startTransition, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ProductGroup } from '@ofertat/shared-api';
import { useSeed } from '@ofertat/shared-ui';

/** What a card of a grouped list needs from the server's product group (COMPARISON.md §3). */
export type CardGroup = Pick<ProductGroup, 'productId' | 'productName' | 'offerCount' | 'cheapest'>;

/** One page of a list; a ProductGroupPage of GET /api/compare/products is one. */
export interface CardGroupPage {
  items: CardGroup[];
  total: number;
  pageSize: number;
}

/** Asks the server for one page (from 1) of a list of product groups. */
export type LoadGroupPage = (page: number) => Promise<CardGroupPage>;

export type GroupPagesState =
  | { status: 'idle' }
  | { status: 'loading' }
  /** `during`: the first load, a reload (refresh), or a further page. */
  | { status: 'error'; during: 'first' | 'reload' | 'more' }
  | { status: 'ready'; groups: CardGroup[]; total: number; page: number; more: boolean; loadingMore: boolean };

/**
 * A list paged by the server: the first page on mount (and whenever `load` changes), the next one appended on
 * showMore(). Only the latest request's answer is shown. A failure clears the list, so stale offers never look
 * current. `load` null keeps the list idle (a search with nothing asked yet). `seed` names the first page for a
 * server render (shared-ui's useResource): the server's render waits for it, the browser starts from it.
 */
export function useProductGroupPages(load: LoadGroupPage | null, seed?: string) {
  const first = useSeed(load ? seed : undefined, () => (load ? load(1) : Promise.reject(new Error('no list'))));
  const [state, setState] = useState<GroupPagesState>(() =>
    first.found ? readyState([], first.data, 1) : load ? { status: 'loading' } : { status: 'idle' },
  );
  const request = useRef(0);

  const fetchPage = useCallback(
    async (page: number, before: CardGroup[], during: 'first' | 'reload' | 'more') => {
      if (!load) return;
      const current = ++request.current;
      try {
        const answer = await load(page);
        if (current !== request.current) return;
        // A transition renders the cards in slices, so a slow phone stays responsive.
        startTransition(() => setState(readyState(before, answer, page)));
      } catch {
        if (current === request.current) setState({ status: 'error', during });
      }
    },
    [load],
  );

  // The first effect of a seeded list has its first page already.
  const seeded = useEffectEvent(() => first.take());
  useEffect(() => {
    if (seeded()) return;
    setState(load ? { status: 'loading' } : { status: 'idle' });
    void fetchPage(1, [], 'first');
    return () => {
      request.current += 1;
    };
  }, [load, fetchPage]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    void fetchPage(1, [], 'reload');
  }, [fetchPage]);

  const showMore = useCallback(() => {
    if (state.status !== 'ready' || state.loadingMore) return;
    setState({ ...state, loadingMore: true });
    void fetchPage(state.page + 1, state.groups, 'more');
  }, [state, fetchPage]);

  return { state, reload, showMore };
}

function readyState(before: CardGroup[], answer: CardGroupPage, page: number): GroupPagesState {
  // Offset paging: an offer published between two pages may push a product into both; keep it once.
  const seen = new Set(before.map((group) => group.productId));
  const groups = [...before, ...answer.items.filter((group) => !seen.has(group.productId))];
  return { status: 'ready', groups, total: answer.total, page, more: page * answer.pageSize < answer.total, loadingMore: false };
}
