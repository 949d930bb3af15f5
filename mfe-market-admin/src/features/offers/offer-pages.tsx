import { adminPaths, type OfferListItem } from '@ofertat/shared-api';
import { deleteOffer, fetchMarketOfferList, fetchOffer } from '@ofertat/shared-api/admin';
import { messages } from '@ofertat/shared-api/validation';
import { ButtonLink, formatDayMonthYear, parseRouteId, useResource, useSearchParams } from '@ofertat/shared-ui';
import { matchesSearchText } from '@ofertat/shared-ui/forms';
import {
  AdminCard,
  AdminPage,
  CardActions,
  DetailList,
  errorStatus,
  isNotFoundError,
  OfferDetails,
  OfferStatusBadge,
  PagedCardList,
  RequireStoredIds,
  ResourceView,
  RouteResourceView,
  useDeletableList,
  WrapRow,
} from '@ofertat/admin-kit';
import { OfferForm } from './offer-form';

const OFFER_IDS = ['marketId', 'userId'] as const;

// "Kopjo" opens the create screen with ?copy={offerId}: in the address, so a reload keeps the copy.
const COPY_PARAM = 'copy';

const copyOfferHref = (offerId: number) => `${adminPaths.addOffer.getHref()}?${new URLSearchParams({ [COPY_PARAM]: String(offerId) }).toString()}`;

const offerLoadError = (error: unknown) => (isNotFoundError(error) ? messages.offers.notFound : messages.offers.loadFailure);

function OfferList({ marketId }: { marketId: string }) {
  const { resource, pages, deletion } = useDeletableList<OfferListItem>({
    load: () => fetchMarketOfferList(marketId),
    deps: [marketId],
    matchesSearch: (offer, query) => matchesSearchText(offer.offerName, query),
    sameItem: (a, b) => a.offerId === b.offerId,
    remove: (offer) => deleteOffer(offer.offerId),
    messages: {
      confirm: messages.offers.deleteConfirm,
      success: messages.offers.deleteSuccess,
      failure: (error) => (errorStatus(error) === 404 ? messages.offers.notFound : messages.offers.deleteError),
    },
  });
  return (
    <PagedCardList
      resource={resource}
      errorMessage={messages.offers.loadFailure}
      pages={pages}
      searchLabel="Kërko ofertë"
      emptyMessage={messages.offers.empty}
      emptyAction={<ButtonLink to={adminPaths.addOffer.getHref()}>Krijo ofertë</ButtonLink>}
      minItemWidth={260}
      removal={deletion}
      renderItem={(offer) => (
        <AdminCard
          key={offer.offerId}
          title={offer.offerName}
          badge={<OfferStatusBadge offer={offer} />}
          actions={
            <CardActions
              viewHref={adminPaths.viewOffer.getHref({ offerId: offer.offerId })}
              editHref={adminPaths.editOffer.getHref({ offerId: offer.offerId })}
              onDelete={() => deletion.request(offer)}
            >
              <CopyOfferLink offerId={offer.offerId} name={offer.offerName} />
            </CardActions>
          }
        >
          <DetailList>
            <dt>Fillon</dt>
            <dd>{formatDayMonthYear(offer.offerStartDate)}</dd>
            <dt>Mbaron</dt>
            <dd>{formatDayMonthYear(offer.offerEndDate)}</dd>
            <dt>Produkte</dt>
            <dd>{offer.productCount}</dd>
          </DetailList>
        </AdminCard>
      )}
    />
  );
}

/** /admin/list-user-offer: the market's offers, expired ones marked. */
export function OfferListPage() {
  return (
    <AdminPage title="Ofertat" actions={<ButtonLink to={adminPaths.addOffer.getHref()}>Krijo ofertë</ButtonLink>}>
      <RequireStoredIds ids={OFFER_IDS}>{({ marketId }) => <OfferList marketId={marketId} />}</RequireStoredIds>
    </AdminPage>
  );
}

function CopyOfferLink({ offerId, name }: { offerId: number; name: string }) {
  return (
    <ButtonLink to={copyOfferHref(offerId)} variant="secondary" size="sm" aria-label={`Kopjo ${name}`}>
      Kopjo
    </ButtonLink>
  );
}

/** The create form starting from a copy of an offer of the market. */
function CopiedOfferForm({ marketId, offerId }: { marketId: string; offerId: number }) {
  const original = useResource(() => fetchOffer(offerId), [offerId]);
  return (
    <ResourceView resource={original} errorMessage={offerLoadError}>
      {(offer) => <OfferForm marketId={marketId} copyOf={offer} />}
    </ResourceView>
  );
}

/** /admin/add-user-offer, and with ?copy={offerId} prefilled from that offer. */
export function OfferCreatePage() {
  const [search] = useSearchParams();
  const copyId = parseRouteId(search.get(COPY_PARAM) ?? undefined);
  return (
    <AdminPage title="Krijo ofertë">
      <RequireStoredIds ids={OFFER_IDS}>
        {({ marketId }) => (copyId === null ? <OfferForm marketId={marketId} /> : <CopiedOfferForm marketId={marketId} offerId={copyId} />)}
      </RequireStoredIds>
    </AdminPage>
  );
}

/** /admin/edit-user-offer/{offerId}. */
export function OfferEditPage() {
  return (
    <AdminPage title="Ndrysho ofertën">
      <RequireStoredIds ids={OFFER_IDS}>
        {({ marketId }) => (
          <RouteResourceView param="offerId" load={fetchOffer} errorMessage={offerLoadError}>
            {(offer) => <OfferForm marketId={marketId} offer={offer} />}
          </RouteResourceView>
        )}
      </RequireStoredIds>
    </AdminPage>
  );
}

/** /admin/view-user-offer/{offerId}. */
export function OfferViewPage() {
  return (
    <AdminPage title="Oferta">
      <RequireStoredIds ids={OFFER_IDS}>
        <RouteResourceView param="offerId" load={fetchOffer} errorMessage={offerLoadError}>
          {(offer) => (
            <>
              <OfferDetails offer={offer} />
              <WrapRow>
                <ButtonLink to={adminPaths.editOffer.getHref({ offerId: offer.offerId })}>Ndrysho</ButtonLink>
                <ButtonLink to={copyOfferHref(offer.offerId)} variant="secondary">
                  Kopjo
                </ButtonLink>
                <ButtonLink to={adminPaths.offers.getHref()} variant="secondary">
                  Te lista
                </ButtonLink>
              </WrapRow>
            </>
          )}
        </RouteResourceView>
      </RequireStoredIds>
    </AdminPage>
  );
}
