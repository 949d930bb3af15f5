import * as yup from 'yup';
import { messages } from '../catalogue.js';
import { objectSchema, requiredText } from './common.js';

/** POST /api/category/add and PUT /api/category/update/{id} (multipart). */
export const categorySchema = objectSchema({
  categoryName: requiredText(messages.categories.validation.nameRequired),
});

export type CategoryValues = yup.InferType<typeof categorySchema>;
