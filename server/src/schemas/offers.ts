// Request schemas of the offer routes. The rules 1–7 of spec section 5 and their order are offerSchema's (shared).
import { messages } from '@ofertat/shared-api/validation';
import { date, id, idList, jsonObject, list, numeric, requiredId, text } from './common.js';

const m = messages.offers.validation;

export const offerWriteBody = jsonObject(
  {
    offerName: text(m.nameRequired),
    marketId: id(messages.validation.invalidId, 'Required for the super admin; ignored for a market admin.'),
    startDate: date(),
    endDate: date(),
    locationIds: idList(),
    storeLocationIds: idList(),
    products: list(
      jsonObject({
        productId: requiredId(m.invalidProduct),
        oldPrice: numeric(m.invalidPrices, { description: 'ALL, two decimals' }),
        newPrice: numeric(m.invalidPrices, { description: 'ALL, two decimals' }),
      }),
      m.productRequired,
    ),
  },
  'Checked with the spec rules 1–7 in that order; a market admin’s marketId is replaced by their own.',
);

export const searchBody = jsonObject(
  {
    productId: id(),
    categoryId: id(),
    locationId: id(),
    marketId: id(),
  },
  'Every given criterion must match; at least one is required. The city matches through the offer’s cities or its store locations’ cities.',
);
