import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { SKELETON_CARD_COUNT, OFFER_PAGE_SIZE, type OfferCard } from '@ofertat/shared-api';
import { Button, EmptyState, ErrorState, RefreshIcon, SkeletonCardGrid } from '@ofertat/shared-ui';
import { usePageTitle } from '../../lib/use-page-title';
import { OfferCardView, useVisibleCount, type OfferLabels } from '../offers';
import { MoreRow, Page, PageHeader, TwoUpCardGrid } from '../page';

/** The words of one offer screen; the store screen is in English and the market screen in Albanian (spec section 2). */
export interface OfferScreenTexts {
  /** Title until the market's name is known, and when it is not. */
  titleDefault: string;
  missingId: string;
  loadFailure: string;
  refreshFailure: string;
  empty: string;
  /** Offers came back but none had an offertaId. */
  noValidOffers: string;
  refreshLabel: string;
  loadingLabel: string;
  labels: OfferLabels;
}

export interface OfferScreenProps {
  /** The id from the route, already parsed; null when missing or not an id. */
  id: number | null;
  fetchOffers: (id: number) => Promise<OfferCard[]>;
  /** The title, when the screen can learn it other than from the offers (the market screen asks for its market). */
  fetchTitle?: (id: number) => Promise<string | null>;
  texts: OfferScreenTexts;
  /** Language of the texts, for screen readers. */
  lang: 'en' | 'sq';
}

type ScreenState =
  | { status: 'loading' }
  | { status: 'ready'; offers: OfferCard[]; receivedCount: number }
  | { status: 'error'; message: string };

// The map-related screens identify offers by offertaId and drop the ones without it (spec section 3).
const hasOffertaId = (offer: OfferCard) => offer.offertaId !== null && offer.offertaId !== undefined;

/**
 * The offers of one store location or one market: title, refresh, 6 skeletons while loading, 4 cards then 4 more
 * per 'show more', and the screen's empty and error texts. Refresh resets the count, clears the error and reloads.
 */
export function OfferScreen({ id, fetchOffers, fetchTitle, texts, lang }: OfferScreenProps) {
  const [state, setState] = useState<ScreenState>({ status: 'loading' });
  const [fetchedTitle, setFetchedTitle] = useState<string | null>(null);
  const { visible, showMore, reset } = useVisibleCount(OFFER_PAGE_SIZE);
  const request = useRef(0);

  const load = useCallback(
    async (mode: 'initial' | 'refresh') => {
      if (id === null) return;
      const current = ++request.current;
      reset();
      setState({ status: 'loading' });
      try {
        const received = await fetchOffers(id);
        if (current !== request.current) return;
        // A transition renders the cards in slices, so a slow phone stays responsive.
        startTransition(() => setState({ status: 'ready', offers: received.filter(hasOffertaId), receivedCount: received.length }));
      } catch {
        if (current !== request.current) return;
        // Both failures leave no list behind: stale offers must not look current.
        setState({ status: 'error', message: mode === 'refresh' ? texts.refreshFailure : texts.loadFailure });
      }
    },
    [id, fetchOffers, reset, texts],
  );

  useEffect(() => {
    void load('initial');
    return () => {
      request.current += 1;
    };
  }, [load]);

  useEffect(() => {
    if (id === null || !fetchTitle) return;
    let current = true;
    // The title is a nicety: without it the screen falls back to the offers' market name.
    fetchTitle(id).then(
      (title) => current && setFetchedTitle(title),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [id, fetchTitle]);

  const offersTitle = state.status === 'ready' ? state.offers[0]?.marketName : undefined;
  const title = fetchedTitle || offersTitle || texts.titleDefault;
  usePageTitle(title);

  if (id === null) {
    return (
      <Page lang={lang}>
        <PageHeader title={texts.titleDefault} />
        <ErrorState message={texts.missingId} />
      </Page>
    );
  }

  return (
    <Page lang={lang}>
      <PageHeader
        title={title}
        actions={
          <Button variant="secondary" onClick={() => void load('refresh')} disabled={state.status === 'loading'}>
            <RefreshIcon />
            {texts.refreshLabel}
          </Button>
        }
      />
      {state.status === 'loading' && <SkeletonCardGrid count={SKELETON_CARD_COUNT} label={texts.loadingLabel} />}
      {state.status === 'error' && <ErrorState message={state.message} />}
      {state.status === 'ready' && state.offers.length === 0 && (
        <EmptyState message={state.receivedCount > 0 ? texts.noValidOffers : texts.empty} />
      )}
      {state.status === 'ready' && state.offers.length > 0 && (
        <>
          <TwoUpCardGrid>
            {state.offers.slice(0, visible).map((offer, index) => (
              <OfferCardView
                key={`${offer.offertaId}-${offer.productId}`}
                offer={offer}
                labels={texts.labels}
                headingLevel={2}
                imageLoading={index < OFFER_PAGE_SIZE ? 'eager' : 'lazy'}
              />
            ))}
          </TwoUpCardGrid>
          {state.offers.length > visible && (
            <MoreRow>
              <Button variant="secondary" onClick={showMore}>
                {texts.labels.showMore}
              </Button>
            </MoreRow>
          )}
        </>
      )}
    </Page>
  );
}
