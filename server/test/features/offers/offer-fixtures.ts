// A small, fully known world for the offer tests (the app is built without demo data, so counts and
// orders are exact): two markets with an admin each, three cities, two categories, global and
// market products, and store locations in known cities.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { categories, locations, markets, products, storeLocations, users } from '../../../src/db/schema.js';
import type { Database } from '../../../src/db/database.js';
import { hashPassword } from '../../../src/features/auth/password.js';
import { tiraneToday } from '../../../src/lib/tirane-date.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { withParsedQuantity } from '../../helpers/product-rows.js';

export const ADMIN_PASSWORD = 'Fixture2025!';

/** Stored upload URLs as saveImage() returns them; cards link the thumbnails derived from them. */
export const STORED_IMAGES = {
  alfaLogo: '/uploads/0123456789abcdef0123456789abcdef.webp',
  milk: '/uploads/fedcba9876543210fedcba9876543210.webp',
} as const;

export interface OfferWorld {
  markets: { a: number; b: number };
  cities: { tirane: number; durres: number; vlore: number };
  categories: { dairy: number; drinks: number };
  /** milk, water: global; cheeseA: market A's own; juiceB: market B's own. */
  products: { milk: number; water: number; cheeseA: number; juiceB: number };
  /** a1: market A in Tiranë, a2: market A in Durrës, aNoCity: market A without a city, b1: market B in Tiranë. */
  stores: { a1: number; a2: number; aNoCity: number; b1: number };
  emails: { adminA: string; adminB: string };
}

export async function seedOfferWorld(db: Database): Promise<OfferWorld> {
  const [a, b] = await db
    .insert(markets)
    .values([{ name: 'Alfa Market', logoPath: STORED_IMAGES.alfaLogo }, { name: 'Beta Market' }])
    .returning({ id: markets.id });
  const [tirane, durres, vlore] = await db
    .insert(locations)
    .values([{ name: 'Tiranë' }, { name: 'Durrës' }, { name: 'Vlorë' }])
    .returning({ id: locations.id });
  const [dairy, drinks] = await db
    .insert(categories)
    .values([{ name: 'Bulmet' }, { name: 'Pije' }])
    .returning({ id: categories.id });
  const [milk, water, cheeseA, juiceB] = await db
    .insert(products)
    .values(
      [
        { name: 'Qumësht i freskët', unit: '1 l', categoryId: dairy!.id, imagePath: STORED_IMAGES.milk },
        { name: 'Ujë mineral', unit: '1.5 l', categoryId: drinks!.id },
        { name: 'Djathë i bardhë', unit: '1 kg', categoryId: dairy!.id, marketId: a!.id },
        { name: 'Lëng portokalli', unit: '1 l', categoryId: drinks!.id, marketId: b!.id },
      ].map(withParsedQuantity),
    )
    .returning({ id: products.id });
  const [a1, a2, aNoCity, b1] = await db
    .insert(storeLocations)
    .values([
      { name: 'Alfa Bllok', latitude: '41.318', longitude: '19.816', marketId: a!.id, locationId: tirane!.id },
      { name: 'Alfa Plazh', latitude: '41.305', longitude: '19.468', marketId: a!.id, locationId: durres!.id },
      { name: 'Alfa pa qytet', latitude: '41.0', longitude: '19.9', marketId: a!.id },
      { name: 'Beta Qendër', latitude: '41.327', longitude: '19.818', marketId: b!.id, locationId: tirane!.id },
    ])
    .returning({ id: storeLocations.id });
  const emails = { adminA: 'admin.alfa@fixture.al', adminB: 'admin.beta@fixture.al' };
  const passwordHash = await hashPassword(ADMIN_PASSWORD);
  await db.insert(users).values([
    { userName: 'alfa', email: emails.adminA, passwordHash, role: 'ROLE_ADMIN', marketId: a!.id },
    { userName: 'beta', email: emails.adminB, passwordHash, role: 'ROLE_ADMIN', marketId: b!.id },
  ]);
  return {
    markets: { a: a!.id, b: b!.id },
    cities: { tirane: tirane!.id, durres: durres!.id, vlore: vlore!.id },
    categories: { dairy: dairy!.id, drinks: drinks!.id },
    products: { milk: milk!.id, water: water!.id, cheeseA: cheeseA!.id, juiceB: juiceB!.id },
    stores: { a1: a1!.id, a2: a2!.id, aNoCity: aNoCity!.id, b1: b1!.id },
    emails,
  };
}

/** YYYY-MM-DD `days` after (or before) `day`. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

export interface OfferContext {
  testApp: TestApp;
  app: FastifyInstance;
  world: OfferWorld;
  tokens: { superAdmin: string; adminA: string; adminB: string };
  /** inject() with the token as a bearer header when given. */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** Creates an offer through the API and returns its id. */
  createOffer(body: Record<string, unknown>, token?: string): Promise<number>;
}

export async function buildOfferContext(): Promise<OfferContext> {
  const testApp = await buildTestApp({ demoData: false });
  const world = await seedOfferWorld(testApp.database.db);
  const tokens = {
    superAdmin: await testApp.login(testApp.config.superAdmin.email, testApp.config.superAdmin.password),
    adminA: await testApp.login(world.emails.adminA, ADMIN_PASSWORD),
    adminB: await testApp.login(world.emails.adminB, ADMIN_PASSWORD),
  };
  const request: OfferContext['request'] = ({ token, headers, ...options }) =>
    testApp.app.inject({ ...options, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  return {
    testApp,
    app: testApp.app,
    world,
    tokens,
    request,
    async createOffer(body, token = tokens.adminA) {
      const response = await request({ method: 'POST', url: '/api/offer/add', payload: body, token });
      if (response.statusCode !== 201) throw new Error(`create offer failed: ${response.statusCode} ${response.body}`);
      return response.json<{ offerId: number }>().offerId;
    },
  };
}

/** A valid body for market A, current today, with one product; override what a test needs. */
export function offerBody(world: OfferWorld, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const today = tiraneToday();
  return {
    offerName: 'Oferta e javës',
    marketId: world.markets.a,
    startDate: addDays(today, -1),
    endDate: addDays(today, 6),
    locationIds: [world.cities.tirane],
    storeLocationIds: [],
    products: [{ productId: world.products.milk, oldPrice: 150, newPrice: 120 }],
    ...overrides,
  };
}
