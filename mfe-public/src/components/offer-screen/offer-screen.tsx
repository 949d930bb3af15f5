import { useEffect, useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  ApiError,
  fetchProductGroups,
  OFFER_PAGE_SIZE,
  recordPublicEvent,
  SKELETON_CARD_COUNT,
  type ProductGroupQuery,
  type PublicEvent,
} from '@ofertat/shared-api';
import { Button, EmptyState, ErrorState, getTheme, RefreshIcon, SkeletonCardGrid, useResource } from '@ofertat/shared-ui';
import { usePageTitle } from '../../lib/use-page-title';
import { NotFoundScreen } from '../not-found-screen';
import { OfferCardView, useProductGroupPages, type LoadGroupPage, type OfferLabels } from '../offers';
import { MoreRow, Page, PageHeader, TwoUpCardGrid } from '../page';

/** The words of one offer screen; the store screen is in English and the market screen in Albanian (spec section 2). */
export interface OfferScreenTexts {
  /** Title until the market's name is known, and when it is not. */
  titleDefault: string;
  missingId: string;
  loadFailure: string;
  refreshFailure: string;
  empty: string;
  refreshLabel: string;
  loadingLabel: string;
  labels: OfferLabels;
}

export interface OfferScreenProps {
  /** The id from the route, already parsed; null when missing or not an id. */
  id: number | null;
  /** The comparison engine's filter for this id: its market's or its store point's offers. */
  filterOf: (id: number) => ProductGroupQuery;
  /** The title, when the screen can learn it other than from the offers (the market screen asks for its market). */
  fetchTitle?: (id: number) => Promise<string | null>;
  /** After the refresh button once the title is known (the market screen's favourite star). */
  titleAction?: (id: number, title: string) => ReactNode;
  /** A line under the title, its place kept while it loads (the store screen's branch name). */
  fetchSubtitle?: (id: number) => Promise<string | null>;
  /** What the screen reports to the markets' analytics when it is shown (issue 16). */
  viewEventOf: (id: number) => PublicEvent;
  texts: OfferScreenTexts;
  /** Language of the texts, for screen readers. */
  lang: 'en' | 'sq';
}

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => getTheme(p).spacing(2)};
`;

interface FetchedText {
  /** Null until it arrives, or for good when it fails otherwise (it is a nicety). */
  text: string | null;
  /** The API answered 404: the id names no market or store point the public can see. */
  missing: boolean;
}

/**
 * Text the screen asks for beside its offers (the market's or the store point's name), seeded under `seed`: the
 * server's page has it, and an unknown id is the not-found page there as in the browser.
 */
function useFetchedText(id: number | null, fetchText: ((id: number) => Promise<string | null>) | undefined, seed: string): FetchedText {
  const asked = id !== null && fetchText !== undefined;
  const answer = useResource(() => (asked ? fetchText(id) : Promise.resolve(null)), [id, fetchText], { seed: asked ? seed : undefined });
  if (answer.status === 'success') return { text: answer.data, missing: false };
  return { text: null, missing: answer.status === 'error' && answer.error instanceof ApiError && answer.error.status === 404 };
}

/**
 * The offers of one store location or one market: title, refresh, 6 skeletons while loading, 4 cards then 4 more
 * per 'show more' (each 4 a page of the server's, one card per product at its cheapest), and the screen's empty
 * and error texts. Refresh starts over from the first 4.
 */
export function OfferScreen({ id, filterOf, fetchTitle, fetchSubtitle, titleAction, viewEventOf, texts, lang }: OfferScreenProps) {
  // Newest first: the order of the spec's own calls for these screens.
  const load = useMemo<LoadGroupPage | null>(
    () => (id === null ? null : (page) => fetchProductGroups({ ...filterOf(id), sort: 'newest', page, pageSize: OFFER_PAGE_SIZE })),
    [id, filterOf],
  );
  const screenKey = id === null ? '' : JSON.stringify(filterOf(id));
  const { state, reload, showMore } = useProductGroupPages(load, id === null ? undefined : `offer-screen:${screenKey}`);

  useEffect(() => {
    // Fire and forget: the page never waits for it, nor shows its failure.
    if (id !== null) recordPublicEvent(viewEventOf(id));
  }, [id, viewEventOf]);

  const fetchedTitle = useFetchedText(id, fetchTitle, `offer-screen-title:${screenKey}`);
  const fetchedSubtitle = useFetchedText(id, fetchSubtitle, `offer-screen-subtitle:${screenKey}`);
  const subtitle = fetchedSubtitle.text;

  const offersTitle = state.status === 'ready' ? state.groups[0]?.cheapest.marketName : undefined;
  const knownTitle = fetchedTitle.text || offersTitle;
  const title = knownTitle || texts.titleDefault;
  usePageTitle(title);

  if (id === null) {
    return (
      <Page lang={lang}>
        <PageHeader title={texts.titleDefault} />
        <ErrorState message={texts.missingId} />
      </Page>
    );
  }

  if (fetchedTitle.missing || fetchedSubtitle.missing) return <NotFoundScreen />;

  return (
    <Page lang={lang}>
      <PageHeader
        title={title}
        subtitle={fetchSubtitle && (subtitle ?? '')}
        actions={
          <Actions>
            <Button variant="secondary" onClick={reload} disabled={state.status === 'loading'}>
              <RefreshIcon />
              {texts.refreshLabel}
            </Button>
            {/* After the button, so that arriving with the title it moves nothing. */}
            {knownTitle && titleAction?.(id, knownTitle)}
          </Actions>
        }
      />
      {state.status === 'loading' && <SkeletonCardGrid count={SKELETON_CARD_COUNT} label={texts.loadingLabel} />}
      {/* Both failures leave no list behind: stale offers must not look current. */}
      {state.status === 'error' && <ErrorState message={state.during === 'reload' ? texts.refreshFailure : texts.loadFailure} />}
      {state.status === 'ready' && state.groups.length === 0 && <EmptyState message={texts.empty} />}
      {state.status === 'ready' && state.groups.length > 0 && (
        <>
          <TwoUpCardGrid>
            {state.groups.map((group, index) => (
              <OfferCardView
                key={group.productId}
                offer={group.cheapest}
                labels={texts.labels}
                headingLevel={2}
                imageLoading={index < OFFER_PAGE_SIZE ? 'eager' : 'lazy'}
              />
            ))}
          </TwoUpCardGrid>
          {state.more && (
            <MoreRow>
              <Button variant="secondary" onClick={showMore} loading={state.loadingMore}>
                {texts.labels.showMore}
              </Button>
            </MoreRow>
          )}
        </>
      )}
    </Page>
  );
}
