import type { City } from '../contracts/locations.js';
import type { LocationValues } from '../validation/location.js';
import { send, sendVoid, toFormData } from './common.js';

export type { City };

export function fetchLocations(): Promise<City[]> {
  return send((client) => client.get('api/location/all').json<City[]>());
}

export function createLocation(fields: LocationValues): Promise<void> {
  return sendVoid((client) => client.post('api/location/add', { body: toFormData({ ...fields }) }));
}
