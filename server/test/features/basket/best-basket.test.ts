import fc from 'fast-check';
import { compareBasket, type BasketItem, type PricedMarket } from '../../../src/features/basket/best-basket.js';

const market = (marketId: number, prices: Record<number, number>, onOffer: number[] = []): PricedMarket => ({
  marketId,
  marketName: `Market ${marketId}`,
  marketLogo: null,
  prices: Object.entries(prices).map(([productId, price]) => ({
    productId: Number(productId),
    price,
    onOffer: onOffer.includes(Number(productId)),
    offerId: onOffer.includes(Number(productId)) ? 100 + Number(productId) : null,
  })),
});

describe('compareBasket', () => {
  it('totals each market, lists what is missing, and ranks by items available then total', () => {
    const items: BasketItem[] = [
      { productId: 1, quantity: 2 },
      { productId: 2, quantity: 1 },
      { productId: 3, quantity: 3 },
    ];
    const result = compareBasket(items, [market(10, { 1: 100, 2: 50 }, [1]), market(20, { 1: 120, 2: 40, 3: 10.1 }), market(30, {})]);
    expect(result.markets.map((row) => [row.marketId, row.total, row.availableCount, row.missing])).toEqual([
      [20, 310.3, 3, []],
      [10, 250, 2, [3]],
    ]);
    expect(result.markets[1]!.lines[0]).toEqual({ productId: 1, quantity: 2, price: 100, lineTotal: 200, onOffer: true, offerId: 101 });
    expect(result.bestSingle).toEqual({ marketId: 20, total: 310.3, missing: [] });
    // 1 at market 10 (200 < 240), 2 and 3 at market 20: 200 + 40 + 30.30.
    expect(result.bestSplit).toEqual({
      marketIds: [20, 10],
      total: 270.3,
      missing: [],
      lines: [
        { productId: 1, marketId: 10, lineTotal: 200 },
        { productId: 2, marketId: 20, lineTotal: 40 },
        { productId: 3, marketId: 20, lineTotal: 30.3 },
      ],
      savingVsBestSingle: 40,
    });
  });

  it('names no split when no pair improves on the best single market', () => {
    const items = [{ productId: 1, quantity: 1 }];
    expect(compareBasket(items, [market(1, { 1: 10 }), market(2, { 1: 12 })]).bestSplit).toBeNull();
    expect(compareBasket(items, [])).toEqual({ markets: [], bestSingle: null, bestSplit: null });
  });

  it('prefers a pair that buys more of the list, even at a higher total (negative saving)', () => {
    const items = [
      { productId: 1, quantity: 1 },
      { productId: 2, quantity: 1 },
    ];
    const result = compareBasket(items, [market(1, { 1: 10 }), market(2, { 2: 30 })]);
    expect(result.bestSingle).toEqual({ marketId: 1, total: 10, missing: [2] });
    expect(result.bestSplit).toEqual(expect.objectContaining({ total: 40, missing: [], savingVsBestSingle: -30 }));
  });

  it('matches a brute force over every pair on random baskets', () => {
    const pricesArbitrary = fc.dictionary(
      fc.integer({ min: 1, max: 8 }).map(String),
      fc.integer({ min: 1, max: 500_00 }).map((priceCents) => priceCents / 100),
    );
    fc.assert(
      fc.property(
        fc.array(pricesArbitrary, { minLength: 0, maxLength: 6 }),
        fc.uniqueArray(fc.record({ productId: fc.integer({ min: 1, max: 8 }), quantity: fc.integer({ min: 1, max: 99 }) }), {
          minLength: 1,
          maxLength: 8,
          selector: (item) => item.productId,
        }),
        (marketPrices, items) => {
          const markets = marketPrices.map((prices, index) => market(index + 1, Object.fromEntries(Object.entries(prices).map(([id, price]) => [Number(id), price]))));
          const result = compareBasket(items, markets);

          const priceAt = (m: PricedMarket, productId: number) => m.prices.find((price) => price.productId === productId)?.price;
          const single = markets
            .map((m) => {
              const available = items.filter((item) => priceAt(m, item.productId) !== undefined);
              return { id: m.marketId, count: available.length, cents: available.reduce((sum, item) => sum + Math.round(priceAt(m, item.productId)! * 100) * item.quantity, 0) };
            })
            .filter((row) => row.count > 0)
            .sort((a, b) => b.count - a.count || a.cents - b.cents || a.id - b.id);
          expect(result.markets.map((row) => [row.marketId, Math.round(row.total * 100)])).toEqual(single.map((row) => [row.id, row.cents]));

          let best: { count: number; cents: number } | undefined;
          for (const a of markets) {
            for (const b of markets) {
              if (a.marketId >= b.marketId) continue;
              let count = 0;
              let cents = 0;
              for (const item of items) {
                const options = [priceAt(a, item.productId), priceAt(b, item.productId)].filter((price): price is number => price !== undefined);
                if (options.length === 0) continue;
                count++;
                cents += Math.round(Math.min(...options) * 100) * item.quantity;
              }
              if (count > 0 && (!best || count > best.count || (count === best.count && cents < best.cents))) best = { count, cents };
            }
          }
          const top = single[0];
          const improves = best && top && (best.count > top.count || (best.count === top.count && best.cents < top.cents));
          if (!improves) {
            expect(result.bestSplit).toBeNull();
          } else {
            expect(result.bestSplit).not.toBeNull();
            expect(Math.round(result.bestSplit!.total * 100)).toBe(best!.cents);
            expect(result.bestSplit!.lines).toHaveLength(best!.count);
            expect(Math.round(result.bestSplit!.savingVsBestSingle * 100)).toBe(top!.cents - best!.cents);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
