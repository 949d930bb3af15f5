import { groupOffersByProduct, sortByPrice } from './group-offers';
import { offerCard } from '../../test/fixtures';

describe('groupOffersByProduct', () => {
  it('groups by product in order of first appearance, cheapest first, counting the others', () => {
    const milkA = offerCard({ productId: 1, newPrice: 120, marketName: 'A' });
    const bread = offerCard({ productId: 2, productName: 'Bukë', newPrice: 60 });
    const milkB = offerCard({ productId: 1, newPrice: 95, marketName: 'B' });
    const milkC = offerCard({ productId: 1, newPrice: 110, marketName: 'C' });

    const groups = groupOffersByProduct([milkA, bread, milkB, milkC]);

    expect(groups.map((group) => group.productName)).toEqual(['Qumësht i freskët', 'Bukë']);
    expect(groups[0]!.offers.map((offer) => offer.marketName)).toEqual(['B', 'C', 'A']);
    expect(groups[0]!.cheapest).toBe(milkB);
    expect(groups[0]!.othersCount).toBe(2);
    expect(groups[1]!.othersCount).toBe(0);
  });

  it('groups products without an id by name', () => {
    const groups = groupOffersByProduct([
      offerCard({ productId: undefined as unknown as number, productName: 'Vaj ulliri' }),
      offerCard({ productId: undefined as unknown as number, productName: 'Vaj ulliri' }),
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.othersCount).toBe(1);
  });

  it('returns no groups for no offers', () => {
    expect(groupOffersByProduct([])).toEqual([]);
  });
});

describe('sortByPrice', () => {
  it('sorts ascending, keeps ties in order and puts missing prices last', () => {
    const offers = [
      offerCard({ newPrice: null as unknown as number, marketName: 'none' }),
      offerCard({ newPrice: 80, marketName: 'x' }),
      offerCard({ newPrice: 50, marketName: 'y' }),
      offerCard({ newPrice: 80, marketName: 'z' }),
    ];
    expect(sortByPrice(offers).map((offer) => offer.marketName)).toEqual(['y', 'x', 'z', 'none']);
  });
});
