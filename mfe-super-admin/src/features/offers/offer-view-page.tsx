import { fetchOffer, messages, superAdminPaths } from '@ofertat/shared-api';
import { AdminPage, ButtonLink, isNotFoundError, OfferDetails, ResourceView, useRouteResource, WrapRow } from '@ofertat/shared-ui';

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
