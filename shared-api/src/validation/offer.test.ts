import { messages } from '../catalogue';
import { offerSchema, validateOffer } from './offer';

const m = messages.offers.validation;

function validOffer() {
  return {
    offerName: 'Oferta e verës',
    marketId: 3,
    startDate: '2025-06-01',
    endDate: '2025-06-30',
    locationIds: [1],
    storeLocationIds: [] as number[],
    products: [
      { productId: 10, oldPrice: 250, newPrice: 199.9 },
      { productId: 11, oldPrice: '120.50', newPrice: '99' },
    ] as { productId: unknown; oldPrice: unknown; newPrice: unknown }[],
  };
}
type Offer = ReturnType<typeof validOffer>;

/** What the server reports (abortEarly) and what the form reports must be the same text. */
async function bothMessages(offer: unknown): Promise<[string | null, string | null]> {
  const schemaMessage = await offerSchema.validate(offer).then(
    () => null,
    (error: Error) => error.message,
  );
  return [validateOffer(offer), schemaMessage];
}

describe('offer rules of spec section 5', () => {
  it('accepts a valid offer and casts form strings to numbers', async () => {
    expect(await bothMessages(validOffer())).toEqual([null, null]);
    const cast = await offerSchema.validate(validOffer());
    expect(cast.products[1]).toEqual({ productId: 11, oldPrice: 120.5, newPrice: 99 });
  });

  const eachRuleAlone: [string, (offer: Offer) => void, string][] = [
    ['1 name empty after trimming', (o) => (o.offerName = '   '), m.nameRequired],
    ['2 a date missing', (o) => (o.endDate = ''), m.datesRequired],
    ['3 start after end', (o) => (o.startDate = '2025-07-01'), m.startAfterEnd],
    ['4 no city and no store location', (o) => (o.locationIds = []), m.locationRequired],
    ['5 no product', (o) => (o.products = []), m.productRequired],
    ['6 a price that is not a number', (o) => (o.products[0]!.oldPrice = 'abc'), m.invalidPrices],
    ['7 new price not below old price', (o) => (o.products[1]!.newPrice = '120.50'), m.newPriceNotLower],
  ];

  it.each(eachRuleAlone)('rule %s fails alone with its exact message', async (_name, breakRule, expected) => {
    const offer = validOffer();
    breakRule(offer);
    expect(await bothMessages(offer)).toEqual([expected, expected]);
  });

  it('reports the first failing rule in order when several fail', async () => {
    const offer: Offer = {
      offerName: '',
      marketId: 3,
      startDate: '',
      endDate: '',
      locationIds: [],
      storeLocationIds: [],
      products: [],
    };
    const fixes: ((o: Offer) => void)[] = [
      (o) => (o.offerName = 'Oferta'),
      (o) => {
        o.startDate = '2025-06-10';
        o.endDate = '2025-06-01';
      },
      (o) => (o.endDate = '2025-06-30'),
      (o) => (o.storeLocationIds = [7]),
      (o) => {
        o.products = [
          { productId: 1, oldPrice: '', newPrice: 1 },
          { productId: 2, oldPrice: 5, newPrice: 5 },
        ];
      },
      (o) => (o.products[0]!.oldPrice = 10),
      (o) => (o.products[1]!.newPrice = 4),
    ];
    const expected = [m.nameRequired, m.datesRequired, m.startAfterEnd, m.locationRequired, m.productRequired, m.invalidPrices, m.newPriceNotLower, null];
    const seen: [string | null, string | null][] = [await bothMessages(offer)];
    for (const fix of fixes) {
      fix(offer);
      seen.push(await bothMessages(offer));
    }
    expect(seen).toEqual(expected.map((message) => [message, message]));
  });

  it('refuses negative and absurd prices as invalid numbers', async () => {
    for (const oldPrice of [-1, 100_000_000, Number.NaN, null, '']) {
      const offer = validOffer();
      offer.products[0]!.oldPrice = oldPrice;
      expect(await bothMessages(offer)).toEqual([m.invalidPrices, m.invalidPrices]);
    }
    const highest = validOffer();
    highest.products[0]!.oldPrice = 99_999_999.99;
    expect(await bothMessages(highest)).toEqual([null, null]);
  });

  it('refuses the same product twice', async () => {
    const offer = validOffer();
    offer.products[1]!.productId = '10';
    expect(await bothMessages(offer)).toEqual([m.duplicateProduct, m.duplicateProduct]);
  });

  it('refuses dates that are not real YYYY-MM-DD days', async () => {
    for (const endDate of ['2025-02-30', '30/06/2025', '2025-6-30']) {
      const offer = validOffer();
      offer.endDate = endDate;
      expect(await bothMessages(offer)).toEqual([messages.validation.invalidDate, messages.validation.invalidDate]);
    }
  });

  it('accepts store locations without cities, and one-day offers', async () => {
    const offer = validOffer();
    offer.locationIds = [];
    offer.storeLocationIds = [4];
    offer.endDate = offer.startDate;
    expect(await bothMessages(offer)).toEqual([null, null]);
  });

  it('refuses a body that is not an object with one message', async () => {
    expect(await bothMessages(null)).toEqual([m.nameRequired, messages.validation.invalidBody]);
    expect(await bothMessages([])).toEqual([m.nameRequired, messages.validation.invalidBody]);
  });
});
