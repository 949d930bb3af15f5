import { adminPaths, deleteStoreLocation, fetchMarketStoreLocations, fetchStoreLocation, messages, type StoreLocation } from '@ofertat/shared-api';
import {
  AdminCard,
  AdminPage,
  Button,
  ButtonLink,
  CardGrid,
  DetailList,
  EmptyState,
  isNotFoundError,
  ListPagination,
  ListToolbar,
  matchesSearchText,
  RequireStoredIds,
  ResourceView,
  useDeleteWithConfirm,
  useFilteredPages,
  useResource,
  useRouteResource,
} from '@ofertat/shared-ui';
import { StoreLocationForm } from './store-location-form';

const NO_STORES: StoreLocation[] = [];
const STORAGE_TEXTS = { marketId: messages.storageGuard.storeLocationMarketIdMissing };

function StoreLocationList() {
  const stores = useResource(fetchMarketStoreLocations, []);
  const pages = useFilteredPages(stores.status === 'success' ? stores.data : NO_STORES, (store, query) =>
    matchesSearchText(store.storeLocationName, query),
  );
  const deletion = useDeleteWithConfirm<StoreLocation>({
    confirmMessage: messages.storeLocations.deleteConfirm,
    remove: (store) => deleteStoreLocation(store.storeLocationId),
    onRemoved: (store) => stores.update((list) => list.filter((item) => item.storeLocationId !== store.storeLocationId)),
    successMessage: messages.storeLocations.deleteSuccess,
    errorMessage: () => messages.storeLocations.deleteFailure,
  });
  return (
    <>
      {deletion.feedback}
      <ResourceView resource={stores} errorMessage={messages.storeLocations.loadFailure}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState message="Marketi nuk ka ende pika shitjeje." />
          ) : (
            <>
              <ListToolbar pages={pages} searchLabel="Kërko pikë shitjeje" />
              <CardGrid minItemWidth={260}>
                {pages.pageItems.map((store) => (
                  <AdminCard
                    key={store.storeLocationId}
                    title={store.storeLocationName}
                    actions={
                      <>
                        <ButtonLink to={adminPaths.editStoreLocation.getHref({ storeLocationId: store.storeLocationId })} variant="secondary" size="sm">
                          Ndrysho
                        </ButtonLink>
                        <Button variant="danger" size="sm" onClick={() => deletion.request(store)}>
                          Fshi
                        </Button>
                      </>
                    }
                  >
                    <DetailList>
                      <dt>Gjerësia</dt>
                      <dd>{store.latitude}</dd>
                      <dt>Gjatësia</dt>
                      <dd>{store.longitude}</dd>
                    </DetailList>
                  </AdminCard>
                ))}
              </CardGrid>
              <ListPagination pages={pages} />
            </>
          )
        }
      </ResourceView>
      {deletion.dialog}
    </>
  );
}

/** /admin/list-store-location (and the plural /admin/list-store-locations): the market's store points. */
export function StoreLocationListPage() {
  return (
    <AdminPage title="Pikat e shitjes" actions={<ButtonLink to={adminPaths.addStoreLocation.getHref()}>Shto pikë shitjeje</ButtonLink>}>
      <StoreLocationList />
    </AdminPage>
  );
}

/** /admin/add-store-location. */
export function StoreLocationCreatePage() {
  return (
    <AdminPage title="Shto pikë shitjeje">
      <RequireStoredIds ids={['marketId']} missingMessages={STORAGE_TEXTS}>
        {({ marketId }) => <StoreLocationForm marketId={marketId} listHref={adminPaths.storeLocations.getHref()} />}
      </RequireStoredIds>
    </AdminPage>
  );
}

function StoreLocationEditor({ marketId }: { marketId: string }) {
  const store = useRouteResource('storeLocationId', fetchStoreLocation);
  return (
    <ResourceView
      resource={store}
      errorMessage={(error) => (isNotFoundError(error) ? messages.storeLocations.notFound : messages.storeLocations.loadFailure)}
    >
      {/* The spec's edit screen returns to the plural route, which also shows the list. */}
      {(data) => <StoreLocationForm marketId={marketId} storeLocation={data} listHref={adminPaths.storeLocationsPlural.getHref()} />}
    </ResourceView>
  );
}

/** /admin/edit-store-location/{storeLocationId}. */
export function StoreLocationEditPage() {
  return (
    <AdminPage title="Ndrysho pikën e shitjes">
      <RequireStoredIds ids={['marketId']} missingMessages={STORAGE_TEXTS}>
        {({ marketId }) => <StoreLocationEditor marketId={marketId} />}
      </RequireStoredIds>
    </AdminPage>
  );
}
