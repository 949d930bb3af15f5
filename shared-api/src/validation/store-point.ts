import * as yup from 'yup';
import { messages } from '../catalogue.js';
import { isBlank, objectSchema, optionalId, requiredText } from './common.js';

const m = messages.storeLocations.validation;

function coordinate(requiredMessage: string, invalidMessage: string, limit: number) {
  return yup
    .number()
    .transform((value: unknown, original: unknown) => (isBlank(original) ? undefined : value))
    .typeError(invalidMessage)
    .required(requiredMessage)
    .min(-limit, invalidMessage)
    .max(limit, invalidMessage);
}

/** POST /api/store-locations/add and PUT /api/store-locations/edit/{id}; locationId is the optional city. */
export const storePointSchema = objectSchema({
  storeLocationName: requiredText(m.nameRequired),
  longitude: coordinate(m.longitudeRequired, m.longitudeInvalid, 180),
  latitude: coordinate(m.latitudeRequired, m.latitudeInvalid, 90),
  marketId: optionalId(),
  locationId: optionalId(),
});

export type StorePointValues = yup.InferType<typeof storePointSchema>;
