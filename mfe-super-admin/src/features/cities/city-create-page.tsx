import { useState } from 'react';
import { useFormik } from 'formik';
import { createLocation, messages, superAdminPaths } from '@ofertat/shared-api';
import { AdminForm, AdminPage, FormActions, FormFeedback, TextField, useSaveAndReturn } from '@ofertat/shared-ui';
import { saveFailureText } from '../../lib/save-failure';

const listHref = superAdminPaths.cities.getHref();

/** Add a city: its name only. No client validation (spec section 5); the server's message is shown. */
export function CityCreatePage() {
  const save = useSaveAndReturn(listHref);
  const [error, setError] = useState<string | null>(null);
  const form = useFormik({
    initialValues: { locationName: '' },
    onSubmit: async (values) => {
      setError(null);
      try {
        await createLocation(values);
        save.succeed(messages.locations.createSuccess);
      } catch (reason) {
        setError(saveFailureText(reason, messages.generic.createError));
      }
    },
  });
  return (
    <AdminPage title="Shto qytet">
      <AdminForm noValidate onSubmit={form.handleSubmit}>
        <TextField label="Emri i qytetit" autoComplete="off" {...form.getFieldProps('locationName')} />
        <FormFeedback success={save.successMessage} error={error} />
        <FormActions submitLabel="Shto" saving={form.isSubmitting || save.saved} cancelHref={listHref} />
      </AdminForm>
    </AdminPage>
  );
}
