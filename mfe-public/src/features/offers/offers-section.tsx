import { useRef } from 'react';
import styled from 'styled-components';
import { fetchOfferCards, fetchSpecialOfferCards, messages, SKELETON_CARD_COUNT, type OfferCard } from '@ofertat/shared-api';
import { EmptyState, ErrorState, SkeletonCardGrid, useResource } from '@ofertat/shared-ui';
import { GroupedOfferList } from '../../components/offers';
import { Section, SectionTitle } from '../../components/page';
import { useNearViewport } from '../../lib/use-near-viewport';
import { prefetchable } from '../../lib/prefetchable';

/**
 * Products per page on the home page. The spec gives no page size for these lists (its 4 is for the store and
 * market screens); 10 fills two rows of five on a desktop and five of two on a phone, and keeps the first
 * render small.
 */
export const HOME_OFFER_PAGE_SIZE = 10;

// Holds the place of a deferred list: a plain box is cheaper to render than skeleton cards nobody sees yet.
const Reserved = styled.div`
  min-height: 100vh;
`;

const loadingGrid = <SkeletonCardGrid count={SKELETON_CARD_COUNT} label="Duke u ngarkuar ofertat..." />;

interface OffersListProps {
  load: () => Promise<OfferCard[]>;
  emptyMessage: string;
}

function OffersList({ load, emptyMessage }: OffersListProps) {
  const offers = useResource(load, [load]);
  return (
    <>
      {offers.status === 'loading' && loadingGrid}
      {offers.status === 'error' && <ErrorState message={messages.offers.loadFailure} onRetry={offers.reload} />}
      {offers.status === 'success' &&
        (offers.data.length === 0 ? (
          <EmptyState message={emptyMessage} />
        ) : (
          <GroupedOfferList offers={offers.data} pageSize={HOME_OFFER_PAGE_SIZE} />
        ))}
    </>
  );
}

interface OffersSectionProps {
  title: string;
  load: () => Promise<OfferCard[]>;
  emptyMessage: string;
  /** Wait with the request and the cards until the section nears the screen (the lists below the first screen). */
  deferred?: boolean;
}

function OffersSection({ title, load, emptyMessage, deferred = false }: OffersSectionProps) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  return (
    <Section ref={ref} aria-label={title}>
      <SectionTitle>{title}</SectionTitle>
      {!deferred || near ? <OffersList load={load} emptyMessage={emptyMessage} /> : <Reserved />}
    </Section>
  );
}

/** The special offers; prefetched by the routes when the visitor lands on the home page. */
export const specialOffersRequest = prefetchable(fetchSpecialOfferCards);

export function SpecialOffersSection() {
  return <OffersSection title="Oferta speciale" load={specialOffersRequest.load} emptyMessage={messages.offers.specialEmpty} />;
}

export function AllOffersSection() {
  return <OffersSection title="Të gjitha ofertat" load={fetchOfferCards} emptyMessage={messages.offers.empty} deferred />;
}
