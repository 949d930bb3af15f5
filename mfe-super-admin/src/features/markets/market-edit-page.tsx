import { useState } from 'react';
import { useFormik } from 'formik';
import { fetchMarket, messages, superAdminPaths, updateMarket, type MarketDetail } from '@ofertat/shared-api';
import {
  AdminForm,
  AdminPage,
  FormActions,
  FormFeedback,
  ResourceView,
  UploadProgressBar,
  useRouteResource,
  useSaveAndReturn,
  useUploadProgress,
} from '@ofertat/shared-ui';
import { saveFailureText } from '../../lib/save-failure';
import { MarketFields, type MarketFormValues } from './market-fields';
import { marketLoadFailureText } from './route-market';

const listHref = superAdminPaths.markets.getHref();

function MarketEditForm({ market }: { market: MarketDetail }) {
  const save = useSaveAndReturn(listHref);
  const upload = useUploadProgress();
  const [error, setError] = useState<string | null>(null);
  const form = useFormik<MarketFormValues>({
    initialValues: { marketName: market.marketName, marketLogo: null },
    onSubmit: async (values) => {
      setError(null);
      upload.reset();
      try {
        // No file leaves the logo as it is.
        await updateMarket(market.marketId, { marketName: values.marketName, marketLogo: values.marketLogo }, { onUploadProgress: upload.onUploadProgress });
        save.succeed(messages.markets.updateSuccess);
      } catch (reason) {
        upload.reset();
        setError(saveFailureText(reason, messages.generic.somethingWentWrongEn));
      }
    },
  });
  return (
    <AdminForm noValidate onSubmit={form.handleSubmit}>
      <MarketFields form={form} currentLogoUrl={market.marketLogo} />
      {form.isSubmitting && <UploadProgressBar progress={upload.progress} />}
      <FormFeedback success={save.successMessage} error={error} />
      <FormActions submitLabel="Ruaj ndryshimet" saving={form.isSubmitting || save.saved} cancelHref={listHref} />
    </AdminForm>
  );
}

export function MarketEditPage() {
  const market = useRouteResource('marketId', fetchMarket);
  return (
    <AdminPage title="Ndrysho marketin">
      <ResourceView resource={market} errorMessage={marketLoadFailureText}>
        {(data) => <MarketEditForm market={data} />}
      </ResourceView>
    </AdminPage>
  );
}
