import { adminPaths, type StorePoint } from '@ofertat/shared-api';
import { deleteStorePoint, fetchMarketStorePoints, fetchStorePoint } from '@ofertat/shared-api/admin';
import { messages } from '@ofertat/shared-api/validation';
import { ButtonLink } from '@ofertat/shared-ui';
import { matchesSearchText } from '@ofertat/shared-ui/forms';
import {
  AdminCard,
  AdminPage,
  CardActions,
  DetailList,
  isNotFoundError,
  PagedCardList,
  RequireStoredIds,
  RouteResourceView,
  useDeletableList,
} from '@ofertat/admin-kit';
import { StorePointForm } from './store-point-form';

const STORAGE_TEXTS = { marketId: messages.storageGuard.storePointMarketIdMissing };

function StorePointList() {
  const { resource, pages, deletion } = useDeletableList<StorePoint>({
    load: fetchMarketStorePoints,
    matchesSearch: (store, query) => matchesSearchText(store.storeLocationName, query),
    sameItem: (a, b) => a.storeLocationId === b.storeLocationId,
    remove: (store) => deleteStorePoint(store.storeLocationId),
    messages: {
      confirm: messages.storeLocations.deleteConfirm,
      success: messages.storeLocations.deleteSuccess,
      failure: messages.storeLocations.deleteFailure,
    },
  });
  return (
    <PagedCardList
      resource={resource}
      errorMessage={messages.storeLocations.loadFailure}
      pages={pages}
      searchLabel="Kërko pikë shitjeje"
      emptyMessage="Marketi nuk ka ende pika shitjeje."
      minItemWidth={260}
      removal={deletion}
      renderItem={(store) => (
        <AdminCard
          key={store.storeLocationId}
          title={store.storeLocationName}
          actions={
            <CardActions
              editHref={adminPaths.editStorePoint.getHref({ storeLocationId: store.storeLocationId })}
              onDelete={() => deletion.request(store)}
            />
          }
        >
          <DetailList>
            <dt>Gjerësia</dt>
            <dd>{store.latitude}</dd>
            <dt>Gjatësia</dt>
            <dd>{store.longitude}</dd>
          </DetailList>
        </AdminCard>
      )}
    />
  );
}

/** /admin/list-store-location (and the plural /admin/list-store-locations): the market's store points. */
export function StorePointListPage() {
  return (
    <AdminPage title="Pikat e shitjes" actions={<ButtonLink to={adminPaths.addStorePoint.getHref()}>Shto pikë shitjeje</ButtonLink>}>
      <StorePointList />
    </AdminPage>
  );
}

/** /admin/add-store-location. */
export function StorePointCreatePage() {
  return (
    <AdminPage title="Shto pikë shitjeje">
      <RequireStoredIds ids={['marketId']} missingMessages={STORAGE_TEXTS}>
        {({ marketId }) => <StorePointForm marketId={marketId} listHref={adminPaths.storePoints.getHref()} />}
      </RequireStoredIds>
    </AdminPage>
  );
}

const storeLoadError = (error: unknown) => (isNotFoundError(error) ? messages.storeLocations.notFound : messages.storeLocations.loadFailure);

/** /admin/edit-store-location/{storeLocationId}. */
export function StorePointEditPage() {
  return (
    <AdminPage title="Ndrysho pikën e shitjes">
      <RequireStoredIds ids={['marketId']} missingMessages={STORAGE_TEXTS}>
        {({ marketId }) => (
          <RouteResourceView param="storeLocationId" load={fetchStorePoint} errorMessage={storeLoadError}>
            {/* The spec's edit screen returns to the plural route, which also shows the list. */}
            {(store) => <StorePointForm marketId={marketId} storeLocation={store} listHref={adminPaths.storePointsPlural.getHref()} />}
          </RouteResourceView>
        )}
      </RequireStoredIds>
    </AdminPage>
  );
}
