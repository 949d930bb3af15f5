import { useState } from 'react';
import { useFormik } from 'formik';
import { createMarket, messages, superAdminPaths } from '@ofertat/shared-api';
import { AdminForm, AdminPage, FormActions, FormFeedback, UploadProgressBar, useSaveAndReturn, useUploadProgress } from '@ofertat/shared-ui';
import { saveFailureText } from '../../lib/save-failure';
import { MarketFields, type MarketFormValues } from './market-fields';

const listHref = superAdminPaths.markets.getHref();

export function MarketCreatePage() {
  const save = useSaveAndReturn(listHref);
  const upload = useUploadProgress();
  const [error, setError] = useState<string | null>(null);
  const form = useFormik<MarketFormValues>({
    initialValues: { marketName: '', marketLogo: null },
    onSubmit: async (values) => {
      setError(null);
      upload.reset();
      try {
        await createMarket({ marketName: values.marketName, marketLogo: values.marketLogo }, { onUploadProgress: upload.onUploadProgress });
        save.succeed(messages.markets.createSuccess);
      } catch (reason) {
        upload.reset();
        setError(saveFailureText(reason, messages.markets.createError));
      }
    },
  });
  return (
    <AdminPage title="Krijo nje market te ri">
      <AdminForm noValidate onSubmit={form.handleSubmit}>
        <MarketFields form={form} />
        {form.isSubmitting && <UploadProgressBar progress={upload.progress} />}
        <FormFeedback success={save.successMessage} error={error} />
        <FormActions submitLabel="Krijo" saving={form.isSubmitting || save.saved} cancelHref={listHref} />
      </AdminForm>
    </AdminPage>
  );
}
