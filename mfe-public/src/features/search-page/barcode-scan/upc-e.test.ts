import { readGtin } from '@ofertat/shared-api/barcodes';
import { upcEToUpcA } from './upc-e';

describe('upcEToUpcA', () => {
  // Each of the four ways the sixth digit says where the zeros went (the first is the textbook example, the others
  // written from GS1's table); the check digit is the UPC-A's.
  it.each([
    ['04252614', '042100005264'], // sixth digit 0-2: maker's 3 digits, then the product's 3
    ['01234505', '012000003455'],
    ['01230438', '012300000048'], // 3: maker's 3 digits, product's 2
    ['01234543', '012340000053'], // 4: maker's 4, product's 1
    ['06543273', '065432000073'], // 5-9: maker's 5, the product is the sixth digit
    ['12345670', '123456000070'], // number system 1
  ])('%s is the UPC-A %s', (upcE, upcA) => {
    expect(upcEToUpcA(upcE)).toBe(upcA);
    expect(readGtin(upcA)).not.toBeNull();
  });

  it('a UPC-E read as an EAN-8 fails the check digit', () => {
    expect(readGtin('04252614')).toBeNull();
  });

  it('is null for what is no UPC-E: another number system, another length, not digits', () => {
    for (const text of ['24252614', '0425261', '042526140', '0425261x', '']) expect(upcEToUpcA(text)).toBeNull();
  });
});
