import { createAd, messages } from '@ofertat/shared-api';
import { adCreateSchema } from '@ofertat/shared-api/validation';
import { AdminPage } from '@ofertat/shared-ui';
import { AdForm } from './ad-form';
import { emptyAdFormValues } from './ad-fields';

/** Add an ad: name, link, display order (≥ 1), active and image, all required (spec section 5). */
export function AdCreatePage() {
  return (
    <AdminPage title="Shto reklamë">
      <AdForm
        initialValues={emptyAdFormValues}
        schema={adCreateSchema}
        imageRequired
        // The schema made the image required, so it is there.
        save={(fields, options) => createAd({ ...fields, adsImageUrl: fields.adsImageUrl! }, options)}
        successMessage={messages.ads.createSuccess}
        failureMessage={messages.generic.createError}
        submitLabel="Krijo"
      />
    </AdminPage>
  );
}
