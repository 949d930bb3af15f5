import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { ApiError, fetchNearbyStores, publicPaths, type NearbyStore } from '@ofertat/shared-api';
import { Button, EmptyState, ErrorState, getTheme, ImageWithFallback, Link, SkeletonCardGrid, VisuallyHidden } from '@ofertat/shared-ui';
import { albanianOfferLabels } from '../../components/offers';
import { MoreRow, Page, PageHeader, PlainList } from '../../components/page';
import { locateUser } from '../../lib/geolocation';
import { useMyCity, type MyCity } from '../../lib/my-city';
import { usePageTitle } from '../../lib/use-page-title';
import { chooseOrigin, DEFAULT_ORIGIN, formatDistance, nearbyQueryOf, openInMapsHref, type NearbyOrigin } from './nearby-origin';

export const NEARBY_TITLE = 'Afër meje';
export const NEARBY_LOAD_FAILURE = 'Gabim gjatë marrjes së dyqaneve më të afërta.';

/** Store points per answer, and the most the server gives (COMPARISON.md §5: limit 1–50). */
const NEARBY_STEP = 10;
const NEARBY_MAX = 50;

/** Says where the distances are measured from, so a list from Tirana is not taken for the visitor's own. */
export function originText(origin: NearbyOrigin): string {
  switch (origin.source) {
    case 'user':
      return 'Renditur sipas largësisë nga vendndodhja juaj.';
    case 'city':
      return `Renditur sipas largësisë nga qendra e qytetit ${origin.cityName}.`;
    case 'default':
      return 'Vendndodhja juaj nuk dihet: renditur sipas largësisë nga qendra e Tiranës.';
  }
}

const Lead = styled.p`
  margin: 0 0 ${(p) => getTheme(p).spacing(4)};
  color: ${(p) => getTheme(p).colors.textMuted};
`;


const Store = styled.li`
  ${(p) => {
    const t = getTheme(p);
    return `
      display: grid;
      grid-template-columns: 48px 1fr;
      gap: ${t.spacing(1)} ${t.spacing(3)};
      align-items: start;
      padding: ${t.spacing(3)};
      border: 1px solid ${t.colors.divider};
      border-radius: ${t.radii.md};
      background: ${t.colors.surface};
      h2 { margin: 0; font-size: ${t.fontSizes.md}; overflow-wrap: anywhere; }
      p { margin: 0; color: ${t.colors.textMuted}; }
      .distance { color: ${t.colors.text}; font-weight: ${t.fontWeights.semibold}; }
      .links { display: flex; flex-wrap: wrap; gap: ${t.spacing(2)} ${t.spacing(4)}; margin-top: ${t.spacing(1)}; }
      .links a { display: inline-flex; align-items: center; min-height: 44px; font-weight: ${t.fontWeights.semibold}; }
    `;
  }}
`;

const Details = styled.div`
  min-width: 0;
`;

/** 'N oferta', '1 ofertë'. */
const offerCountText = (count: number) => (count === 1 ? '1 ofertë aktuale' : `${count} oferta aktuale`);

/**
 * Finds where to measure from: asks for the position, else my city (whose middle the server finds), else Tirana.
 * `leaveCity` falls back to Tirana when my city has no store points to measure from.
 */
function useOrigin(city: MyCity | null) {
  const [origin, setOrigin] = useState<NearbyOrigin | null>(null);
  useEffect(() => {
    let current = true;
    setOrigin(null);
    void locateUser(navigator.geolocation).then((located) => {
      if (current) setOrigin(chooseOrigin(located.kind === 'position' ? located.position : null, city));
    });
    return () => {
      current = false;
    };
  }, [city]);
  const leaveCity = useCallback(() => setOrigin(DEFAULT_ORIGIN), []);
  return { origin, leaveCity };
}

type StoresState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; stores: NearbyStore[]; loadingMore: boolean };

/**
 * The store points nearest the origin, NEARBY_STEP more per 'Shfaq më shumë'; the list stays while more load.
 * My city without store points (the server's 404) calls `onCityFailed` instead of showing an error; any other failure
 * is an error with a retry, as from a position (an unreachable server would fail from Tirana too).
 */
function useNearbyStores(origin: NearbyOrigin | null, onCityFailed: () => void) {
  const [limit, setLimit] = useState(NEARBY_STEP);
  const [state, setState] = useState<StoresState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => setLimit(NEARBY_STEP), [origin]);

  useEffect(() => {
    if (!origin) return;
    let current = true;
    setState((before) => (before.status === 'ready' ? { ...before, loadingMore: true } : { status: 'loading' }));
    fetchNearbyStores(nearbyQueryOf(origin, limit)).then(
      (stores) => current && setState({ status: 'ready', stores, loadingMore: false }),
      (error: unknown) => {
        if (!current) return;
        if (origin.source === 'city' && error instanceof ApiError && error.status === 404) onCityFailed();
        else setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [origin, limit, attempt, onCityFailed]);

  const more = state.status === 'ready' && state.stores.length === limit && limit < NEARBY_MAX;
  return {
    state,
    more,
    showMore: () => setLimit((value) => Math.min(value + NEARBY_STEP, NEARBY_MAX)),
    retry: () => setAttempt((value) => value + 1),
  };
}

function StoreItem({ store }: { store: NearbyStore }) {
  return (
    <Store>
      <ImageWithFallback src={store.marketLogo} alt="" width={48} height={48} fit="contain" />
      <Details>
        <h2>
          <Link to={publicPaths.storeOffers.getHref({ storeLocationId: store.storeLocationId })}>{store.storeLocationName}</Link>
        </h2>
        <p>{store.marketName}</p>
        <p>
          <span className="distance">{formatDistance(store.distanceKm)}</span>
          {store.locationName && ` · ${store.locationName}`}
        </p>
        <p>{offerCountText(store.offerCount)}</p>
        <div className="links">
          <a href={openInMapsHref(store)} target="_blank" rel="noopener noreferrer">
            Hap në hartë<VisuallyHidden> (në një skedë të re)</VisuallyHidden>
          </a>
        </div>
      </Details>
    </Store>
  );
}

/** /nearby: store points by distance from the visitor (else my city, else Tirana), each with its offers and a map link. */
export function NearbyPage() {
  usePageTitle(NEARBY_TITLE);
  const city = useMyCity();
  const { origin, leaveCity } = useOrigin(city);
  const { state, more, showMore, retry } = useNearbyStores(origin, leaveCity);

  return (
    <Page>
      <PageHeader title={NEARBY_TITLE} />
      <Lead role="status">{origin ? originText(origin) : 'Duke gjetur vendndodhjen tuaj...'}</Lead>
      {state.status === 'loading' && <SkeletonCardGrid count={3} label="Duke u ngarkuar dyqanet..." />}
      {state.status === 'error' && <ErrorState message={NEARBY_LOAD_FAILURE} onRetry={retry} />}
      {state.status === 'ready' && state.stores.length === 0 && <EmptyState message="Asnjë dyqan i gjetur." />}
      {state.status === 'ready' && state.stores.length > 0 && (
        <>
          <PlainList as="ol" $gap={3} aria-label="Dyqanet më të afërta">
            {state.stores.map((store) => (
              <StoreItem key={store.storeLocationId} store={store} />
            ))}
          </PlainList>
          {more && (
            <MoreRow>
              <Button variant="secondary" onClick={showMore} loading={state.loadingMore}>
                {albanianOfferLabels.showMore}
              </Button>
            </MoreRow>
          )}
        </>
      )}
    </Page>
  );
}
