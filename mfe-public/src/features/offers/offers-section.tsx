import { useMemo, useRef } from 'react';
import styled from 'styled-components';
import {
  fetchProductGroups,
  messages,
  SKELETON_CARD_COUNT,
  SPECIAL_OFFER_MIN_DISCOUNT,
  type ProductGroupQuery,
} from '@ofertat/shared-api';
import { EmptyState, ErrorState, SkeletonCardGrid } from '@ofertat/shared-ui';
import { GroupedOfferList, useProductGroupPages, type LoadGroupPage, type OfferGroupScope } from '../../components/offers';
import { Section, SectionTitle } from '../../components/page';
import { getMyCity, scopeToCity, useMyCity } from '../../lib/my-city';
import { useNearViewport } from '../../lib/use-near-viewport';
import { prefetchable } from '../../lib/prefetchable';

/**
 * Products per page on the home page. The spec gives no page size for these lists (its 4 is for the store and
 * market screens); 10 fills two rows of five on a desktop and five of two on a phone, and keeps the first
 * render small.
 */
export const HOME_OFFER_PAGE_SIZE = 10;

/** Ranked by the real discount where the price history knows it, so an inflated normal price no longer wins. */
export const SPECIAL_OFFERS_QUERY: ProductGroupQuery = { sort: 'discount', minDiscount: SPECIAL_OFFER_MIN_DISCOUNT, pageSize: HOME_OFFER_PAGE_SIZE };
/** Newest offers first, the order of the spec's all-offers list (GET /api/offer/all). */
export const ALL_OFFERS_QUERY: ProductGroupQuery = { sort: 'newest', pageSize: HOME_OFFER_PAGE_SIZE };

// Holds the place of a deferred list: a plain box is cheaper to render than skeleton cards nobody sees yet.
const Reserved = styled.div`
  min-height: 100vh;
`;

const loadingGrid = <SkeletonCardGrid count={SKELETON_CARD_COUNT} label="Duke u ngarkuar ofertat..." />;

interface OffersListProps {
  load: LoadGroupPage;
  emptyMessage: string;
  scope?: OfferGroupScope;
  /** Names the first page for a server render (useProductGroupPages). */
  seed?: string;
}

function OffersList({ load, emptyMessage, scope, seed }: OffersListProps) {
  const { state, reload, showMore } = useProductGroupPages(load, seed);
  return (
    <>
      {state.status === 'loading' && loadingGrid}
      {state.status === 'error' && <ErrorState message={messages.offers.loadFailure} onRetry={reload} />}
      {state.status === 'ready' &&
        (state.groups.length === 0 ? (
          <EmptyState message={emptyMessage} />
        ) : (
          <GroupedOfferList groups={state.groups} more={state.more} loadingMore={state.loadingMore} onShowMore={showMore} scope={scope} />
        ))}
    </>
  );
}

interface OffersSectionProps extends OffersListProps {
  title: string;
  /** Wait with the request and the cards until the section nears the screen (the lists below the first screen). */
  deferred?: boolean;
}

function OffersSection({ title, deferred = false, ...list }: OffersSectionProps) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref, { enabled: deferred });
  return (
    <Section ref={ref} aria-label={title}>
      <SectionTitle>{title}</SectionTitle>
      {!deferred || near ? <OffersList {...list} /> : <Reserved />}
    </Section>
  );
}

/**
 * The special offers' first page, in my city when one is chosen; prefetched by the routes when the visitor lands
 * on the home page.
 */
export const specialOffersRequest = prefetchable(() => fetchProductGroups(scopeToCity(SPECIAL_OFFERS_QUERY, getMyCity())));

// Its '+N' popup lists the product's special offers, the ones its badge counted.
const specialMinDiscount: OfferGroupScope = { minDiscount: SPECIAL_OFFER_MIN_DISCOUNT };

/** Each list is scoped to my city: a new city is a new list, and the '+N' popup counts in the same city. */
export function SpecialOffersSection() {
  const city = useMyCity();
  const load = useMemo<LoadGroupPage>(
    // The first page is the prefetched one when it was asked for in this city (never in the server's render, whose
    // city is the request's).
    () => (page) =>
      page === 1 && getMyCity()?.locationId === city?.locationId
        ? specialOffersRequest.load()
        : fetchProductGroups({ ...scopeToCity(SPECIAL_OFFERS_QUERY, city), page }),
    [city],
  );
  const scope = useMemo(() => ({ ...specialMinDiscount, locationId: city?.locationId }), [city]);
  return (
    <OffersSection
      title="Oferta speciale"
      load={load}
      emptyMessage={messages.offers.specialEmpty}
      scope={scope}
      seed={`special-offers:${city?.locationId ?? 'all'}`}
    />
  );
}

export function AllOffersSection() {
  const city = useMyCity();
  const load = useMemo<LoadGroupPage>(() => (page) => fetchProductGroups({ ...scopeToCity(ALL_OFFERS_QUERY, city), page }), [city]);
  const scope = useMemo<OfferGroupScope>(() => ({ locationId: city?.locationId }), [city]);
  return <OffersSection title="Të gjitha ofertat" load={load} emptyMessage={messages.offers.empty} scope={scope} deferred />;
}
