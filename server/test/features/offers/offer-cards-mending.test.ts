// A market's kept offer items are mended after an offer write (offer-cards.ts): only the offers the write named are
// read again. Here the database is a fake whose reads the test answers one by one, so the orders that are rare over
// HTTP happen on purpose: a write landing while a mend is still reading, a mend that fails, a new day.
import type { OfferCard } from '@ofertat/shared-api/contracts';
import { createOfferCards, type OfferCardsRepository } from '../../../src/features/offers/offer-cards.js';
import type { CardItem } from '../../../src/features/offers/offer-read-repository.js';
import { type Changes, PublicCache } from '../../../src/plugins/public-cache.js';

const MARKET = 7;
const TODAY = '2026-11-27';

/** The fake database: each offer's current version (one product per offer keeps the cards easy to read). */
interface StoredOffer {
  marketId: number;
  startDate: string;
  version: number;
}

function item(offerId: number, offer: StoredOffer): CardItem {
  const card = { offerId, productId: offerId * 10, offerStartDate: offer.startDate, productName: `v${offer.version}`, marketId: offer.marketId };
  return { card: card as unknown as OfferCard, categoryId: 1, cityIds: [], storeIds: [], storeCityIds: [] };
}

/** A read the test has not answered yet, and what it asked for. */
interface PendingRead {
  offerIds: readonly number[] | undefined;
  answer(): void;
  fail(): void;
}

function setUp() {
  const stored = new Map<number, StoredOffer>();
  const pending: PendingRead[] = [];
  const repository: OfferCardsRepository = {
    marketItems: (_today, marketId, offerIds) =>
      new Promise<CardItem[]>((resolve, reject) => {
        pending.push({
          offerIds,
          // The answer is what the database holds when it is read, as a statement sees the rows at its start.
          answer: () =>
            resolve(
              [...stored]
                .filter(([offerId, offer]) => offer.marketId === marketId && (offerIds === undefined || offerIds.includes(offerId)))
                .sort(([a, x], [b, y]) => (x.startDate === y.startDate ? b - a : x.startDate < y.startDate ? 1 : -1))
                .map(([offerId, offer]) => item(offerId, offer)),
            ),
          fail: () => reject(new Error('connection lost')),
        });
      }),
    activeMarketIds: async () => [MARKET],
    storeOwner: async () => undefined,
    marketStores: async () => [],
  };
  const cache = new PublicCache();
  const cards = createOfferCards(repository, cache);
  /** The offer write: the row changes, then the write names what it changed, as the routes do. */
  const write = (offerId: number, offer: StoredOffer | null, changes: Changes = [`offers:${offer?.marketId ?? MARKET}`, `offer:${offerId}`]) => {
    if (offer) stored.set(offerId, offer);
    else stored.delete(offerId);
    cache.drop(changes);
  };
  const shown = async (today = TODAY) => (await cards.marketCards(today, MARKET)).map((card) => `${card.offerId}:${card.productName}`);
  /** Answers the oldest unanswered read and says what it asked for ('whole' for the market's whole list). */
  const answerNext = () => {
    const read = pending.shift()!;
    read.answer();
    return read.offerIds === undefined ? 'whole' : [...read.offerIds];
  };
  const settle = async <T>(promise: Promise<T>) => {
    // Answers reads as they come until the promise settles.
    let settled = false;
    const result = promise.finally(() => {
      settled = true;
    });
    while (!settled) {
      await new Promise((resolve) => setImmediate(resolve));
      while (pending.length > 0) answerNext();
    }
    return result;
  };
  return { stored, pending, cache, write, shown, answerNext, settle };
}

it('reads only the written offer again and puts its items in card order', async () => {
  const { pending, write, shown, answerNext, settle } = setUp();
  write(1, { marketId: MARKET, startDate: '2026-11-20', version: 1 });
  write(2, { marketId: MARKET, startDate: '2026-11-25', version: 1 });
  expect(await settle(shown())).toEqual(['2:v1', '1:v1']);

  // Offer 1 now starts last: it moves to the front.
  write(1, { marketId: MARKET, startDate: '2026-11-26', version: 2 });
  const reading = shown();
  await new Promise((resolve) => setImmediate(resolve));
  expect(pending.map((read) => read.offerIds)).toEqual([[1]]);
  answerNext();
  expect(await reading).toEqual(['1:v2', '2:v1']);

  // A deleted offer leaves; a new one comes in at its place.
  write(2, null);
  write(3, { marketId: MARKET, startDate: '2026-11-21', version: 1 });
  expect(await settle(shown())).toEqual(['1:v2', '3:v1']);
});

it('mends from what an earlier mend made, even while that mend is still reading', async () => {
  const { pending, write, shown, answerNext } = setUp();
  write(1, { marketId: MARKET, startDate: '2026-11-20', version: 1 });
  write(2, { marketId: MARKET, startDate: '2026-11-25', version: 1 });
  const first = shown();
  await new Promise((resolve) => setImmediate(resolve));
  answerNext();
  await first;

  write(1, { marketId: MARKET, startDate: '2026-11-20', version: 2 });
  const mending = shown();
  await new Promise((resolve) => setImmediate(resolve));
  // Offer 2 is written before the mend of offer 1 has read anything: the next read must wait for that mend.
  write(2, { marketId: MARKET, startDate: '2026-11-25', version: 2 });
  const after = shown();
  await new Promise((resolve) => setImmediate(resolve));
  expect(pending.map((read) => read.offerIds)).toEqual([[1]]);
  expect(answerNext()).toEqual([1]);
  await new Promise((resolve) => setImmediate(resolve));
  expect(answerNext()).toEqual([2]);
  expect(await after).toEqual(['2:v2', '1:v2']);
  // The first read was concurrent with the second write: it may show either version of offer 2, never an older offer 1.
  expect(await mending).toContain('1:v2');
});

it('reads the whole list again when the write names no offer, or changes what every item shows', async () => {
  const { write, shown, settle, pending } = setUp();
  write(1, { marketId: MARKET, startDate: '2026-11-20', version: 1 });
  await settle(shown());

  const asked = async () => {
    const reading = shown();
    await new Promise((resolve) => setImmediate(resolve));
    const offerIds = pending.map((read) => read.offerIds);
    await settle(reading);
    return offerIds;
  };
  write(1, { marketId: MARKET, startDate: '2026-11-20', version: 2 }, [`offers:${MARKET}`]);
  expect(await asked()).toEqual([undefined]);
  write(1, { marketId: MARKET, startDate: '2026-11-20', version: 3 }, ['product:10', `offers:${MARKET}`, 'offer:1']);
  expect(await asked()).toEqual([undefined]);
  write(1, { marketId: MARKET, startDate: '2026-11-20', version: 4 }, [`market:${MARKET}`]);
  expect(await asked()).toEqual([undefined]);
  write(1, { marketId: MARKET, startDate: '2026-11-20', version: 5 }, 'everything');
  expect(await asked()).toEqual([undefined]);
  // Another market's offers: nothing of this market is read.
  write(9, { marketId: 8, startDate: '2026-11-20', version: 1 });
  expect(await asked()).toEqual([]);
  expect(await settle(shown())).toEqual(['1:v5']);
});

it('reads the whole list after a failed mend, on a new day, and while the cache keeps nothing', async () => {
  const { stored, write, shown, settle, pending, cache } = setUp();
  write(1, { marketId: MARKET, startDate: '2026-11-20', version: 1 });
  await settle(shown());

  write(1, { marketId: MARKET, startDate: '2026-11-20', version: 2 });
  const failing = shown();
  await new Promise((resolve) => setImmediate(resolve));
  pending.shift()!.fail();
  await expect(failing).rejects.toThrow('connection lost');
  const retried = shown();
  await new Promise((resolve) => setImmediate(resolve));
  expect(pending.map((read) => read.offerIds)).toEqual([undefined]);
  expect(await settle(retried)).toEqual(['1:v2']);

  const tomorrow = shown('2026-11-28');
  await new Promise((resolve) => setImmediate(resolve));
  expect(pending.map((read) => read.offerIds)).toEqual([undefined]);
  await settle(tomorrow);

  // The other instances' writes are not announced while the cache keeps nothing (their channel is down).
  cache.keepBodies(false);
  await settle(shown());
  stored.set(1, { marketId: MARKET, startDate: '2026-11-20', version: 3 });
  const unkept = shown();
  await new Promise((resolve) => setImmediate(resolve));
  expect(pending.map((read) => read.offerIds)).toEqual([undefined]);
  expect(await settle(unkept)).toEqual(['1:v3']);
});
