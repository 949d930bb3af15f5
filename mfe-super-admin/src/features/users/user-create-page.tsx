import { useState } from 'react';
import { useFormik } from 'formik';
import { createUser, fetchMarkets, messages, superAdminPaths, type Market } from '@ofertat/shared-api';
import { AdminForm, AdminPage, FormActions, FormFeedback, ResourceView, useResource, useSaveAndReturn } from '@ofertat/shared-ui';
import { saveFailureText } from '../../lib/save-failure';
import { emptyUserFormValues, marketOptions, toUserPayload, UserFields, userFieldErrors, type UserFormValues } from './user-fields';

const listHref = superAdminPaths.users.getHref();

function UserCreateForm({ markets }: { markets: Market[] }) {
  const save = useSaveAndReturn(listHref);
  const [error, setError] = useState<string | null>(null);
  const form = useFormik<UserFormValues>({
    initialValues: emptyUserFormValues,
    onSubmit: async (values) => {
      setError(null);
      try {
        await createUser({ ...toUserPayload(values), password: values.password });
        save.succeed(messages.users.createSuccess);
      } catch (reason) {
        // A message the server gave for a field is shown beside it, not once more above the buttons.
        const fieldErrors = userFieldErrors(reason);
        form.setErrors(fieldErrors);
        setError(Object.keys(fieldErrors).length > 0 ? null : saveFailureText(reason, messages.generic.createError));
      }
    },
  });
  return (
    <AdminForm noValidate onSubmit={form.handleSubmit}>
      <UserFields form={form} markets={marketOptions(markets)} mode="create" />
      <FormFeedback success={save.successMessage} error={error} />
      <FormActions submitLabel="Krijo" saving={form.isSubmitting || save.saved} cancelHref={listHref} />
    </AdminForm>
  );
}

export function UserCreatePage() {
  const markets = useResource(fetchMarkets, []);
  return (
    <AdminPage title="Shto nje Perdorues">
      <ResourceView resource={markets} errorMessage={messages.markets.loadFailure}>
        {(list) => <UserCreateForm markets={list} />}
      </ResourceView>
    </AdminPage>
  );
}
