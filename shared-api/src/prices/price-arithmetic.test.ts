import fc from 'fast-check';
import { percentOff, unitPriceOf } from './price-arithmetic.js';

/** A stored price: whole cents from 0.01 to 99 999.99 ALL. */
const price = fc.integer({ min: 1, max: 9_999_999 }).map((cents) => cents / 100);

describe('percentOff', () => {
  it('rounds a half up, as the public card does: 200 → 85 ALL is 57.5 → 58 %', () => {
    expect(percentOff(200, 85)).toBe(58);
    expect(percentOff(200, 115)).toBe(43);
  });

  it('rounds a half away from zero below the reference, and is 0 or negative when the price is not lower', () => {
    expect(percentOff(200, 315)).toBe(-58);
    expect(percentOff(100, 100)).toBe(0);
    expect(Object.is(percentOff(300, 300.01), 0)).toBe(true);
  });

  it('is null without a positive reference', () => {
    expect(percentOff(null, 10)).toBeNull();
    expect(percentOff(0, 10)).toBeNull();
  });

  it('is the whole percent nearest the exact ratio, for any prices', () => {
    fc.assert(
      fc.property(price, price, (reference, offered) => {
        const percent = percentOff(reference, offered)!;
        // Exact in whole cents: |100 × (r − p) − percent × r| ≤ r / 2, strictly below on the side away from zero.
        const r = Math.round(reference * 100);
        const off = 100 * (r - Math.round(offered * 100)) - percent * r;
        return 2 * Math.abs(off) <= r && (2 * Math.abs(off) < r || Math.sign(off) !== Math.sign(percent));
      }),
    );
  });
});

describe('unitPriceOf', () => {
  it('divides the price by the amount, two decimals', () => {
    expect(unitPriceOf(1158.3, { amount: 9, unit: 'l' })).toBe(128.7);
    expect(unitPriceOf(99, { amount: 0.33, unit: 'l' })).toBe(300);
    expect(unitPriceOf(100, null)).toBeNull();
  });

  it('rounds a half cent up where binary floating point rounds it down', () => {
    // 0.29 ÷ 2 × 100 is 14.499999… in doubles.
    expect(unitPriceOf(0.29, { amount: 2, unit: 'kg' })).toBe(0.15);
    expect(unitPriceOf(0.58, { amount: 4, unit: 'l' })).toBe(0.15);
  });
});
