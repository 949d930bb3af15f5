// Request schema of GET /api/search/suggest (COMPARISON.md §4).
import { messages } from '@ofertat/shared-api/validation';
import { MESSAGE_KEYWORD } from '../lib/validator-compiler.js';

export const SUGGEST_MAX_LIMIT = 20;
export const SUGGEST_DEFAULT_LIMIT = 6;
/** Longer than any name worth matching; keeps a hostile query from costing trigram work. */
export const SUGGEST_MAX_QUERY_LENGTH = 100;

export const suggestQuery = {
  type: 'object',
  properties: {
    q: {
      type: 'string',
      maxLength: SUGGEST_MAX_QUERY_LENGTH,
      default: '',
      description: 'The text typed; accents and case do not matter. Blank: nothing is suggested.',
      [MESSAGE_KEYWORD]: messages.validation.tooLong(SUGGEST_MAX_QUERY_LENGTH),
    },
    limit: {
      type: 'integer',
      minimum: 1,
      maximum: SUGGEST_MAX_LIMIT,
      default: SUGGEST_DEFAULT_LIMIT,
      description: 'Most suggestions of each kind',
      [MESSAGE_KEYWORD]: messages.compare.limitInvalid(SUGGEST_MAX_LIMIT),
    },
  },
} as const;

export interface SuggestQuery {
  q: string;
  limit: number;
}
