import { act, screen } from '@testing-library/react';
import { ApiError, fetchNearbyStores, MAP_DEFAULT_CENTER, type NearbyStore } from '@ofertat/shared-api';
import { renderRoute } from '../../test/render';
import { setMyCity } from '../../lib/my-city';
import { NEARBY_LOAD_FAILURE, NearbyPage } from './nearby-page';

jest.mock('@ofertat/shared-api', () => ({
  ...jest.requireActual('@ofertat/shared-api'),
  fetchNearbyStores: jest.fn(),
}));

const nearby = jest.mocked(fetchNearbyStores);

const store = (storeLocationId: number, locationName: string): NearbyStore => ({
  storeLocationId,
  storeLocationName: `Shqiponja – ${locationName}`,
  marketId: 1,
  marketName: 'Shqiponja Market',
  marketLogo: null,
  latitude: 40.47,
  longitude: 19.49,
  distanceKm: 0.4,
  locationId: 3,
  locationName,
  offerCount: 2,
});

// jsdom has no geolocation: the visitor's position is never known here.
afterEach(() => act(() => setMyCity(null)));

describe('NearbyPage without a position', () => {
  it('asks the server by my city, and names the city', async () => {
    act(() => setMyCity({ locationId: 3, locationName: 'Vlorë' }));
    nearby.mockResolvedValue([store(1, 'Vlorë')]);
    renderRoute(<NearbyPage />, { path: '/nearby', route: '/nearby' });
    expect(await screen.findByText('Renditur sipas largësisë nga qendra e qytetit Vlorë.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Shqiponja – Vlorë' })).toBeInTheDocument();
    expect(nearby).toHaveBeenCalledWith({ locationId: 3, limit: 10 });
  });

  it('measures from Tirana when my city has no store points', async () => {
    act(() => setMyCity({ locationId: 9, locationName: 'Kukës' }));
    nearby.mockReset().mockImplementation(async (query) => {
      if (query.locationId !== undefined) throw new ApiError({ status: 404, message: 'Ky qytet nuk ka asnjë vendndodhje dyqani.' });
      return [store(2, 'Tiranë')];
    });
    renderRoute(<NearbyPage />, { path: '/nearby', route: '/nearby' });
    expect(await screen.findByText(/qendra e Tiranës/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Shqiponja – Tiranë' })).toBeInTheDocument();
    expect(nearby).toHaveBeenLastCalledWith({ lat: MAP_DEFAULT_CENTER.latitude, lng: MAP_DEFAULT_CENTER.longitude, limit: 10 });
  });

  it('says the stores could not be loaded when the server fails for my city, and asks my city again on retry', async () => {
    act(() => setMyCity({ locationId: 3, locationName: 'Vlorë' }));
    nearby.mockReset().mockRejectedValueOnce(new ApiError({ status: 503, message: 'down' })).mockResolvedValue([store(1, 'Vlorë')]);
    const { user } = renderRoute(<NearbyPage />, { path: '/nearby', route: '/nearby' });
    expect(await screen.findByText(NEARBY_LOAD_FAILURE)).toBeInTheDocument();
    expect(screen.queryByText(/qendra e Tiranës/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Provo përsëri' }));
    expect(await screen.findByRole('link', { name: 'Shqiponja – Vlorë' })).toBeInTheDocument();
    expect(nearby).toHaveBeenLastCalledWith({ locationId: 3, limit: 10 });
  });
});
