import { fetchOfferCards, fetchSpecialOfferCards, messages, SKELETON_CARD_COUNT, type OfferCard } from '@ofertat/shared-api';
import { EmptyState, ErrorState, SkeletonCardGrid } from '@ofertat/shared-ui';
import { GroupedOfferList } from '../../components/offers';
import { Section, SectionTitle } from '../../components/page';
import { useResource } from '../../lib/use-resource';

/**
 * Products per page on the home page. The spec gives no page size for these lists (its 4 is for the store and
 * market screens); 12 fills two to four rows and keeps the first render small on a phone.
 */
export const HOME_OFFER_PAGE_SIZE = 12;

// On a phone the first two cards of the first list are in the first screen.
const EAGER_IMAGES = 2;

interface OffersSectionProps {
  title: string;
  load: () => Promise<OfferCard[]>;
  emptyMessage: string;
  eagerImages?: number;
}

function OffersSection({ title, load, emptyMessage, eagerImages = 0 }: OffersSectionProps) {
  const offers = useResource(load, [load]);
  return (
    <Section aria-label={title}>
      <SectionTitle>{title}</SectionTitle>
      {offers.status === 'loading' && <SkeletonCardGrid count={SKELETON_CARD_COUNT} label="Duke u ngarkuar ofertat..." />}
      {offers.status === 'error' && <ErrorState message={messages.offers.loadFailure} onRetry={offers.reload} />}
      {offers.status === 'success' &&
        (offers.data.length === 0 ? (
          <EmptyState message={emptyMessage} />
        ) : (
          <GroupedOfferList offers={offers.data} pageSize={HOME_OFFER_PAGE_SIZE} eagerImages={eagerImages} />
        ))}
    </Section>
  );
}

export function SpecialOffersSection() {
  return <OffersSection title="Oferta speciale" load={fetchSpecialOfferCards} emptyMessage={messages.offers.specialEmpty} eagerImages={EAGER_IMAGES} />;
}

export function AllOffersSection() {
  return <OffersSection title="Të gjitha ofertat" load={fetchOfferCards} emptyMessage={messages.offers.empty} />;
}
