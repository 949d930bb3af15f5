import { useParams } from 'react-router-dom';
import { fetchOffer, messages, superAdminPaths } from '@ofertat/shared-api';
import { AdminPage, ButtonLink, errorStatus, OfferDetails, parseRouteId, ResourceView, useResource, WrapRow } from '@ofertat/shared-ui';

const loadFailureText = (error: unknown) =>
  error instanceof RangeError || errorStatus(error) === 404 ? messages.offers.notFound : messages.offers.loadFailure;

/** One campaign read-only, with the market admins' own details view. */
export function OfferViewPage() {
  const offerId = parseRouteId(useParams().offerId);
  const offer = useResource(() => (offerId === null ? Promise.reject(new RangeError('invalid offerId')) : fetchOffer(offerId)), [offerId]);
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
