import { createContext, useContext } from 'react';
import { MY_CITY_COOKIE, type ProductGroupQuery } from '@ofertat/shared-api';
import { createStoredStore, writeStored } from './local-storage';

/** The city the shopper's lists are scoped to; null is the whole of Albania. */
export interface MyCity {
  locationId: number;
  locationName: string;
}

export const MY_CITY_STORAGE_KEY = 'ofertat.myCity';

/** A stored city, or null for anything that is not one (an older format, a hand-edited value). */
export function parseMyCity(value: unknown): MyCity | null {
  if (typeof value !== 'object' || value === null) return null;
  const { locationId, locationName } = value as Record<string, unknown>;
  return Number.isInteger(locationId) && (locationId as number) > 0 && typeof locationName === 'string' && locationName !== ''
    ? { locationId: locationId as number, locationName }
    : null;
}

/** The city a cookie value names (the cookie carries the stored JSON, URI-encoded), or null. */
export function parseMyCityCookie(value: string | undefined): MyCity | null {
  if (!value) return null;
  try {
    return parseMyCity(JSON.parse(decodeURIComponent(value)));
  } catch {
    return null;
  }
}

function readCookie(): MyCity | null {
  const prefix = `${MY_CITY_COOKIE}=`;
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(prefix));
  return parseMyCityCookie(entry?.slice(prefix.length));
}

/**
 * The city also goes into a cookie, so the server renders the page's lists in it: the page the server sends and
 * the browser's first render then agree (the store starts from the cookie), and no list is asked for twice.
 */
function writeCookie(city: MyCity | null): void {
  const value = city ? encodeURIComponent(JSON.stringify(city)) : '';
  document.cookie = `${MY_CITY_COOKIE}=${value}; path=/; max-age=${city ? 400 * 24 * 60 * 60 : 0}; samesite=lax`;
}

const useMyCityStore = createStoredStore(
  MY_CITY_STORAGE_KEY,
  (value) => ({ city: parseMyCity(value) }),
  () => ({ city: readCookie() }),
);

// A city kept before the cookie existed (or a cookie that expired) is written again for the next page.
if (typeof document !== 'undefined') {
  const { city } = useMyCityStore.getState();
  if (city?.locationId !== readCookie()?.locationId) writeCookie(city);
}

/** The city of the page's request, in the server's render (mfe-public/src/server-render.tsx); undefined in the browser. */
export const RequestCityContext = createContext<MyCity | null | undefined>(undefined);

/** My city, kept in this browser; null when the shopper looks at all of Albania. */
export function useMyCity(): MyCity | null {
  const requestCity = useContext(RequestCityContext);
  const stored = useMyCityStore((state) => state.city);
  return requestCity === undefined ? stored : requestCity;
}

/** Chooses my city (null: back to all of Albania) and keeps it for the next visit. */
export function setMyCity(city: MyCity | null): void {
  writeStored(MY_CITY_STORAGE_KEY, city);
  writeCookie(city);
  useMyCityStore.setState({ city });
}

/** A list's query narrowed to my city when one is chosen. */
export function scopeToCity(query: ProductGroupQuery, city: MyCity | null): ProductGroupQuery {
  return city ? { ...query, locationId: city.locationId } : query;
}

/** My city outside React: a request that starts before the first render (the home page's prefetch). */
export function getMyCity(): MyCity | null {
  return useMyCityStore.getState().city;
}

/** The words for no city chosen: the lists cover the whole country. */
export const ALL_ALBANIA = 'Gjithë Shqipëria';
