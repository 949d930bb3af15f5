import { type Product } from '@ofertat/shared-api';
import { messages } from '@ofertat/shared-api/validation';
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
  linkedProductId: null,
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

  describe('a Barkodi column', () => {
    const coke = { ...product(8, 'Coca-Cola 330 ml', null), barcode: '5449000000996' };
    const heinz = { ...product(9, 'Ketchup Heinz', null), barcode: '0013000006057' };
    const salami = { ...product(10, 'Sallam me peshë'), barcode: '2012345678903' };
    const withBarcodes = [...products, coke, heinz, salami];

    it('matches by barcode in any spelling first, then by name; a wrong barcode is the row\'s problem', () => {
      const result = readOfferRows(
        [
          ['Produkti', 'Barkodi', 'Çmimi normal', 'Çmimi në ofertë'],
          ['Koka kola kanaçe', '5449 0000 00996', '90', '80'],
          ['Bukë e Zezë', '', '80', '70'],
          ['Kafe Lavazza', '5449000000997', '500', '450'],
          ['Vaj Ulliri', '5901234123457', '700', '650'],
          // A spreadsheet that read the UPC-A as a number lost its leading 0.
          ['Keçap', 13000006057, '300', '250'],
          ['Sallam', '2012345678903', '900', '800'],
        ],
        withBarcodes,
      );
      expect(result.ok && result.rows.map((row) => [row.rowNumber, row.product?.productId, row.problem])).toEqual([
        [2, 8, undefined],
        [3, 2, undefined],
        [4, undefined, messages.products.validation.barcodeInvalid],
        [5, 3, undefined],
        [6, 9, undefined],
        [7, 10, undefined],
      ]);
    });

    it('may stand for the product column, and a barcode no product has is an unknown product', () => {
      const result = readOfferRows(
        [
          ['Barkodi', 'Çmimi normal', 'Çmimi në ofertë'],
          ['5449000000996', '90', '80'],
          ['5901234123457', '10', '5'],
        ],
        withBarcodes,
      );
      expect(result.ok && result.rows.map((row) => [row.productText, row.product?.productId, row.problem])).toEqual([
        ['5449000000996', 8, undefined],
        ['5901234123457', undefined, messages.offers.import.unknownProduct],
      ]);
    });

    it("matches an in-store code only to the market's own product", () => {
      const globalInStore = { ...product(11, 'Djathë me peshë', null), barcode: '2512345678908' };
      const result = readOfferRows([['Barkodi', 'Çmimi normal', 'Çmimi në ofertë'], ['2512345678908', '90', '80']], [...products, globalInStore]);
      expect(result.ok && result.rows.map((row) => [row.product?.productId, row.problem])).toEqual([[undefined, messages.offers.import.unknownProduct]]);
    });
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
