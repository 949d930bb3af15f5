import { act, screen } from '@testing-library/react';
import { fetchStorePoints, messages, type StorePoint } from '@ofertat/shared-api';
import { MAP_MESSAGE_MS } from './map-constants';
import { renderRoute } from '../../test/render';
import { MapPage } from './map-page';
import type { StoreMapProps } from './store-map';

jest.mock('@ofertat/shared-api', () => ({ ...jest.requireActual('@ofertat/shared-api'), fetchStorePoints: jest.fn() }));

// OpenLayers cannot draw in jsdom: the map chunk is replaced by a probe that shows what it was given.
let mockMapFailure: Error | null = null;
jest.mock('./store-map', () => ({
  __esModule: true,
  default: (props: StoreMapProps) => {
    if (mockMapFailure) throw mockMapFailure;
    return <div data-testid="store-map">{`${props.start.source} ${props.stores.length}`}</div>;
  },
}));

const stores = [
  { storeLocationId: 1, storeLocationName: 'Pika Blloku', latitude: 41.32, longitude: 19.82, marketId: 1, marketName: 'Shqiponja', marketLogo: '/uploads/a.webp', locationId: 1 },
  { storeLocationId: 2, storeLocationName: 'Pa koordinata', latitude: null, longitude: null, marketId: 1, marketName: 'Shqiponja', marketLogo: null, locationId: 1 },
] as unknown as StorePoint[];

function setGeolocation(geolocation: Partial<Geolocation> | undefined) {
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

const pendingGeolocation = { getCurrentPosition: jest.fn() };

describe('MapPage', () => {
  beforeEach(() => {
    mockMapFailure = null;
    jest.mocked(fetchStorePoints).mockReset().mockResolvedValue(stores);
    setGeolocation(pendingGeolocation);
  });
  afterEach(() => jest.useRealTimers());

  it('shows the loading text, then the map of the stores with valid coordinates, with links for keyboards', async () => {
    renderRoute(<MapPage />);
    expect(screen.getByText(messages.map.loading)).toBeInTheDocument();
    expect(await screen.findByTestId('store-map')).toHaveTextContent('store 1');
    expect(screen.getByRole('link', { name: 'Pika Blloku (Shqiponja)' })).toHaveAttribute('href', '/store-offer/1');
  });

  it('moves to the visitor when the position arrives', async () => {
    setGeolocation({ getCurrentPosition: (success: PositionCallback) => success({ coords: { latitude: 42, longitude: 19.5 } } as GeolocationPosition) });
    renderRoute(<MapPage />);
    expect(await screen.findByTestId('store-map')).toHaveTextContent('user 1');
  });

  it('shows the denied and fetch-failure messages for 5 s, on the Tirana default', async () => {
    jest.useFakeTimers();
    jest.mocked(fetchStorePoints).mockRejectedValue(new Error('down'));
    setGeolocation({ getCurrentPosition: (_: PositionCallback, failure?: PositionErrorCallback | null) => failure!({ code: 1 } as GeolocationPositionError) });
    renderRoute(<MapPage />);
    expect(await screen.findByText(messages.map.locationDenied)).toBeInTheDocument();
    expect(screen.getByText(messages.map.storePointsFailure)).toBeInTheDocument();
    expect(await screen.findByTestId('store-map')).toHaveTextContent('default 0');
    act(() => jest.advanceTimersByTime(MAP_MESSAGE_MS));
    expect(screen.queryByText(messages.map.locationDenied)).not.toBeInTheDocument();
    expect(screen.queryByText(messages.map.storePointsFailure)).not.toBeInTheDocument();
  });

  it('shows the map error text when the map fails to load', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockMapFailure = new Error('canvas unavailable');
    renderRoute(<MapPage />);
    expect(await screen.findByText(`${messages.map.loadErrorPrefix}canvas unavailable`)).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('says when the browser has no geolocation', async () => {
    setGeolocation(undefined);
    renderRoute(<MapPage />);
    expect(await screen.findByText(messages.map.geolocationUnsupported)).toBeInTheDocument();
  });
});
