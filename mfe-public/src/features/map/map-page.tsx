import { Component, lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  ButtonLink,
  Link,
  ErrorState,
  getTheme,
  MessageBanner,
  Spinner,
  useTimedMessage,
  VisuallyHidden,
} from '@ofertat/shared-ui';
import styled from 'styled-components';
import { fetchStorePoints, getRuntimeConfig, messages, publicPaths, type StorePoint } from '@ofertat/shared-api';
import { MAP_MESSAGE_MS } from './map-constants';
import { usePageTitle } from '../../lib/use-page-title';
import { locateUser, type LatLon } from '../../lib/geolocation';
import { locateMessage } from './geolocation';
import { chooseMapStart, mappableStores } from './map-center';

const StoreMap = lazy(() => import('./store-map'));

export const MAP_TITLE = 'Harta e dyqaneve';

// Fills the height between the header and the footer.
const MapArea = styled.section`
  position: relative;
  flex: 1;
  min-height: calc(100vh - ${(p) => getTheme(p).headerHeight});
  min-height: calc(100dvh - ${(p) => getTheme(p).headerHeight});
  background: ${(p) => getTheme(p).colors.divider};
`;

const Centered = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

// At the bottom, clear of the zoom buttons in the top corner.
const Messages = styled.div`
  position: absolute;
  z-index: 1;
  bottom: ${(p) => getTheme(p).spacing(10)};
  left: 50%;
  display: flex;
  flex-direction: column;
  gap: ${(p) => getTheme(p).spacing(2)};
  width: min(32rem, calc(100% - ${(p) => getTheme(p).spacing(6)}));
  transform: translateX(-50%);
`;

// Top right, clear of the zoom buttons (top left) and the attribution (bottom right).
const NearbyLink = styled(ButtonLink)`
  position: absolute;
  z-index: 1;
  top: ${(p) => getTheme(p).spacing(3)};
  right: ${(p) => getTheme(p).spacing(3)};
`;

class MapErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Centered>
        <ErrorState message={`${messages.map.loadErrorPrefix}${this.state.error.message}`} />
      </Centered>
    );
  }
}

/** The stores (null until the answer) and the visitor's position, asked for together; failures become 5 s messages. */
function useMapData() {
  const [stores, setStores] = useState<StorePoint[] | null>(null);
  const [userPosition, setUserPosition] = useState<LatLon | null>(null);
  const storesMessage = useTimedMessage(MAP_MESSAGE_MS);
  const locationMessage = useTimedMessage(MAP_MESSAGE_MS);
  const { show: showStoresMessage } = storesMessage;
  const { show: showLocationMessage } = locationMessage;

  useEffect(() => {
    let current = true;
    fetchStorePoints().then(
      (list) => current && setStores(mappableStores(list)),
      () => {
        if (!current) return;
        setStores([]);
        showStoresMessage(messages.map.storePointsFailure);
      },
    );
    void locateUser(navigator.geolocation).then((result) => {
      if (!current) return;
      if (result.kind === 'position') setUserPosition(result.position);
      const message = locateMessage(result);
      if (message) showLocationMessage(message);
    });
    return () => {
      current = false;
    };
  }, [showStoresMessage, showLocationMessage]);

  const timedMessages = [locationMessage.message, storesMessage.message].filter((message): message is string => message !== null);
  return { stores, userPosition, timedMessages };
}

/** /map: every store location on a map; the OpenLayers chunk loads only here. */
export function MapPage() {
  usePageTitle(MAP_TITLE);
  const { stores, userPosition, timedMessages } = useMapData();
  const start = useMemo(() => chooseMapStart(userPosition, stores ?? []), [userPosition, stores]);
  const loading = (
    <Centered>
      <Spinner label={messages.map.loading} />
    </Centered>
  );

  return (
    <MapArea aria-labelledby="map-title">
      <VisuallyHidden as="h1" id="map-title">
        {MAP_TITLE}
      </VisuallyHidden>
      {/* The same stores as a list by distance, for a shopper who wants the nearest rather than a map. */}
      <NearbyLink to={publicPaths.nearby.getHref()} size="sm">
        Dyqanet afër meje
      </NearbyLink>
      {timedMessages.length > 0 && (
        <Messages>
          {timedMessages.map((message) => (
            <MessageBanner key={message} tone="info">
              {message}
            </MessageBanner>
          ))}
        </Messages>
      )}
      <MapErrorBoundary>
        {stores === null ? (
          loading
        ) : (
          <Suspense fallback={loading}>
            <StoreMap stores={stores} start={start} tileUrl={getRuntimeConfig().mapTileUrl} />
          </Suspense>
        )}
      </MapErrorBoundary>
      {/* The canvas cannot be reached with a keyboard or a screen reader: the same stores as links. */}
      {stores && stores.length > 0 && (
        <VisuallyHidden as="nav" aria-label="Dyqanet në hartë">
          <ul>
            {stores.map((store) => (
              <li key={store.storeLocationId}>
                <Link to={publicPaths.storeOffers.getHref({ storeLocationId: store.storeLocationId })}>
                  {store.storeLocationName} ({store.marketName})
                </Link>
              </li>
            ))}
          </ul>
        </VisuallyHidden>
      )}
    </MapArea>
  );
}
