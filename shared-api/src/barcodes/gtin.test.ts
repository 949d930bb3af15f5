import { ean13ToUpcA, gs1CheckDigit, isInStoreGtin, readGtin, upcAToEan13 } from './gtin';
import { barcodeProblem } from './barcode-problem';
import { globalProductSchema, marketProductEditSchema } from '../validation/product';
import { messages } from '../messages';

const m = messages.products.validation;

describe('readGtin', () => {
  // Codes printed on real packs, each in the spelling IDENTITY.md §1 stores.
  it.each([
    ['5449000000996', '5449000000996'], // Coca-Cola 330 ml can, EAN-13
    ['4006381333931', '4006381333931'], // Stabilo Boss, EAN-13 (GS1's own example)
    ['8000500310427', '8000500310427'], // Nutella 750 g
    ['3017620422003', '3017620422003'], // Nutella 400 g
    ['8076809513753', '8076809513753'], // Barilla
    ['5000112637922', '5000112637922'], // Coca-Cola 1.75 l
    ['9780306406157', '9780306406157'], // a book (ISBN-13 as EAN-13)
    ['54490970', '54490970'], // EAN-8
    ['96385074', '96385074'], // EAN-8
    ['0000054490970', '54490970'], // EAN-8 written as EAN-13
    ['00000054490970', '54490970'], // EAN-8 written as GTIN-14
    ['012345678905', '0012345678905'], // UPC-A
    ['036000291452', '0036000291452'], // UPC-A
    ['0012345678905', '0012345678905'], // the same UPC-A as EAN-13
    ['00012345678905', '0012345678905'], // and as GTIN-14
    ['05449000000996', '5449000000996'], // an EAN-13 as GTIN-14
    ['10012345678902', '10012345678902'], // GTIN-14 of a case: first digit not 0, stays 14
    ['15449000000993', '15449000000993'],
    ['400 6381 333931', '4006381333931'], // spaces and dashes ignored
    ['400-6381-333931', '4006381333931'],
    [' 5449000000996 ', '5449000000996'],
  ])('reads %p as %p', (typed, stored) => expect(readGtin(typed)).toBe(stored));

  it.each([
    '5449000000997', // wrong check digit
    '4006381333932',
    '54490971',
    '012345678900',
    '10012345678903',
    '544900000099', // 12 digits, wrong check
    '1234567', // 7 digits
    '123456789', // 9 digits
    '12345678901', // 11 digits
    '123456789012345', // 15 digits
    '',
    '   ',
    'abcdefgh',
    '544900000099O', // letter O for zero
    '+5449000000996',
    '5449000000996.',
    '5449.000000996',
    '٥٤٤٩٠٠٠٠٠٠٩٩٦', // Arabic-Indic digits are not GS1 digits
  ])('refuses %p', (typed) => expect(readGtin(typed)).toBeNull());

  it('normalizes every spelling of one code to one string, and a normalized code to itself', () => {
    const spellings = ['54490970', '0054490970'.slice(2), '0000054490970', '00000054490970', '5449-0970'];
    expect(new Set(spellings.map(readGtin))).toEqual(new Set(['54490970']));
    for (const code of ['5449000000996', '0012345678905', '10012345678902', '54490970']) expect(readGtin(code)).toBe(code);
  });
});

describe('gs1CheckDigit', () => {
  it.each([
    ['544900000099', 6],
    ['400638133393', 1],
    ['01234567890', 5],
    ['5449097', 0],
    ['9638507', 4],
    ['1001234567890', 2],
    ['000000000000', 0],
  ])('of %p is %p', (body, digit) => expect(gs1CheckDigit(body)).toBe(digit));

  it('does not change with leading zeros (weights count from the right)', () => {
    expect(gs1CheckDigit('0000544900000099')).toBe(gs1CheckDigit('544900000099'));
  });
});

describe('isInStoreGtin', () => {
  it.each(['0212345678909', '0412345678903', '2012345678903', '2512345678908', '2912345678906', '02345673', '21234569'])(
    'recognises the in-store code %p',
    (code) => {
      expect(readGtin(code)).toBe(code);
      expect(isInStoreGtin(code)).toBe(true);
    },
  );

  it.each(['5449000000996', '0012345678905', '0312345678906', '3012345678902', '54490970', '96385074', '10012345678902'])(
    'takes %p for a product identity',
    (code) => {
      expect(readGtin(code)).toBe(code);
      expect(isInStoreGtin(code)).toBe(false);
    },
  );

  it('judges the normalized code: a UPC-A of number system 2 or 4 is in-store', () => {
    expect(isInStoreGtin(readGtin('212345678909')!)).toBe(true);
    expect(isInStoreGtin(readGtin('412345678903')!)).toBe(true);
  });
});

describe('UPC-A and EAN-13', () => {
  it('are the same digits after a 0', () => {
    expect(upcAToEan13('012345678905')).toBe('0012345678905');
    expect(ean13ToUpcA('0012345678905')).toBe('012345678905');
    expect(ean13ToUpcA('0036000291452')).toBe('036000291452');
    expect(readGtin(upcAToEan13('036000291452'))).toBe(readGtin('036000291452'));
  });

  it('an EAN-13 not beginning with 0 is no UPC-A', () => {
    expect(ean13ToUpcA('5449000000996')).toBeNull();
    expect(ean13ToUpcA('54490970')).toBeNull();
  });
});

describe('barcode rule of the product forms', () => {
  it('says what is wrong in the catalogue words', () => {
    expect(barcodeProblem('', { global: true })).toBeNull();
    expect(barcodeProblem('5449000000996', { global: true })).toBeNull();
    expect(barcodeProblem('5449000000997', { global: false })).toBe(m.barcodeInvalid);
    expect(barcodeProblem('2012345678903', { global: false })).toBeNull();
    expect(barcodeProblem('2012345678903', { global: true })).toBe(m.barcodeInStore);
  });

  const base = { productName: 'Coca-Cola', productUnit: '330 ml', categoryId: '1' };

  it('casts the schemas\' barcode to its normalized form, empty to null', async () => {
    expect((await globalProductSchema.validate({ ...base, barcode: '400 6381 333931' })).barcode).toBe('4006381333931');
    expect((await globalProductSchema.validate({ ...base, barcode: '012345678905' })).barcode).toBe('0012345678905');
    expect((await globalProductSchema.validate({ ...base, barcode: '  ' })).barcode).toBeNull();
    expect((await globalProductSchema.validate(base)).barcode).toBeNull();
    expect((await marketProductEditSchema.validate({ ...base, barcode: '2012345678903' })).barcode).toBe('2012345678903');
  });

  it.each([
    [globalProductSchema, '5449000000997', m.barcodeInvalid],
    [globalProductSchema, 12345670, m.barcodeInvalid],
    [globalProductSchema, ['5449000000996'], m.barcodeInvalid],
    [globalProductSchema, '2012345678903', m.barcodeInStore],
    [marketProductEditSchema, '2012345678904', m.barcodeInvalid],
  ] as const)('refuses a wrong barcode with its message (%#)', async (schema, barcode, message) => {
    await expect(schema.validate({ ...base, barcode })).rejects.toThrow(message);
  });
});
