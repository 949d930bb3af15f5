// The offer body is checked in one pass of the shared offerSchema, as the offer routes run it: rules 1–7 of spec
// section 5 answer in their order (the first one broken wins), and the values come out cast, prices in cents.
import { messages, offerSchema } from '@ofertat/shared-api/validation';
import { ValidationError } from 'yup';
import { validate } from '../../src/lib/validation.js';

const m = messages.offers.validation;

const onePass = (body: unknown) => validate(offerSchema, body, { abortEarly: true });

async function firstMessage(body: unknown): Promise<string | null> {
  try {
    await onePass(body);
    return null;
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return error.errors[0]!;
  }
}

describe('the offer rules in one pass', () => {
  it('answers the first broken rule, in the order of spec section 5, as each is fixed in turn', async () => {
    const offer: Record<string, unknown> = {
      offerName: ' ',
      startDate: '2026-03-10',
      endDate: '2026-03-01',
      locationIds: [],
      storeLocationIds: [],
      products: [],
    };
    const seen = [await firstMessage(offer)];
    const fixes = [
      () => (offer.offerName = 'Oferta e marsit'),
      () => (offer.endDate = '2026-03-31'),
      () => (offer.locationIds = [4]),
      () => (offer.products = [{ productId: 1, oldPrice: 'abc', newPrice: 10.004 }]),
      // Equal once stored with two decimals.
      () => (offer.products = [{ productId: 1, oldPrice: '10', newPrice: 10.004 }]),
      () => (offer.products = [{ productId: 1, oldPrice: '10', newPrice: 9.99 }]),
    ];
    for (const fix of fixes) {
      fix();
      seen.push(await firstMessage(offer));
    }
    expect(seen).toEqual([m.nameRequired, m.startAfterEnd, m.locationRequired, m.productRequired, m.invalidPrices, m.newPriceNotLower, null]);
  });

  it('answers rule 2 before rule 3 when a date is missing', async () => {
    expect(await firstMessage({ offerName: 'x', startDate: '2026-03-10', endDate: null, products: [] })).toBe(m.datesRequired);
  });

  it('casts a valid body: trimmed name, numeric ids, prices in cents, unknown keys dropped', async () => {
    const values = await onePass({
      offerName: '  Oferta  ',
      marketId: '3',
      startDate: '2026-03-01',
      endDate: '2026-03-01',
      storeLocationIds: ['7'],
      products: [{ productId: '5', oldPrice: '120.499', newPrice: 99.994 }],
      note: 'dropped',
    });
    expect(values).toEqual({
      offerName: 'Oferta',
      marketId: 3,
      startDate: '2026-03-01',
      endDate: '2026-03-01',
      locationIds: [],
      storeLocationIds: [7],
      products: [{ productId: 5, oldPrice: 120.5, newPrice: 99.99 }],
    });
  });

  it('never throws on values of the wrong type: they are refused with a rule message', async () => {
    for (const offerName of [[], {}, ['a']]) expect(await firstMessage({ offerName })).toBe(m.nameRequired);
  });
});
