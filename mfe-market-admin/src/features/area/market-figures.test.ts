import type { OfferListItem, Flyer } from '@ofertat/shared-api';
import { addDays, computeMarketFigures, tiraneToday } from './market-figures';

const offer = (offerEndDate: string, current: boolean): OfferListItem => ({
  offerId: 1,
  offerName: 'Oferta',
  offerStartDate: '2025-05-01',
  offerEndDate,
  current,
  expired: !current,
  productCount: 2,
});

describe('market figures', () => {
  it('counts current offers, those ending within 3 days, flyer clicks and store points', () => {
    const offers = [offer('2025-05-10', true), offer('2025-05-13', true), offer('2025-05-14', true), offer('2025-05-01', false)];
    const flyers = [{ volantinoClicks: 4 }, { volantinoClicks: 9 }] as Flyer[];
    expect(computeMarketFigures(offers, flyers, { storeLocationCount: 3 }, '2025-05-10')).toEqual({
      currentOffers: 3,
      endingSoon: 2,
      flyerClicks: 13,
      storePoints: 3,
    });
  });

  it('reads today in Tirana and moves days across month ends', () => {
    // 23:30 UTC on 31 May is already 1 June in Tirana (UTC+2 in summer).
    expect(tiraneToday(new Date('2025-05-31T23:30:00Z'))).toBe('2025-06-01');
    expect(addDays('2025-02-27', 3)).toBe('2025-03-02');
  });
});
