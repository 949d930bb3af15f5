import { deactivateUser, fetchMarkets, fetchUsers, messages, superAdminPaths, type User } from '@ofertat/shared-api';
import {
  AdminCard,
  AdminPage,
  ButtonLink,
  CardActions,
  DetailList,
  matchesSearchText,
  PagedCardList,
  StatusBadge,
  useDeactivatableList,
} from '@ofertat/shared-ui';

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
