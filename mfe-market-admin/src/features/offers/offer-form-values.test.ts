import { type Product } from '@ofertat/shared-api';
import { messages } from '@ofertat/shared-api/validation';
import { addImportedLines, emptyOfferFormValues, offerFieldError, type OfferFormValues } from './offer-form-values';
import type { ImportedRow } from './spreadsheet/offer-rows';

const rules = messages.offers.validation;

const kos = { productId: 5, productName: 'Kos' } as Product;

describe('addImportedLines', () => {
  it('puts the accepted rows after the lines already in the form, prices with two decimals', () => {
    const row: ImportedRow = { rowNumber: 2, productText: 'kos', product: kos, oldPrice: 90, newPrice: 79.5, problem: undefined };
    expect(addImportedLines([{ productId: 1, oldPrice: 10, newPrice: 9 }], [row])).toEqual([
      { productId: 1, oldPrice: 10, newPrice: 9 },
      { productId: 5, oldPrice: '90.00', newPrice: '79.50' },
    ]);
  });
});

describe('offerFieldError', () => {
  const values: OfferFormValues = {
    ...emptyOfferFormValues,
    offerName: 'Java',
    startDate: '2025-06-01',
    endDate: '2025-06-02',
    locationIds: [1],
    products: [
      { productId: 1, oldPrice: '100', newPrice: '90' },
      { productId: 2, oldPrice: 'abc', newPrice: '90' },
    ],
  };

  it('points a price that is not a number at its own field and names the row', () => {
    expect(offerFieldError(values, rules.invalidPrices)).toEqual({ field: 'products.1.oldPrice', message: `Rreshti 2: ${rules.invalidPrices}` });
  });

  it('points rule 7 at the new price of the first row that breaks it', () => {
    const higher = { ...values, products: [values.products[0]!, { productId: 2, oldPrice: '80', newPrice: '85' }] };
    expect(offerFieldError(higher, rules.newPriceNotLower)).toEqual({ field: 'products.1.newPrice', message: `Rreshti 2: ${rules.newPriceNotLower}` });
  });

  it('leaves a rule that belongs to no one field to the banner alone', () => {
    expect(offerFieldError(values, messages.validation.invalidId)).toBeNull();
  });
});
