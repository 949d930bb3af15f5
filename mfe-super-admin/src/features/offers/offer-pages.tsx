import { useMemo, useState } from 'react';
import { superAdminPaths, type OfferOverviewItem } from '@ofertat/shared-api';
import { fetchOffer, fetchOfferOverview } from '@ofertat/shared-api/admin';
import { messages } from '@ofertat/shared-api/validation';
import { ButtonLink, formatDayMonthYear, useResource } from '@ofertat/shared-ui';
import { matchesSearchText, SelectField } from '@ofertat/shared-ui/forms';
import {
  AdminCard,
  AdminPage,
  DetailList,
  isNotFoundError,
  OFFER_PHASE_LABELS,
  OfferDetails,
  offerPhase,
  OfferStatusBadge,
  PagedCardList,
  ResourceView,
  useFilteredPages,
  useRouteResource,
  WrapRow,
  type OfferPhase,
} from '@ofertat/admin-kit';

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
        renderItem={(offer) => (
          <AdminCard
            key={offer.offerId}
            title={offer.offerName}
            badge={<OfferStatusBadge offer={offer} />}
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
        )}
      />
    </AdminPage>
  );
}

const loadFailureText = (error: unknown) => (isNotFoundError(error) ? messages.offers.notFound : messages.offers.loadFailure);

/** One campaign read-only, with the market admins' own details view. */
export function OfferViewPage() {
  const offer = useRouteResource('offerId', fetchOffer);
  return (
    <AdminPage title="Oferta">
      <ResourceView resource={offer} errorMessage={loadFailureText}>
        {(data) => (
          <>
            <OfferDetails offer={data} />
            <WrapRow>
              <ButtonLink to={superAdminPaths.offers.getHref()} variant="secondary">
                Te lista
              </ButtonLink>
            </WrapRow>
          </>
        )}
      </ResourceView>
    </AdminPage>
  );
}
