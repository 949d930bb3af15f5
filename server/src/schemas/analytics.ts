// Request schemas of POST /api/events and GET /api/analytics/* (issue 16's retailer analytics).
import { ANALYTICS_DEFAULT_DAYS, ANALYTICS_MAX_DAYS, messages, PUBLIC_EVENT_TYPES, validationLimits } from '@ofertat/shared-api/validation';
import { MESSAGE_KEYWORD } from '../lib/validator-compiler.js';
import { jsonObject } from './common.js';

const m = messages.analytics;

// Body values are not coerced: an id is a JSON integer.
const bodyId = (description: string) => ({
  type: 'integer',
  minimum: 1,
  maximum: validationLimits.maxId,
  description,
  [MESSAGE_KEYWORD]: messages.validation.invalidId,
});

// Which of the ids an event needs is the route's rule (REQUIRED_ID in features/analytics), with its message.
export const publicEventBody = jsonObject(
  {
    type: { type: 'string', enum: [...PUBLIC_EVENT_TYPES], [MESSAGE_KEYWORD]: m.eventTypeInvalid },
    productId: bodyId('productView, offerPopup, basketAdd: the product'),
    marketId: bodyId('marketView: the market; basketAdd: the market whose card it was added from'),
    storeLocationId: bodyId('storeView: the store point'),
  },
  'One thing a visitor did; nothing about the visitor is sent or kept',
);

export const analyticsQuery = {
  type: 'object',
  properties: {
    days: {
      type: 'integer',
      minimum: 1,
      maximum: ANALYTICS_MAX_DAYS,
      default: ANALYTICS_DEFAULT_DAYS,
      description: 'The last N days, today (Europe/Tirane) included',
      [MESSAGE_KEYWORD]: messages.compare.historyDaysInvalid(ANALYTICS_MAX_DAYS),
    },
  },
} as const;

export interface AnalyticsQuerystring {
  days: number;
}
