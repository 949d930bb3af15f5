import * as yup from 'yup';
import { messages } from '../messages.js';
import { objectSchema, requiredText } from './common.js';

/** POST /api/location/add (multipart): a city. */
export const locationSchema = objectSchema({
  locationName: requiredText(messages.locations.validation.nameRequired),
});

export type LocationValues = yup.InferType<typeof locationSchema>;
