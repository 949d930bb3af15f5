import { adminPaths, deleteOffer, fetchMarketOfferList, fetchOffer, messages, type OfferListItem } from '@ofertat/shared-api';
import {
  AdminCard,
  AdminPage,
  Button,
  ButtonLink,
  CardGrid,
  DetailList,
  EmptyState,
  errorStatus,
  formatDayMonthYear,
  isNotFoundError,
  ListPagination,
  ListToolbar,
  matchesSearchText,
  OfferDetails,
  RequireStoredIds,
  ResourceView,
  StatusBadge,
  useDeleteWithConfirm,
  useFilteredPages,
  useResource,
  useRouteResource,
  WrapRow,
} from '@ofertat/shared-ui';
import { OfferForm } from './offer-form';

const NO_OFFERS: OfferListItem[] = [];
const OFFER_IDS = ['marketId', 'userId'] as const;

const offerLoadError = (error: unknown) => (isNotFoundError(error) ? messages.offers.notFound : messages.offers.loadFailure);

function OfferStatus({ offer }: { offer: OfferListItem }) {
  if (offer.expired) return <StatusBadge $tone="danger">{messages.offers.expired}</StatusBadge>;
  if (offer.current) return <StatusBadge $tone="success">Aktive</StatusBadge>;
  return <StatusBadge>Nuk ka filluar</StatusBadge>;
}

function OfferList({ marketId }: { marketId: string }) {
  const offers = useResource(() => fetchMarketOfferList(marketId), [marketId]);
  const pages = useFilteredPages(offers.status === 'success' ? offers.data : NO_OFFERS, (offer, query) => matchesSearchText(offer.offerName, query));
  const deletion = useDeleteWithConfirm<OfferListItem>({
    confirmMessage: messages.offers.deleteConfirm,
    remove: (offer) => deleteOffer(offer.offerId),
    onRemoved: (offer) => offers.update((list) => list.filter((item) => item.offerId !== offer.offerId)),
    successMessage: messages.offers.deleteSuccess,
    errorMessage: (error) => (errorStatus(error) === 404 ? messages.offers.notFound : messages.offers.deleteError),
  });
  return (
    <>
      {deletion.feedback}
      <ResourceView resource={offers} errorMessage={messages.offers.loadFailure}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState message={messages.offers.empty} action={<ButtonLink to={adminPaths.addOffer.getHref()}>Krijo ofertë</ButtonLink>} />
          ) : (
            <>
              <ListToolbar pages={pages} searchLabel="Kërko ofertë" />
              <CardGrid minItemWidth={260}>
                {pages.pageItems.map((offer) => (
                  <AdminCard
                    key={offer.offerId}
                    title={offer.offerName}
                    badge={<OfferStatus offer={offer} />}
                    actions={
                      <>
                        <ButtonLink to={adminPaths.viewOffer.getHref({ offerId: offer.offerId })} variant="secondary" size="sm">
                          Shiko
                        </ButtonLink>
                        <ButtonLink to={adminPaths.editOffer.getHref({ offerId: offer.offerId })} variant="secondary" size="sm">
                          Ndrysho
                        </ButtonLink>
                        <Button variant="danger" size="sm" onClick={() => deletion.request(offer)}>
                          Fshi
                        </Button>
                      </>
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
                ))}
              </CardGrid>
              <ListPagination pages={pages} />
            </>
          )
        }
      </ResourceView>
      {deletion.dialog}
    </>
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

function OfferEditor({ marketId }: { marketId: string }) {
  const offer = useRouteResource('offerId', fetchOffer);
  return (
    <ResourceView resource={offer} errorMessage={offerLoadError}>
      {(data) => <OfferForm marketId={marketId} offer={data} />}
    </ResourceView>
  );
}

/** /admin/edit-user-offer/{offerId}. */
export function OfferEditPage() {
  return (
    <AdminPage title="Ndrysho ofertën">
      <RequireStoredIds ids={OFFER_IDS}>{({ marketId }) => <OfferEditor marketId={marketId} />}</RequireStoredIds>
    </AdminPage>
  );
}

function OfferView() {
  const offer = useRouteResource('offerId', fetchOffer);
  return (
    <ResourceView resource={offer} errorMessage={offerLoadError}>
      {(data) => (
        <>
          <OfferDetails offer={data} />
          <WrapRow>
            <ButtonLink to={adminPaths.editOffer.getHref({ offerId: data.offerId })}>Ndrysho</ButtonLink>
            <ButtonLink to={adminPaths.offers.getHref()} variant="secondary">
              Te lista
            </ButtonLink>
          </WrapRow>
        </>
      )}
    </ResourceView>
  );
}

/** /admin/view-user-offer/{offerId}. */
export function OfferViewPage() {
  return (
    <AdminPage title="Oferta">
      <RequireStoredIds ids={OFFER_IDS}>
        <OfferView />
      </RequireStoredIds>
    </AdminPage>
  );
}
