import type { City } from '../contracts/cities.js';
import type { CityValues } from '../validation/city.js';
import { send, sendVoid, toFormData } from './common.js';

export type { City };

export function fetchCities(): Promise<City[]> {
  return send((client) => client.get('api/location/all').json<City[]>());
}

export function createCity(fields: CityValues): Promise<void> {
  return sendVoid((client) => client.post('api/location/add', { body: toFormData({ ...fields }) }));
}
