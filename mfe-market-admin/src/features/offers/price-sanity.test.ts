import { offerPriceDoubts, priceDoubt } from './price-sanity';

const known = (median: number | null, priceCount: number) => ({ median, priceCount });

describe('priceDoubt', () => {
  it('doubts a new price below a third or above three times the median of at least three known prices', () => {
    expect(priceDoubt({ productId: 1, oldPrice: 650, newPrice: 95 }, known(600, 90))).toEqual({ kind: 'belowMedian', newPrice: 95, median: 600 });
    expect(priceDoubt({ productId: 1, oldPrice: 2000, newPrice: 1900 }, known(600, 3))).toEqual({ kind: 'aboveMedian', newPrice: 1900, median: 600 });
    // The bounds themselves are plausible.
    expect(priceDoubt({ productId: 1, oldPrice: 250, newPrice: 200 }, known(600, 3))).toBeNull();
    expect(priceDoubt({ productId: 1, oldPrice: 2000, newPrice: 1800 }, known(600, 3))).toBeNull();
  });

  it('leaves the median out with fewer than three known prices or none', () => {
    expect(priceDoubt({ productId: 1, oldPrice: 100, newPrice: 95 }, known(600, 2))).toBeNull();
    expect(priceDoubt({ productId: 1, oldPrice: 100, newPrice: 95 }, known(null, 0))).toBeNull();
    expect(priceDoubt({ productId: 1, oldPrice: 100, newPrice: 95 }, undefined)).toBeNull();
  });

  it('doubts a discount above 70 %, with or without known prices', () => {
    expect(priceDoubt({ productId: 1, oldPrice: 100, newPrice: 29 }, undefined)).toEqual({ kind: 'bigDiscount', percent: 71 });
    expect(priceDoubt({ productId: 1, oldPrice: 100, newPrice: 29.5 }, known(40, 10))).toEqual({ kind: 'bigDiscount', percent: 71 });
    expect(priceDoubt({ productId: 1, oldPrice: 100, newPrice: 30 }, known(40, 10))).toBeNull();
  });
});

describe('offerPriceDoubts', () => {
  it('names each doubtful row as the admin counts them, with its product', () => {
    const lines = [
      { productId: 1, oldPrice: 120, newPrice: 99.9 },
      { productId: 2, oldPrice: 650, newPrice: 95 },
      { productId: 3, oldPrice: 100, newPrice: 20 },
    ];
    const names: Record<number, string> = { 2: 'Djathë i bardhë' };
    expect(offerPriceDoubts(lines, [{ productId: 1, median: 110, priceCount: 5 }, { productId: 2, median: 640, priceCount: 90 }], (id) => names[id])).toEqual([
      { index: 1, text: 'Rreshti 2 (Djathë i bardhë): çmimi i ri 95.00 ALL është më pak se një e treta e çmimit të zakonshëm (640.00 ALL).' },
      { index: 2, text: 'Rreshti 3: zbritja është 80%, mbi 70%.' },
    ]);
  });
});
