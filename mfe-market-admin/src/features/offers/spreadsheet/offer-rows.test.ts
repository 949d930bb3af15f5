import { messages, type Product } from '@ofertat/shared-api';
import { readOfferRows, readPrice } from './offer-rows';

const product = (productId: number, productName: string, marketId: number | null = 7): Product => ({
  productId,
  productName,
  productUnit: '1 l',
  categoryId: 1,
  categoryName: 'Bulmet',
  productImage: null,
  productThumbnail: null,
  currentPrice: null,
  marketId,
  quantity: null,
  barcode: null,
});

const products = [
  product(1, 'Qumësht Fresku 1L'),
  product(2, 'Bukë e Zezë'),
  product(3, 'Vaj Ulliri', null),
  product(4, 'Kafe Lavazza', null),
  product(5, 'Kafe Lavazza'),
  product(6, 'Sheqer', null),
  product(7, 'Sheqer', null),
];
const v = messages.offers.validation;

describe('readPrice', () => {
  it.each([
    ['120', 120],
    ['120.50', 120.5],
    ['120,50', 120.5],
    ['1.234,50', 1234.5],
    ['1 234,50', 1234.5],
    ['1,234.50', 1234.5],
    ['1.200', 1200],
    ['12,500', 12500],
    ['99 ALL', 99],
    ['250 Lekë', 250],
    [' 89,9 ', 89.9],
    [45.678, 45.68],
  ])('reads %p as %p', (cell, expected) => expect(readPrice(cell)).toBe(expected));

  it.each(['', 'abc', '12a', '-5', '1,2,3.4.5', '1.2.3', null, undefined, Number.NaN, -3])('refuses %p', (cell) =>
    expect(readPrice(cell as string)).toBeUndefined(),
  );
});

describe('readOfferRows', () => {
  it('matches products by name without case, accents or extra spaces, skips empty rows and numbers rows as the file does', () => {
    const result = readOfferRows(
      [
        ['Produkti', 'Çmimi normal', 'Çmimi në ofertë'],
        ['  qumesht   FRESKU 1l ', '150', '120,50'],
        ['', '', ''],
        ['Buke e zeze', 80, 65],
      ],
      products,
    );
    expect(result).toEqual({
      ok: true,
      rows: [
        { rowNumber: 2, productText: 'qumesht   FRESKU 1l', product: products[0], oldPrice: 150, newPrice: 120.5, problem: undefined },
        { rowNumber: 4, productText: 'Buke e zeze', product: products[1], oldPrice: 80, newPrice: 65, problem: undefined },
      ],
    });
  });

  it('accepts English headers, a header below a title row, and a product id column', () => {
    const result = readOfferRows(
      [['Oferta e javës'], ['Product ID', 'Product', 'Old price', 'New price'], ['3', 'whatever', '700', '650'], ['', 'Vaj ulliri', '700', '640']],
      products,
    );
    expect(result.ok && result.rows.map((row) => [row.rowNumber, row.product?.productId, row.problem])).toEqual([
      [3, 3, undefined],
      [4, 3, v.duplicateProduct],
    ]);
  });

  it("prefers the market's own product to a global one of the same name, and asks for an id when names stay ambiguous", () => {
    const result = readOfferRows([['Emri', 'Çmimi i vjetër', 'Çmimi i ri'], ['Kafe Lavazza', '500', '450'], ['Sheqer', '100', '90']], products);
    expect(result.ok && result.rows.map((row) => [row.product?.productId, row.problem])).toEqual([
      [5, undefined],
      [undefined, messages.offers.import.ambiguousProduct],
    ]);
  });

  it("names each row's problem with the offer rules' texts where they apply", () => {
    const result = readOfferRows(
      [
        ['Produkti', 'Çmimi normal', 'Çmimi në ofertë'],
        ['Djathë i bardhë', '500', '400'],
        ['Qumësht Fresku 1L', 'njëqind', '90'],
        ['Bukë e Zezë', '80', '80'],
        ['Vaj Ulliri', '700', ''],
        ['Qumesht fresku 1L', '150', '120'],
        ['4', '500', '450'],
      ],
      products,
      [4],
    );
    expect(result.ok && result.rows.map((row) => [row.rowNumber, row.problem])).toEqual([
      [2, messages.offers.import.unknownProduct],
      [3, v.invalidPrices],
      [4, v.newPriceNotLower],
      [5, v.invalidPrices],
      [6, v.duplicateProduct],
      [7, v.duplicateProduct],
    ]);
  });

  it('says which columns a file lacks, and that a file without rows has nothing to import', () => {
    expect(readOfferRows([['Produkti', 'Çmimi']], products)).toEqual({
      ok: false,
      message: messages.offers.import.missingColumns('Produkti, Çmimi normal, Çmimi në ofertë'),
    });
    expect(readOfferRows([], products)).toEqual({ ok: false, message: messages.offers.import.emptyFile });
    expect(readOfferRows([['Produkti', 'Çmimi normal', 'Çmimi në ofertë'], ['', ' ', '']], products)).toEqual({
      ok: false,
      message: messages.offers.import.emptyFile,
    });
  });
});
