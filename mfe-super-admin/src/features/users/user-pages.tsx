import { useState } from 'react';
import { useFormik } from 'formik';
import {
  fetchMarkets,
  superAdminPaths,
  toUserMessage,
  type Market,
  type User,
  type UserDetail,
} from '@ofertat/shared-api';
import { createUser, deactivateUser, fetchUser, fetchUsers, updateUser } from '@ofertat/shared-api/admin';
import { messages } from '@ofertat/shared-api/validation';
import { Button, ButtonLink, ImageWithFallback, useResource } from '@ofertat/shared-ui';
import { matchesSearchText } from '@ofertat/shared-ui/forms';
import {
  AdminCard,
  AdminForm,
  AdminPage,
  CardActions,
  DetailList,
  FormActions,
  FormFeedback,
  listHrefForStatus,
  PagedCardList,
  ResourceView,
  saveFailureText,
  StatusBadge,
  useDeactivatableList,
  useDeleteWithConfirm,
  useRouteResource,
  useSaveAndReturn,
  WrapRow,
} from '@ofertat/admin-kit';
import {
  emptyUserFormValues,
  marketOptions,
  toUserFormValues,
  toUserPayload,
  userFieldErrors,
  UserFields,
  type UserFormValues,
} from './user-fields';
import { loadUserWithMarkets, userLoadFailureText } from './route-user';

interface UserRow extends User {
  /** Name of the user's market, looked up in the market list ('' without a market). */
  marketName: string;
}

async function loadUserRows(): Promise<UserRow[]> {
  const [users, markets] = await Promise.all([fetchUsers(), fetchMarkets()]);
  const names = new Map(markets.map((market) => [market.marketId, market.marketName]));
  return users.map((user) => ({ ...user, marketName: user.marketId === null ? '' : (names.get(user.marketId) ?? 'Market i çaktivizuar') }));
}

const STATUS_LABELS = { active: 'Aktivë', inactive: 'Joaktivë', all: 'Të gjithë' };

const matchesUser = (user: UserRow, query: string) =>
  [`${user.userName} ${user.userSurname}`, user.email, user.marketName].some((text) => matchesSearchText(text, query));

/** User cards (userName) with Shiko / Ndrysho / Deaktivizo, one status at a time; deactivating takes a card out of the active list. */
export function UserListPage() {
  const { resource: users, pages, deactivation, statusFilter } = useDeactivatableList<UserRow>({
    load: loadUserRows,
    isActive: (user) => user.isActive,
    matchesSearch: matchesUser,
    sameItem: (a, b) => a.userId === b.userId,
    deactivate: (user) => deactivateUser(user.userId),
    markInactive: (user) => ({ ...user, isActive: false }),
    statusLabels: STATUS_LABELS,
    messages: { confirm: messages.users.deactivateConfirm, success: messages.users.deactivateSuccess, failure: messages.users.deactivateFailure },
  });
  const addLink = <ButtonLink to={superAdminPaths.addUser.getHref()}>Shto nje Perdorues</ButtonLink>;

  return (
    <AdminPage title="Përdoruesit" actions={addLink}>
      <PagedCardList
        resource={users}
        errorMessage={messages.users.loadFailure}
        pages={pages}
        searchLabel="Kërko përdorues"
        searchPlaceholder="Emri, email-i ose marketi"
        filters={statusFilter}
        emptyMessage="Nuk ka ende përdorues."
        emptyAction={addLink}
        noMatchMessage="Asnjë përdorues i gjetur."
        minItemWidth={260}
        removal={deactivation}
        renderItem={(user) => (
          <AdminCard
            key={user.userId}
            title={user.userName}
            badge={!user.isActive && <StatusBadge $tone="muted">Joaktiv</StatusBadge>}
            actions={
              <CardActions
                viewHref={superAdminPaths.viewUser.getHref({ userId: user.userId })}
                editHref={superAdminPaths.editUser.getHref({ userId: user.userId })}
                onDeactivate={() => deactivation.request(user)}
                inactive={!user.isActive}
              />
            }
          >
            <DetailList>
              <dt>Mbiemri</dt>
              <dd>{user.userSurname || '–'}</dd>
              <dt>Email</dt>
              <dd>{user.email}</dd>
              <dt>Roli</dt>
              <dd>{user.role}</dd>
              <dt>Marketi</dt>
              <dd>{user.marketName || '–'}</dd>
            </DetailList>
          </AdminCard>
        )}
      />
    </AdminPage>
  );
}

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

const orDash = (value: string | null) => (value === null || value.trim() === '' ? '–' : value);

/** Name, surname, email, phone, market name and logo (spec section 2), with the role and status. */
export function UserViewPage() {
  const user = useRouteResource('userId', fetchUser);
  return (
    <AdminPage title="Përdoruesi">
      <ResourceView resource={user} errorMessage={userLoadFailureText}>
        {(data) => (
          <>
            <DetailList>
              <dt>Emri</dt>
              <dd>{data.userName}</dd>
              <dt>Mbiemri</dt>
              <dd>{orDash(data.userSurname)}</dd>
              <dt>Email</dt>
              <dd>{data.email}</dd>
              <dt>Telefoni</dt>
              <dd>{orDash(data.phoneNumber)}</dd>
              <dt>Marketi</dt>
              <dd>{orDash(data.marketName)}</dd>
              <dt>Roli</dt>
              <dd>{data.role}</dd>
              <dt>Statusi</dt>
              <dd>{data.isActive ? 'Aktiv' : 'Joaktiv'}</dd>
            </DetailList>
            {data.marketId !== null && (
              <ImageWithFallback src={data.marketLogo} alt={`Logo e ${data.marketName ?? 'marketit'}`} width={160} height={96} fit="contain" />
            )}
            <WrapRow>
              <ButtonLink to={superAdminPaths.editUser.getHref({ userId: data.userId })}>Ndrysho</ButtonLink>
              <ButtonLink to={superAdminPaths.users.getHref()} variant="secondary">
                Te lista
              </ButtonLink>
            </WrapRow>
          </>
        )}
      </ResourceView>
    </AdminPage>
  );
}

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
