// Request schemas of the store-location routes.
import { messages } from '@ofertat/shared-api/validation';
import { id, jsonObject, numeric, queryId, text } from './common.js';

const m = messages.storeLocations.validation;

export const storePointBody = jsonObject({
  storeLocationName: text(m.nameRequired),
  latitude: numeric(m.latitudeInvalid, { description: '-90 to 90' }),
  longitude: numeric(m.longitudeInvalid, { description: '-180 to 180' }),
  marketId: id(messages.validation.invalidId, 'Ignored for a market admin: their own market is used'),
  locationId: id(messages.validation.invalidId, 'Optional city'),
});

export const storePointListQuery = {
  type: 'object',
  properties: { marketId: queryId('Super admin only; ignored for a market admin') },
} as const;

export interface StorePointListQuery {
  marketId?: number;
}
