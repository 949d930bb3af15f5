// Request schema of POST /api/basket/compare (COMPARISON.md §6): a public JSON body the public site builds, so the
// whole contract is structure and ranges, checked here with each field's message. The route adds what needs the
// whole body: a product at most once (JSON Schema cannot say it of objects) and a point with both coordinates.
import { BASKET_MAX_ITEMS, BASKET_MAX_QUANTITY, messages, validationLimits } from '@ofertat/shared-api/validation';
import { MESSAGE_KEYWORD } from '../lib/validator-compiler.js';

/** The radius around the point when none is given: a short drive in a town. */
export const BASKET_DEFAULT_RADIUS_KM = 10;

const m = messages.compare;
const coordinates = messages.storeLocations.validation;
const id = { type: 'integer', minimum: 1, maximum: validationLimits.maxId, [MESSAGE_KEYWORD]: messages.validation.invalidId } as const;

export const basketBody = {
  type: 'object',
  [MESSAGE_KEYWORD]: messages.validation.invalidBody,
  properties: {
    items: {
      type: 'array',
      minItems: 1,
      maxItems: BASKET_MAX_ITEMS,
      [MESSAGE_KEYWORD]: m.basketItemsInvalid(BASKET_MAX_ITEMS),
      items: {
        type: 'object',
        [MESSAGE_KEYWORD]: messages.validation.invalidBody,
        properties: {
          productId: id,
          quantity: {
            type: 'integer',
            minimum: 1,
            maximum: BASKET_MAX_QUANTITY,
            [MESSAGE_KEYWORD]: m.basketQuantityInvalid(BASKET_MAX_QUANTITY),
          },
        },
        required: ['productId', 'quantity'],
      },
    },
    locationId: { ...id, description: 'Only this city' },
    latitude: { type: 'number', minimum: -90, maximum: 90, [MESSAGE_KEYWORD]: coordinates.latitudeInvalid },
    longitude: { type: 'number', minimum: -180, maximum: 180, [MESSAGE_KEYWORD]: coordinates.longitudeInvalid },
    radiusKm: {
      type: 'number',
      exclusiveMinimum: 0,
      maximum: 1000,
      description: `Around latitude/longitude; ${BASKET_DEFAULT_RADIUS_KM} km when absent`,
      [MESSAGE_KEYWORD]: m.radiusInvalid,
    },
  },
  required: ['items'],
} as const;

export interface BasketBody {
  items: { productId: number; quantity: number }[];
  locationId?: number;
  latitude?: number;
  longitude?: number;
  radiusKm?: number;
}
