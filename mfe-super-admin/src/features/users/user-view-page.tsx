import { fetchUser, superAdminPaths } from '@ofertat/shared-api';
import { AdminPage, ButtonLink, DetailList, ImageWithFallback, ResourceView, useRouteResource, WrapRow } from '@ofertat/shared-ui';
import { userLoadFailureText } from './route-user';

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
