import { act, renderHook } from '@testing-library/react';
import { getMyCity, MY_CITY_STORAGE_KEY, parseMyCity, scopeToCity, setMyCity, useMyCity } from './my-city';

afterEach(() => {
  setMyCity(null);
  localStorage.clear();
});

describe('my city', () => {
  it('is kept in this browser and read back', () => {
    const { result } = renderHook(() => useMyCity());
    expect(result.current).toBeNull();
    act(() => setMyCity({ locationId: 3, locationName: 'Korçë' }));
    expect(result.current).toEqual({ locationId: 3, locationName: 'Korçë' });
    expect(getMyCity()).toEqual({ locationId: 3, locationName: 'Korçë' });
    expect(JSON.parse(localStorage.getItem(MY_CITY_STORAGE_KEY) ?? 'null')).toEqual({ locationId: 3, locationName: 'Korçë' });

    act(() => setMyCity(null));
    expect(result.current).toBeNull();
    expect(localStorage.getItem(MY_CITY_STORAGE_KEY)).toBeNull();
  });

  it('follows a change made in another tab', () => {
    const { result } = renderHook(() => useMyCity());
    localStorage.setItem(MY_CITY_STORAGE_KEY, JSON.stringify({ locationId: 1, locationName: 'Tiranë' }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: MY_CITY_STORAGE_KEY }));
    });
    expect(result.current).toEqual({ locationId: 1, locationName: 'Tiranë' });
  });

  it('ignores a stored value that is not a city', () => {
    expect(parseMyCity(null)).toBeNull();
    expect(parseMyCity('Tiranë')).toBeNull();
    expect(parseMyCity({ locationId: '1', locationName: 'Tiranë' })).toBeNull();
    expect(parseMyCity({ locationId: 0, locationName: 'Tiranë' })).toBeNull();
    expect(parseMyCity({ locationId: 1, locationName: '' })).toBeNull();
    expect(parseMyCity({ locationId: 1, locationName: 'Tiranë', extra: true })).toEqual({ locationId: 1, locationName: 'Tiranë' });
  });

  it('scopes a list to the city, or leaves it whole', () => {
    expect(scopeToCity({ sort: 'discount' }, { locationId: 2, locationName: 'Durrës' })).toEqual({ sort: 'discount', locationId: 2 });
    expect(scopeToCity({ sort: 'discount' }, null)).toEqual({ sort: 'discount' });
  });
});
