import type { City } from '../contracts/cities.js';
import { send } from './common.js';

export type { City };

export function fetchCities(): Promise<City[]> {
  return send((client) => client.get('api/location/all').json<City[]>());
}
