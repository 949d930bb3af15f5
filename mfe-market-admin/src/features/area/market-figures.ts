import type { MarketDetail, OfferListItem, Flyer } from '@ofertat/shared-api';

/** The area home's figures of one market. */
export interface MarketFigures {
  /** Offers customers see today. */
  currentOffers: number;
  /** Current offers whose last day is within ENDING_SOON_DAYS. */
  endingSoon: number;
  /** Clicks on all the market's flyers. */
  flyerClicks: number;
  storePoints: number;
}

export const ENDING_SOON_DAYS = 3;

// Offer dates are Tirana calendar days (the server decides "current" and "expired" the same way).
const tiraneDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tirane', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in Europe/Tirane as YYYY-MM-DD. */
export function tiraneToday(now: Date = new Date()): string {
  return tiraneDate.format(now);
}

/** A YYYY-MM-DD day moved by `days`. */
export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function computeMarketFigures(
  offers: readonly OfferListItem[],
  flyers: readonly Flyer[],
  market: Pick<MarketDetail, 'storeLocationCount'>,
  today: string,
): MarketFigures {
  const current = offers.filter((offer) => offer.current);
  const lastSoonDay = addDays(today, ENDING_SOON_DAYS);
  return {
    currentOffers: current.length,
    endingSoon: current.filter((offer) => offer.offerEndDate <= lastSoonDay).length,
    flyerClicks: flyers.reduce((sum, flyer) => sum + flyer.volantinoClicks, 0),
    storePoints: market.storeLocationCount,
  };
}
