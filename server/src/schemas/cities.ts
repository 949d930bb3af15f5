// Request schemas of the city routes.
import { messages } from '@ofertat/shared-api/validation';
import { idList, jsonObject, jsonOrMultipartBody, text } from './common.js';

/** POST /api/location/add: the super-admin form sends multipart, other clients JSON. */
export const cityBody = jsonOrMultipartBody(jsonObject({ locationName: text(messages.locations.validation.nameRequired) }));

export const marketCitiesBody = jsonObject({
  locationIds: idList(messages.marketCities.validation.locationRequired, 'The whole new set; at least one city'),
});
