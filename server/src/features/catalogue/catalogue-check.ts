// The operator's check of the catalogue: the state this instance answers from, against the same day read whole from
// the database now. Both are described thing by thing (products, categories, markets, cities, store points, offers
// with their places and lines), and every thing described differently is a difference: a write the instance was not
// told of, or one put in wrongly. Run by GET /api/admin/catalogue/check and by `npm run catalogue:check`.
import type { CatalogueState } from './catalogue.js';

/** At most this many differences are listed: past a few, the list says nothing more about the cause. */
const DIFFERENCES_LISTED = 50;

export interface CatalogueCheck {
  /** The day the catalogue is for (Europe/Tirane). */
  today: string;
  consistent: boolean;
  /** What the instance keeps, as counted in memory. */
  counts: { products: number; offers: number; lines: number; stores: number };
  /** `kind id: in memory …, in the database …`, at most DIFFERENCES_LISTED. */
  differences: string[];
}

const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

/** Each thing of the state by a key, as text that two states describing it alike share. */
function describe(state: CatalogueState): Map<string, string> {
  const described = new Map<string, string>();
  const put = (key: string, value: unknown) => described.set(key, JSON.stringify(value));
  for (const product of state.products.values()) put(`product ${product.id}`, product);
  for (const category of state.categories.values()) put(`category ${category.id}`, category);
  for (const market of state.markets.values()) put(`market ${market.id}`, { ...market, cityIds: sorted(market.cityIds) });
  for (const city of state.cities.values()) put(`city ${city.id}`, city);
  for (const store of state.stores.values()) put(`store point ${store.id}`, store);
  for (const [marketId, prices] of state.normalPrices) for (const [productId, price] of prices) put(`normal price of product ${productId} at market ${marketId}`, price);
  for (const offer of state.offers.values()) {
    put(`offer ${offer.id}`, {
      marketId: offer.marketId,
      startDate: offer.startDate,
      endDate: offer.endDate,
      cityIds: sorted(offer.cityIds),
      storeIds: sorted(offer.storeIds),
      storeCityIds: sorted(offer.storeCityIds),
      lines: offer.lines
        .map((line) => [line.productId, line.oldPrice, line.newPrice, line.lowest, line.claimed, line.sortDiscount])
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    });
  }
  return described;
}

/** The differences between the state answered from and the state read whole. */
export function compareStates(live: CatalogueState, read: CatalogueState): CatalogueCheck {
  const kept = describe(live);
  const truth = describe(read);
  const differences: string[] = [];
  for (const key of new Set([...kept.keys(), ...truth.keys()])) {
    const inMemory = kept.get(key);
    const inDatabase = truth.get(key);
    if (inMemory !== inDatabase) differences.push(`${key}: in memory ${inMemory ?? 'absent'}, in the database ${inDatabase ?? 'absent'}`);
  }
  let lines = 0;
  for (const offer of live.offers.values()) lines += offer.lines.length;
  return {
    today: live.today,
    consistent: differences.length === 0 && live.today === read.today,
    counts: { products: live.products.size, offers: live.offers.size, lines, stores: live.stores.size },
    differences: differences.slice(0, DIFFERENCES_LISTED),
  };
}
