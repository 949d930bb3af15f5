import { useState } from 'react';
import { useFormik } from 'formik';
import { deactivateUser, messages, superAdminPaths, toUserMessage, updateUser, type Market, type UserDetail } from '@ofertat/shared-api';
import {
  AdminForm,
  AdminPage,
  Button,
  FormActions,
  FormFeedback,
  listHrefForStatus,
  ResourceView,
  useDeleteWithConfirm,
  useRouteResource,
  useSaveAndReturn,
} from '@ofertat/shared-ui';
import { saveFailureText } from '../../lib/save-failure';
import { loadUserWithMarkets, userLoadFailureText } from './route-user';
import { marketOptions, toUserFormValues, toUserPayload, UserFields, userFieldErrors, type UserFormValues } from './user-fields';

const listHref = superAdminPaths.users.getHref();

function UserEditForm({ user, markets }: { user: UserDetail; markets: Market[] }) {
  const [error, setError] = useState<string | null>(null);
  const [active, setActive] = useState(user.isActive);
  const form = useFormik<UserFormValues>({
    initialValues: toUserFormValues(user),
    onSubmit: async (values) => {
      setError(null);
      try {
        // A blank password is left out, which keeps the current one (spec section 3).
        const password = values.password.trim() === '' ? undefined : values.password;
        await updateUser(user.userId, { ...toUserPayload(values), isActive: values.isActive, password });
        setActive(values.isActive);
        // `save` is this render's: formik calls the newest onSubmit, whose list link matches the saved status.
        save.succeed(messages.users.updateSuccess);
      } catch (reason) {
        // A message the server gave for a field is shown beside it, not once more above the buttons.
        const fieldErrors = userFieldErrors(reason);
        form.setErrors(fieldErrors);
        setError(Object.keys(fieldErrors).length > 0 ? null : saveFailureText(reason, messages.generic.somethingWentWrongEn));
      }
    },
  });
  // Back to the list filtered on the status just saved, so the account is in view there.
  const save = useSaveAndReturn(listHrefForStatus(listHref, form.values.isActive));
  const deactivation = useDeleteWithConfirm<UserDetail>({
    confirmMessage: messages.users.deactivateConfirm,
    remove: (target) => deactivateUser(target.userId),
    onRemoved: () => {
      setActive(false);
      void form.setFieldValue('isActive', false);
    },
    successMessage: messages.users.deactivateSuccess,
    errorMessage: (reason) => toUserMessage(reason, messages.users.deactivateFailure),
  });

  return (
    <>
      {deactivation.feedback}
      <AdminForm noValidate onSubmit={form.handleSubmit}>
        <UserFields form={form} markets={marketOptions(markets, user)} mode="edit" />
        <FormFeedback success={save.successMessage} error={error} />
        <FormActions submitLabel="Ruaj ndryshimet" saving={form.isSubmitting || save.saved} cancelHref={listHref} />
      </AdminForm>
      <div>
        <Button variant="danger" disabled={!active || save.saved} onClick={() => deactivation.request(user)}>
          Deaktivizo
        </Button>
      </div>
      {deactivation.dialog}
    </>
  );
}

export function UserEditPage() {
  const data = useRouteResource('userId', loadUserWithMarkets);
  return (
    <AdminPage title="Ndrysho përdoruesin">
      <ResourceView resource={data} errorMessage={userLoadFailureText}>
        {({ user, markets }) => <UserEditForm user={user} markets={markets} />}
      </ResourceView>
    </AdminPage>
  );
}
