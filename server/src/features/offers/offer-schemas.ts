// Response schemas of the offer routes: they document the answers and serialise them (request schemas are in
// src/schemas/offers.ts).
const isoDate = { type: 'string', format: 'date' } as const;
const money = { type: 'number', description: 'ALL, two decimals' } as const;
const nullableString = { type: ['string', 'null'] } as const;
/** The card's discount, also on the admin's view of an offer, so both admin areas show the server's number. */
const discountPercentage = { type: 'integer', description: 'round((oldPrice − newPrice) / oldPrice × 100), halves up' } as const;

export const offerCreatedSchema = {
  type: 'object',
  properties: { offerId: { type: 'integer' }, message: { type: 'string' } },
  required: ['offerId', 'message'],
} as const;

export const offerDetailSchema = {
  type: 'object',
  properties: {
    offerId: { type: 'integer' },
    offerName: { type: 'string' },
    startDate: isoDate,
    endDate: isoDate,
    marketId: { type: 'integer' },
    marketName: { type: 'string' },
    locations: {
      type: 'array',
      items: {
        type: 'object',
        properties: { locationId: { type: 'integer' }, locationName: { type: 'string' } },
        required: ['locationId', 'locationName'],
      },
    },
    storeLocations: {
      type: 'array',
      items: {
        type: 'object',
        properties: { storeLocationId: { type: 'integer' }, storeLocationName: { type: 'string' } },
        required: ['storeLocationId', 'storeLocationName'],
      },
    },
    products: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          productId: { type: 'integer' },
          productName: { type: 'string' },
          productUnit: { type: 'string' },
          oldPrice: money,
          newPrice: money,
          discountPercentage,
        },
        required: ['productId', 'productName', 'productUnit', 'oldPrice', 'newPrice', 'discountPercentage'],
      },
    },
  },
  required: ['offerId', 'offerName', 'startDate', 'endDate', 'marketId', 'marketName', 'locations', 'storeLocations', 'products'],
} as const;

const listItemProperties = {
  offerId: { type: 'integer' },
  offerName: { type: 'string' },
  offerStartDate: isoDate,
  offerEndDate: isoDate,
  current: { type: 'boolean', description: 'Start ≤ today ≤ end (Europe/Tirane): customers see it.' },
  expired: { type: 'boolean', description: 'End < today (Europe/Tirane): customers no longer see it.' },
  productCount: { type: 'integer' },
} as const;
const listItemRequired = ['offerId', 'offerName', 'offerStartDate', 'offerEndDate', 'current', 'expired', 'productCount'] as const;

export const offerListSchema = {
  type: 'array',
  description: 'Every offer of the market, expired ones included, newest first.',
  items: { type: 'object', properties: listItemProperties, required: listItemRequired },
} as const;

export const offerOverviewSchema = {
  type: 'array',
  description: 'Every offer of every market, newest first.',
  items: {
    type: 'object',
    properties: {
      ...listItemProperties,
      marketId: { type: 'integer' },
      marketName: { type: 'string' },
      marketActive: { type: 'boolean' },
    },
    required: [...listItemRequired, 'marketId', 'marketName', 'marketActive'],
  },
} as const;

export const offerCardListSchema = {
  type: 'array',
  description: 'One card per (current offer, product) of an active market.',
  items: {
    type: 'object',
    properties: {
      offerId: { type: 'integer' },
      offertaId: { type: 'integer', description: 'Same value as offerId (both spellings are used by the clients).' },
      productId: { type: 'integer' },
      comparedProductId: {
        type: 'integer',
        description: 'The product the comparison groups the card under: the global product a market product is linked to, else productId (IDENTITY.md §2)',
      },
      productName: { type: 'string' },
      productImage: nullableString,
      productUnit: { type: 'string' },
      oldPrice: money,
      newPrice: money,
      discountPercentage,
      marketId: { type: 'integer' },
      marketName: { type: 'string' },
      marketLogo: nullableString,
      offerStartDate: isoDate,
      offerEndDate: isoDate,
      unitPrice: { type: ['number', 'null'], description: 'newPrice per kg, l or copë, two decimals; null when the quantity is unknown' },
      unitPriceUnit: { type: ['string', 'null'], enum: ['kg', 'l', 'copë', null] },
      lowestPrice30Days: {
        type: ['number', 'null'],
        description: "Lowest effective price of the product at the market over the 30 days before the offer's start; null when unknown",
      },
      realDiscountPercentage: {
        type: ['integer', 'null'],
        description: 'round((lowestPrice30Days − newPrice) / lowestPrice30Days × 100); may be 0 or negative',
      },
    },
    required: [
      'unitPrice',
      'unitPriceUnit',
      'lowestPrice30Days',
      'realDiscountPercentage',
      'offerId',
      'offertaId',
      'productId',
      'comparedProductId',
      'productName',
      'productImage',
      'productUnit',
      'oldPrice',
      'newPrice',
      'discountPercentage',
      'marketId',
      'marketName',
      'marketLogo',
      'offerStartDate',
      'offerEndDate',
    ],
  },
} as const;
