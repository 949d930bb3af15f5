import type { OfferCard, PriceHistory } from '@ofertat/shared-api/contracts';
import { addDays, tiraneToday } from '../../../src/lib/tirane-date.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

// What a newcomer sees of the comparison engine in the demo data at once.
let testApp: TestApp;
let cards: OfferCard[];
beforeAll(async () => {
  testApp = await buildTestApp();
  cards = (await testApp.app.inject({ method: 'GET', url: '/api/offer/all' })).json<OfferCard[]>();
});
afterAll(() => testApp.close());

describe('demo data for the comparison engine', () => {
  it('prices most cards per kilo, litre or piece', () => {
    const priced = cards.filter((card) => card.unitPrice !== null);
    expect(priced.length).toBeGreaterThan(cards.length * 0.8);
    expect(priced.every((card) => ['kg', 'l', 'copë'].includes(card.unitPriceUnit!))).toBe(true);
  });

  it('has special offers whose claimed normal price is above the 30-day low, and honest ones', () => {
    const inflated = cards.filter((card) => card.lowestPrice30Days !== null && card.lowestPrice30Days < card.oldPrice && card.discountPercentage >= 30);
    expect(inflated.length).toBeGreaterThanOrEqual(8);
    expect(inflated.every((card) => card.realDiscountPercentage! < card.discountPercentage)).toBe(true);
    expect(cards.some((card) => card.realDiscountPercentage !== null && card.realDiscountPercentage === card.discountPercentage)).toBe(true);
  });

  it('gives the products of current offers a price history reaching back weeks', async () => {
    const card = cards.find((candidate) => candidate.lowestPrice30Days !== null && candidate.lowestPrice30Days < candidate.oldPrice)!;
    const response = await testApp.app.inject({ method: 'GET', url: `/api/product/${card.productId}/price-history?marketId=${card.marketId}` });
    const [series] = response.json<PriceHistory>().series;
    expect(series!.points[0]!.date <= addDays(tiraneToday(), -24)).toBe(true);
    expect(series!.points.at(-1)).toEqual({ date: tiraneToday(), price: card.newPrice, onOffer: true });
    expect(series!.points.some((point) => !point.onOffer)).toBe(true);
  });
});
