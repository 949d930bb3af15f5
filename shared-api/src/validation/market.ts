import * as yup from 'yup';
import { messages } from '../catalogue.js';
import { objectSchema, optionalFile, requiredId, requiredText, validationLimits } from './common.js';

/** POST /api/admin/markets and PUT /api/admin/markets/{id} (multipart; the logo is optional). */
export const marketSchema = objectSchema({
  marketName: requiredText(messages.markets.validation.nameRequired),
  marketLogo: optionalFile(),
});

const locationRequired = messages.marketCities.validation.locationRequired;

/** POST /api/market/{id}/locations. */
export const marketCitiesSchema = objectSchema({
  locationIds: yup
    .array()
    .of(requiredId())
    .typeError(locationRequired)
    .required(locationRequired)
    .min(1, locationRequired)
    .max(validationLimits.maxListSize, messages.validation.tooMany(validationLimits.maxListSize)),
});

export type MarketValues = yup.InferType<typeof marketSchema>;
export type MarketCitiesValues = yup.InferType<typeof marketCitiesSchema>;
