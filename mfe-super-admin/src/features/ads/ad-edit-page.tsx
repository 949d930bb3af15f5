import { useParams } from 'react-router-dom';
import { fetchAd, messages, updateAd } from '@ofertat/shared-api';
import { adEditSchema } from '@ofertat/shared-api/validation';
import { AdminPage, errorStatus, parseRouteId, ResourceView, useResource } from '@ofertat/shared-ui';
import { AdForm } from './ad-form';
import { toAdFormValues } from './ad-fields';

const loadFailureText = (error: unknown) => (error instanceof RangeError || errorStatus(error) === 404 ? messages.ads.notFound : messages.ads.loadFailure);

/** Edit an ad (image optional); 'Ad updated successfully!', then the list (spec section 2). */
export function AdEditPage() {
  const adsId = parseRouteId(useParams().adsId);
  const ad = useResource(() => (adsId === null ? Promise.reject(new RangeError('invalid adsId')) : fetchAd(adsId)), [adsId]);
  return (
    <AdminPage title="Ndrysho reklamën">
      <ResourceView resource={ad} errorMessage={loadFailureText}>
        {(data) => (
          <AdForm
            initialValues={toAdFormValues(data)}
            schema={adEditSchema}
            imageRequired={false}
            currentImageUrl={data.adsImageUrl}
            save={(fields, options) => updateAd(data.adsId, fields, options)}
            successMessage={messages.ads.updateSuccess}
            failureMessage={messages.generic.somethingWentWrongEn}
            submitLabel="Ruaj ndryshimet"
          />
        )}
      </ResourceView>
    </AdminPage>
  );
}
