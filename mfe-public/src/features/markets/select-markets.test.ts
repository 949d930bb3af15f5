import { selectRowMarkets, shortMarketName } from './select-markets';

describe('selectRowMarkets', () => {
  it('skips markets without a logo or id and keeps the first market of each logo', () => {
    const markets = [
      { marketId: 1, marketName: 'Shqiponja', marketLogo: '/uploads/a.webp', marketLogoThumbnail: '/uploads/a-thumb.webp' },
      { marketId: 2, marketName: 'Pa logo', marketLogo: null, marketLogoThumbnail: null },
      { marketId: 0, marketName: 'Pa id', marketLogo: '/uploads/b.webp', marketLogoThumbnail: '/uploads/b-thumb.webp' },
      { marketId: 3, marketName: 'Shqiponja 2', marketLogo: '/uploads/a.webp', marketLogoThumbnail: '/uploads/a-thumb.webp' },
      { marketId: 4, marketName: 'Dajti', marketLogo: '/uploads/c.webp', marketLogoThumbnail: '/uploads/c-thumb.webp' },
      { marketId: 5, marketName: 'Bosh', marketLogo: '', marketLogoThumbnail: null },
    ];
    expect(selectRowMarkets(markets).map((market) => market.marketId)).toEqual([1, 4]);
  });
});

describe('shortMarketName', () => {
  it.each([
    ['Shqiponja Market Tiranë', 'Shqiponja Market'],
    ['  Eko   Market  ', 'Eko Market'],
    ['Conad', 'Conad'],
  ])('%p → %p', (name, short) => {
    expect(shortMarketName(name)).toBe(short);
  });
});
