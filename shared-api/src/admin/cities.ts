import { sendVoid, toFormData } from '@ofertat/shared-api';
import type { CityValues } from '../validation/city.js';

export function createCity(fields: CityValues): Promise<void> {
  return sendVoid((client) => client.post('api/location/add', { body: toFormData({ ...fields }) }));
}
