// A small, fully known world for the category, product and flyer tests (the app is built without demo data,
// so counts and orders are exact): two active markets with an admin each, a deactivated market, three
// categories, and global and market products.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db/database.js';
import { categories, markets, products, users } from '../../src/db/schema.js';
import { hashPassword } from '../../src/features/auth/password.js';
import { buildTestApp, type TestApp, type TestAppOptions } from './build-test-app.js';
import { withParsedQuantity } from './product-rows.js';

const ADMIN_PASSWORD = 'Catalogue2025!';


export interface CatalogueWorld {
  /** a, b: active; closed: deactivated. */
  markets: { a: number; b: number; closed: number };
  /** empty: no product at all. */
  categories: { dairy: number; drinks: number; empty: number };
  /** milk, water: global; cheeseA, juiceB, closedBread: of markets a, b and closed. */
  products: { milk: number; water: number; cheeseA: number; juiceB: number; closedBread: number };
}

async function seedCatalogueWorld(db: Database): Promise<CatalogueWorld> {
  const [a, b, closed] = await db
    .insert(markets)
    .values([{ name: 'Alfa Market', logoPath: '/uploads/alfa-logo.webp' }, { name: 'Beta Market' }, { name: 'Mbyllur Market', isActive: false }])
    .returning({ id: markets.id });
  const [dairy, drinks, empty] = await db
    .insert(categories)
    .values([{ name: 'Bulmet' }, { name: 'Pije' }, { name: 'Pastrim' }])
    .returning({ id: categories.id });
  const [milk, water, cheeseA, juiceB, closedBread] = await db
    .insert(products)
    .values(
      [
        { name: 'Qumësht i freskët 1L', unit: '1 L', categoryId: dairy!.id, currentPrice: '140.00' },
        { name: 'Ujë mineral', unit: '1.5 L', categoryId: drinks!.id },
        { name: 'Djathë i bardhë Gjirokastre', unit: '1 kg', categoryId: dairy!.id, marketId: a!.id, currentPrice: '849.90' },
        { name: 'Lëng shege', unit: '1 L', categoryId: drinks!.id, marketId: b!.id },
        { name: 'Bukë fshati', unit: 'copë', categoryId: drinks!.id, marketId: closed!.id },
      ].map(withParsedQuantity),
    )
    .returning({ id: products.id });
  const passwordHash = await hashPassword(ADMIN_PASSWORD);
  await db.insert(users).values([
    { userName: 'alfa', email: 'admin.alfa@catalogue.al', passwordHash, role: 'ROLE_ADMIN', marketId: a!.id },
    { userName: 'beta', email: 'admin.beta@catalogue.al', passwordHash, role: 'ROLE_ADMIN', marketId: b!.id },
  ]);
  return {
    markets: { a: a!.id, b: b!.id, closed: closed!.id },
    categories: { dairy: dairy!.id, drinks: drinks!.id, empty: empty!.id },
    products: { milk: milk!.id, water: water!.id, cheeseA: cheeseA!.id, juiceB: juiceB!.id, closedBread: closedBread!.id },
  };
}

/** The callers of the authorization matrix; `anonymous` sends no token. */
export type Caller = 'anonymous' | 'adminA' | 'adminB' | 'superAdmin';

export interface CatalogueContext {
  testApp: TestApp;
  app: FastifyInstance;
  db: Database;
  world: CatalogueWorld;
  tokens: Record<Exclude<Caller, 'anonymous'>, string>;
  /** inject() as `as` (a caller of the matrix, default anonymous). */
  request(options: InjectOptions & { as?: Caller }): Promise<LightMyRequestResponse>;
}

export async function buildCatalogueContext(options: Omit<TestAppOptions, 'demoData'> = {}): Promise<CatalogueContext> {
  const testApp = await buildTestApp({ ...options, demoData: false });
  const db = testApp.database.db;
  const world = await seedCatalogueWorld(db);
  const tokens = {
    superAdmin: await testApp.login(testApp.config.superAdmin.email, testApp.config.superAdmin.password),
    adminA: await testApp.login('admin.alfa@catalogue.al', ADMIN_PASSWORD),
    adminB: await testApp.login('admin.beta@catalogue.al', ADMIN_PASSWORD),
  };
  return {
    testApp,
    app: testApp.app,
    db,
    world,
    tokens,
    request: ({ as = 'anonymous', headers, ...rest }) =>
      testApp.app.inject({
        ...rest,
        headers: { ...headers, ...(as === 'anonymous' ? {} : { authorization: `Bearer ${tokens[as]}` }) },
      }),
  };
}

/** A product a test inserts behind the API: a dairy product, global unless a market is named. */
export interface NewProduct {
  name: string;
  unit: string;
  marketId?: number | null;
  barcode?: string | null;
}

/** Inserts products behind the API (with the quantity a save would read), then tells the catalogue as a write would. */
export async function insertProducts(context: CatalogueContext, ...rows: NewProduct[]): Promise<number[]> {
  const inserted = await context.db
    .insert(products)
    .values(rows.map((row) => withParsedQuantity({ categoryId: context.world.categories.dairy, marketId: null, barcode: null, ...row })))
    .returning({ id: products.id });
  await context.app.publicCache.invalidate();
  return inserted.map(({ id }) => id);
}
