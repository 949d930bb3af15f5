import type { Database } from '../../db/database.js';
import { storeLocations } from '../../db/schema.js';
import type { DemoCity } from './cities.js';
import type { DemoMarketKey, SeededMarket } from './markets.js';

export interface DemoStorePoint {
  market: DemoMarketKey;
  city: DemoCity;
  /** Square, street or quarter of the shop; the store is named "<market> – <place>". */
  place: string;
  latitude: number;
  longitude: number;
}

// Real streets, squares and quarters in the centres of the 12 county seats, a few hundred metres apart,
// so the public map shows plausible clusters.
export const DEMO_STORE_LOCATIONS: readonly DemoStorePoint[] = [
  { market: 'dajti', city: 'Tiranë', place: 'Blloku', latitude: 41.3197, longitude: 19.816 },
  { market: 'eko', city: 'Tiranë', place: 'Pazari i Ri', latitude: 41.3296, longitude: 19.8253 },
  { market: 'shqiponja', city: 'Tiranë', place: 'Myslym Shyri', latitude: 41.3228, longitude: 19.8115 },
  { market: 'korca', city: 'Tiranë', place: 'Rruga e Kavajës', latitude: 41.3253, longitude: 19.804 },
  { market: 'dajti', city: 'Tiranë', place: 'Komuna e Parisit', latitude: 41.317, longitude: 19.799 },
  { market: 'shqiponja', city: 'Tiranë', place: 'Zogu i Zi', latitude: 41.3342, longitude: 19.801 },
  { market: 'tomorri', city: 'Tiranë', place: 'Rruga e Durrësit', latitude: 41.3305, longitude: 19.8118 },
  { market: 'dajti', city: 'Tiranë', place: 'Rruga e Elbasanit', latitude: 41.3178, longitude: 19.8265 },
  { market: 'eko', city: 'Tiranë', place: '21 Dhjetori', latitude: 41.3268, longitude: 19.8058 },

  { market: 'adriatik', city: 'Durrës', place: 'Sheshi Liria', latitude: 41.315, longitude: 19.446 },
  { market: 'shqiponja', city: 'Durrës', place: 'Amfiteatri', latitude: 41.3128, longitude: 19.4468 },
  { market: 'dajti', city: 'Durrës', place: 'Rruga Tregtare', latitude: 41.3175, longitude: 19.449 },
  { market: 'adriatik', city: 'Durrës', place: 'Stacioni i Trenit', latitude: 41.3195, longitude: 19.4525 },
  { market: 'shqiponja', city: 'Durrës', place: 'Rruga Egnatia', latitude: 41.321, longitude: 19.456 },

  { market: 'vjosa', city: 'Vlorë', place: 'Sheshi i Flamurit', latitude: 40.47, longitude: 19.491 },
  { market: 'adriatik', city: 'Vlorë', place: 'Xhamia e Muradies', latitude: 40.4665, longitude: 19.4893 },
  { market: 'shqiponja', city: 'Vlorë', place: 'Rruga Sadik Zotaj', latitude: 40.468, longitude: 19.4935 },
  { market: 'vjosa', city: 'Vlorë', place: 'Lagjja Pavarësia', latitude: 40.4735, longitude: 19.4945 },
  { market: 'adriatik', city: 'Vlorë', place: 'Bulevardi Vlorë–Skelë', latitude: 40.464, longitude: 19.487 },

  { market: 'drini', city: 'Shkodër', place: 'Sheshi Demokracia', latitude: 42.0683, longitude: 19.5126 },
  { market: 'adriatik', city: 'Shkodër', place: 'Rruga Kolë Idromeno', latitude: 42.0668, longitude: 19.5105 },
  { market: 'shqiponja', city: 'Shkodër', place: 'Gjuhadol', latitude: 42.066, longitude: 19.5075 },
  { market: 'drini', city: 'Shkodër', place: 'Parruca', latitude: 42.07, longitude: 19.516 },
  { market: 'drini', city: 'Shkodër', place: 'Bulevardi Skënderbeu', latitude: 42.0645, longitude: 19.5135 },

  { market: 'tomorri', city: 'Elbasan', place: 'Kalaja', latitude: 41.1118, longitude: 20.083 },
  { market: 'dajti', city: 'Elbasan', place: 'Bulevardi Aleksandër Xhuvani', latitude: 41.114, longitude: 20.085 },
  { market: 'shqiponja', city: 'Elbasan', place: 'Rruga Rinia', latitude: 41.116, longitude: 20.08 },
  { market: 'korca', city: 'Elbasan', place: 'Sheshi Aqif Pasha', latitude: 41.1128, longitude: 20.0805 },

  { market: 'korca', city: 'Korçë', place: 'Katedralja', latitude: 40.6175, longitude: 20.78 },
  { market: 'korca', city: 'Korçë', place: 'Pazari i Vjetër', latitude: 40.6207, longitude: 20.7838 },
  { market: 'eko', city: 'Korçë', place: 'Rruga Fan Noli', latitude: 40.616, longitude: 20.777 },
  { market: 'korca', city: 'Korçë', place: 'Lagjja 4', latitude: 40.623, longitude: 20.779 },

  { market: 'shqiponja', city: 'Fier', place: 'Qendër', latitude: 40.724, longitude: 19.5565 },
  { market: 'vjosa', city: 'Fier', place: 'Lagjja Kastriot', latitude: 40.7265, longitude: 19.559 },
  { market: 'tomorri', city: 'Fier', place: 'Rruga Jakov Xoxa', latitude: 40.7215, longitude: 19.554 },
  { market: 'adriatik', city: 'Fier', place: 'Lagjja 15 Tetori', latitude: 40.7195, longitude: 19.5595 },

  { market: 'tomorri', city: 'Berat', place: 'Mangalem', latitude: 40.7057, longitude: 19.9495 },
  { market: 'vjosa', city: 'Berat', place: 'Bulevardi Republika', latitude: 40.704, longitude: 19.953 },
  { market: 'eko', city: 'Berat', place: 'Lagjja 30 Vjetori', latitude: 40.7005, longitude: 19.9565 },

  { market: 'vjosa', city: 'Gjirokastër', place: 'Qafa e Pazarit', latitude: 40.0755, longitude: 20.139 },
  { market: 'eko', city: 'Gjirokastër', place: 'Lagjja 18 Shtatori', latitude: 40.081, longitude: 20.1445 },
  { market: 'vjosa', city: 'Gjirokastër', place: 'Lagjja 11 Janari', latitude: 40.079, longitude: 20.1475 },

  { market: 'drini', city: 'Lezhë', place: 'Sheshi Gjergj Kastrioti', latitude: 41.783, longitude: 19.644 },
  { market: 'adriatik', city: 'Lezhë', place: 'Rruga Besëlidhja', latitude: 41.785, longitude: 19.6465 },
  { market: 'drini', city: 'Lezhë', place: 'Lagjja Skënderbeg', latitude: 41.7812, longitude: 19.6418 },

  { market: 'drini', city: 'Kukës', place: 'Qendër', latitude: 42.0767, longitude: 20.4217 },
  { market: 'eko', city: 'Kukës', place: 'Rruga Dëshmorët e Kombit', latitude: 42.0785, longitude: 20.424 },
  { market: 'drini', city: 'Kukës', place: 'Lagjja Dardania', latitude: 42.0745, longitude: 20.4192 },

  { market: 'dajti', city: 'Peshkopi', place: 'Bulevardi Elez Isufi', latitude: 41.6835, longitude: 20.429 },
  { market: 'drini', city: 'Peshkopi', place: 'Pazari', latitude: 41.6852, longitude: 20.4312 },
  { market: 'dajti', city: 'Peshkopi', place: 'Dobrovë', latitude: 41.6812, longitude: 20.4262 },
];

export interface SeededStorePoint {
  id: number;
  name: string;
  marketId: number;
  locationId: number;
  city: DemoCity;
}

/** Inserts DEMO_STORE_LOCATIONS, each in its market and city. */
export async function seedStorePoints(
  db: Database,
  markets: SeededMarket[],
  cities: Map<DemoCity, number>,
): Promise<SeededStorePoint[]> {
  const marketOf = new Map(markets.map((market) => [market.key, market]));
  const stores = DEMO_STORE_LOCATIONS.map((store) => {
    const market = marketOf.get(store.market)!;
    return {
      city: store.city,
      row: {
        name: `${market.name} – ${store.place}`,
        latitude: String(store.latitude),
        longitude: String(store.longitude),
        marketId: market.id,
        locationId: cities.get(store.city)!,
      },
    };
  });
  const inserted = await db
    .insert(storeLocations)
    .values(stores.map((store) => store.row))
    .returning({ id: storeLocations.id, name: storeLocations.name });
  // Names are unique in the demo data: match the ids back by name rather than trust the row order.
  const idOf = new Map(inserted.map((row) => [row.name, row.id]));
  return stores.map(({ city, row }) => ({ id: idOf.get(row.name)!, name: row.name, marketId: row.marketId, locationId: row.locationId, city }));
}
