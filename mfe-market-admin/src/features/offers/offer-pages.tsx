import { adminPaths, deleteOffer, fetchMarketOfferList, fetchOffer, messages, type OfferListItem } from '@ofertat/shared-api';
import { ButtonLink, formatDayMonthYear, matchesSearchText } from '@ofertat/shared-ui';
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
  RouteResourceView,
  useDeletableList,
  WrapRow,
} from '@ofertat/admin-kit';
import { OfferForm } from './offer-form';

const OFFER_IDS = ['marketId', 'userId'] as const;

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
            />
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

/** /admin/add-user-offer. */
export function OfferCreatePage() {
  return (
    <AdminPage title="Krijo ofertë">
      <RequireStoredIds ids={OFFER_IDS}>{({ marketId }) => <OfferForm marketId={marketId} />}</RequireStoredIds>
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
