import * as yup from 'yup';
import { messages } from '../catalogue.js';
import { objectSchema, requiredText } from './common.js';

/** POST /api/location/add (multipart): a city. */
export const citySchema = objectSchema({
  locationName: requiredText(messages.locations.validation.nameRequired),
});

export type CityValues = yup.InferType<typeof citySchema>;
