import { create } from 'zustand';
import type { ProductGroupQuery } from '@ofertat/shared-api';
import { readStored, watchStored, writeStored } from './local-storage';

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

const useMyCityStore = create<{ city: MyCity | null }>(() => ({ city: readStored(MY_CITY_STORAGE_KEY, parseMyCity) }));

watchStored(MY_CITY_STORAGE_KEY, () => useMyCityStore.setState({ city: readStored(MY_CITY_STORAGE_KEY, parseMyCity) }));

/** My city, kept in this browser; null when the shopper looks at all of Albania. */
export function useMyCity(): MyCity | null {
  return useMyCityStore((state) => state.city);
}

/** Chooses my city (null: back to all of Albania) and keeps it for the next visit. */
export function setMyCity(city: MyCity | null): void {
  writeStored(MY_CITY_STORAGE_KEY, city);
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
