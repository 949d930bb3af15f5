import { useMemo, useState } from 'react';
import { fetchOfferOverview, messages, superAdminPaths, type OfferOverviewItem } from '@ofertat/shared-api';
import {
  AdminCard,
  AdminPage,
  ButtonLink,
  DetailList,
  formatDayMonthYear,
  matchesSearchText,
  PagedCardList,
  SelectField,
  StatusBadge,
  useFilteredPages,
  useResource,
} from '@ofertat/shared-ui';
import { OFFER_PHASE_LABELS, offerPhase, type OfferPhase } from './offer-status';

const NO_OFFERS: OfferOverviewItem[] = [];
type PhaseFilter = OfferPhase | 'all';

const PHASE_OPTIONS = [
  { value: 'all', label: 'Të gjitha' },
  ...(Object.entries(OFFER_PHASE_LABELS) as [OfferPhase, string][]).map(([value, label]) => ({ value, label })),
];

const matchesOffer = (offer: OfferOverviewItem, query: string) =>
  matchesSearchText(offer.offerName, query) || matchesSearchText(offer.marketName, query);

/**
 * Every market's offer campaigns, read-only: the spec gives the Ofertat entry no screen, and offers are the
 * market admins' own work, so the super admin watches them here and each admin edits theirs.
 */
export function OfferOverviewPage() {
  const offers = useResource(fetchOfferOverview, []);
  const [phase, setPhase] = useState<PhaseFilter>('all');
  const loaded = offers.status === 'success' ? offers.data : NO_OFFERS;
  const shown = useMemo(() => (phase === 'all' ? loaded : loaded.filter((offer) => offerPhase(offer) === phase)), [loaded, phase]);
  const pages = useFilteredPages(shown, matchesOffer);

  return (
    <AdminPage title="Ofertat" description="Fushatat e ofertave të të gjitha marketeve.">
      <PagedCardList
        resource={offers}
        errorMessage={messages.offers.loadFailure}
        pages={pages}
        searchLabel="Kërko ofertë"
        searchPlaceholder="Emri i ofertës ose marketi"
        filters={
          <SelectField label="Statusi" value={phase} options={PHASE_OPTIONS} onChange={(event) => setPhase(event.target.value as PhaseFilter)} />
        }
        emptyMessage={messages.offers.empty}
        noMatchMessage={messages.offers.empty}
        minItemWidth={260}
        renderItem={(offer) => {
          const current = offerPhase(offer);
          return (
            <AdminCard
              key={offer.offerId}
              title={offer.offerName}
              badge={
                <StatusBadge $tone={current === 'current' ? 'success' : current === 'expired' ? 'danger' : 'muted'}>
                  {OFFER_PHASE_LABELS[current]}
                </StatusBadge>
              }
              actions={
                <ButtonLink to={superAdminPaths.viewOffer.getHref({ offerId: offer.offerId })} variant="secondary" size="sm">
                  Shiko
                </ButtonLink>
              }
            >
              <DetailList>
                <dt>Marketi</dt>
                <dd>
                  {offer.marketName}
                  {/* Such offers never reach customers, whatever their dates. */}
                  {!offer.marketActive && ' (joaktiv)'}
                </dd>
                <dt>Periudha</dt>
                <dd>
                  {formatDayMonthYear(offer.offerStartDate)} – {formatDayMonthYear(offer.offerEndDate)}
                </dd>
                <dt>Produkte</dt>
                <dd>{offer.productCount}</dd>
              </DetailList>
            </AdminCard>
          );
        }}
      />
    </AdminPage>
  );
}
