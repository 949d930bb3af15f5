import type { LocationValues } from '../validation/location.js';
import { send, sendVoid, toFormData } from './common.js';

/** Spec section 3 "Location (city)"; named City so it does not shadow the DOM's Location. */
export interface City {
  locationId: number;
  locationName: string;
}

export function fetchLocations(): Promise<City[]> {
  return send((client) => client.get('api/location/all').json<City[]>());
}

export function createLocation(fields: LocationValues): Promise<void> {
  return sendVoid((client) => client.post('api/location/add', { body: toFormData({ ...fields }) }));
}
