import { fetchAd, messages, updateAd } from '@ofertat/shared-api';
import { adEditSchema } from '@ofertat/shared-api/validation';
import { AdminPage, isNotFoundError, ResourceView, useRouteResource } from '@ofertat/shared-ui';
import { AdForm } from './ad-form';
import { toAdFormValues } from './ad-fields';

const loadFailureText = (error: unknown) => (isNotFoundError(error) ? messages.ads.notFound : messages.ads.loadFailure);

/** Edit an ad (image optional); 'Ad updated successfully!', then the list (spec section 2). */
export function AdEditPage() {
  const ad = useRouteResource('adsId', fetchAd);
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
