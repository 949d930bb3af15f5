// The basket's answer (COMPARISON.md §6) from each market's price of each item: totals per market, the best single
// market and the best split over two markets. Pure and exact: money in whole cents, every pair of markets tried
// (a scope holds a few dozen markets at most, so at most a few hundred pairs of at most 100 items).
import type { BasketComparison } from '@ofertat/shared-api/contracts';

export interface BasketItem {
  productId: number;
  quantity: number;
}

/** A market's price of one product inside the scope: its lowest public offer, else its last known normal price. */
export interface MarketPrice {
  productId: number;
  /** ALL, two decimals. */
  price: number;
  onOffer: boolean;
  offerId: number | null;
}

export interface PricedMarket {
  marketId: number;
  marketName: string;
  marketLogo: string | null;
  prices: MarketPrice[];
}

type MarketTotals = BasketComparison['markets'][number];

const cents = (amount: number) => Math.round(amount * 100);
const fromCents = (amount: number) => amount / 100;

function totalsOf(market: PricedMarket, items: BasketItem[]): MarketTotals & { totalCents: number } {
  const prices = new Map(market.prices.map((price) => [price.productId, price]));
  const lines: MarketTotals['lines'] = [];
  const missing: number[] = [];
  let totalCents = 0;
  for (const item of items) {
    const price = prices.get(item.productId);
    if (!price) {
      missing.push(item.productId);
      continue;
    }
    const lineCents = cents(price.price) * item.quantity;
    totalCents += lineCents;
    lines.push({
      productId: item.productId,
      quantity: item.quantity,
      price: price.price,
      lineTotal: fromCents(lineCents),
      onOffer: price.onOffer,
      offerId: price.offerId,
    });
  }
  return {
    marketId: market.marketId,
    marketName: market.marketName,
    marketLogo: market.marketLogo,
    total: fromCents(totalCents),
    totalCents,
    availableCount: lines.length,
    missing,
    lines,
  };
}

/** More items available first, then the lower total; the market id keeps equal markets in a stable order. */
function byCoverageThenTotal(a: { availableCount: number; totalCents: number; marketId: number }, b: typeof a): number {
  return b.availableCount - a.availableCount || a.totalCents - b.totalCents || a.marketId - b.marketId;
}

export function compareBasket(items: BasketItem[], pricedMarkets: PricedMarket[]): BasketComparison {
  const markets = pricedMarkets
    .map((market) => totalsOf(market, items))
    .filter((market) => market.availableCount > 0)
    .sort(byCoverageThenTotal);
  const first = markets[0];
  const bestSingle = first ? { marketId: first.marketId, total: first.total, missing: first.missing } : null;

  let bestSplit: ReturnType<typeof splitBetween> | null = null;
  for (let i = 0; i < markets.length; i++) {
    for (let j = i + 1; j < markets.length; j++) {
      const split = splitBetween(markets[i]!, markets[j]!, items);
      if (!bestSplit || split.covered > bestSplit.covered || (split.covered === bestSplit.covered && split.totalCents < bestSplit.totalCents)) {
        bestSplit = split;
      }
    }
  }
  // A pair is worth naming only when it buys more of the list, or the same number of items for less.
  const improves =
    bestSplit && first && (bestSplit.covered > first.availableCount || (bestSplit.covered === first.availableCount && bestSplit.totalCents < first.totalCents));

  return {
    markets: markets.map(({ totalCents: _totalCents, ...market }) => market),
    bestSingle,
    bestSplit:
      improves && bestSplit && first
        ? {
            marketIds: bestSplit.marketIds,
            total: bestSplit.total,
            missing: bestSplit.missing,
            lines: bestSplit.lines,
            savingVsBestSingle: fromCents(first.totalCents - bestSplit.totalCents),
          }
        : null,
  };
}

/** Each item where it costs less (the first market on a tie); an item neither market has is missing. */
function splitBetween(a: MarketTotals, b: MarketTotals, items: BasketItem[]) {
  const linesOf = (market: MarketTotals) => new Map(market.lines.map((line) => [line.productId, line]));
  const linesA = linesOf(a);
  const linesB = linesOf(b);
  const lines: { productId: number; marketId: number; lineTotal: number }[] = [];
  const missing: number[] = [];
  let totalCents = 0;
  for (const item of items) {
    const lineA = linesA.get(item.productId);
    const lineB = linesB.get(item.productId);
    const [line, marketId] = !lineB || (lineA && cents(lineA.lineTotal) <= cents(lineB.lineTotal)) ? [lineA, a.marketId] : [lineB, b.marketId];
    if (!line) {
      missing.push(item.productId);
      continue;
    }
    totalCents += cents(line.lineTotal);
    lines.push({ productId: item.productId, marketId, lineTotal: line.lineTotal });
  }
  return { marketIds: [a.marketId, b.marketId] as [number, number], total: fromCents(totalCents), totalCents, missing, lines, covered: lines.length };
}
