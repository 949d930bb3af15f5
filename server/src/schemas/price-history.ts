// Request schema of GET /api/product/{id}/price-history (COMPARISON.md §2).
import { messages, validationLimits } from '@ofertat/shared-api/validation';
import { MESSAGE_KEYWORD } from '../lib/validator-compiler.js';

export const PRICE_HISTORY_MAX_DAYS = 365;
export const PRICE_HISTORY_DEFAULT_DAYS = 90;

export const priceHistoryQuery = {
  type: 'object',
  properties: {
    days: {
      type: 'integer',
      minimum: 1,
      maximum: PRICE_HISTORY_MAX_DAYS,
      default: PRICE_HISTORY_DEFAULT_DAYS,
      description: 'How many days up to today',
      [MESSAGE_KEYWORD]: messages.compare.historyDaysInvalid(PRICE_HISTORY_MAX_DAYS),
    },
    marketId: {
      type: 'integer',
      minimum: 1,
      maximum: validationLimits.maxId,
      description: 'Only this market',
      [MESSAGE_KEYWORD]: messages.validation.invalidId,
    },
  },
} as const;

export interface PriceHistoryQuery {
  days: number;
  marketId?: number;
}

/** Body of POST /api/product/known-prices: the products of one offer, at most as many as an offer holds. */
export const knownPricesBody = {
  type: 'object',
  [MESSAGE_KEYWORD]: messages.validation.invalidBody,
  properties: {
    productIds: {
      type: 'array',
      minItems: 1,
      maxItems: validationLimits.maxOfferProducts,
      [MESSAGE_KEYWORD]: messages.validation.invalidBody,
      items: { type: 'integer', minimum: 1, maximum: validationLimits.maxId, [MESSAGE_KEYWORD]: messages.validation.invalidId },
    },
  },
  required: ['productIds'],
} as const;

export interface KnownPricesBody {
  productIds: number[];
}
