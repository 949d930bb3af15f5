import * as yup from 'yup';
import { messages } from '../catalogue.js';
import { objectSchema, optionalId } from './common.js';

/** POST /api/offer/search: every criterion is optional, but at least one must be chosen. */
export const searchCriteriaSchema = objectSchema({
  productId: optionalId(),
  categoryId: optionalId(),
  locationId: optionalId(),
  marketId: optionalId(),
}).test(
  'at-least-one-criterion',
  messages.search.criterionRequired,
  (criteria) => [criteria.productId, criteria.categoryId, criteria.locationId, criteria.marketId].some((id) => id != null),
);

export type SearchCriteriaValues = yup.InferType<typeof searchCriteriaSchema>;
