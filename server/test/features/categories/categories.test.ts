import { messages } from '@ofertat/shared-api/validation';
import { offerProducts, offers } from '../../../src/db/schema.js';
import { addDays, tiraneToday } from '../../../src/lib/tirane-date.js';
import { buildCatalogueContext, type Caller, type CatalogueContext } from '../../helpers/catalogue-world.js';
import { multipart } from '../../helpers/uploads.js';

let context: CatalogueContext;
beforeAll(async () => {
  context = await buildCatalogueContext();
});
afterAll(() => context.testApp.close());

const listCategories = async () => {
  const response = await context.request({ method: 'GET', url: '/api/category/all' });
  expect(response.statusCode).toBe(200);
  return response.json<{ categoryId: number; categoryName: string; productCount: number }[]>();
};

const countOf = async (categoryId: number) => (await listCategories()).find((row) => row.categoryId === categoryId)?.productCount;

async function insertOffer(marketId: number, startDate: string, endDate: string, productIds: number[]) {
  const [offer] = await context.db.insert(offers).values({ name: 'Test', marketId, startDate, endDate }).returning({ id: offers.id });
  await context.db
    .insert(offerProducts)
    .values(productIds.map((productId) => ({ offerId: offer!.id, productId, oldPrice: '200.00', newPrice: '150.00' })));
  // Offers are written behind the API's back here, so the public bodies must be dropped by hand.
  await context.app.publicCache.invalidate();
  return offer!.id;
}

describe('GET /api/category/all', () => {
  it('lists every category alphabetically with its fields, for anyone', async () => {
    const { categories } = context.world;
    expect(await listCategories()).toEqual([
      { categoryId: categories.dairy, categoryName: 'Bulmet', productCount: 0 },
      { categoryId: categories.empty, categoryName: 'Pastrim', productCount: 0 },
      { categoryId: categories.drinks, categoryName: 'Pije', productCount: 0 },
    ]);
  });

  it('counts distinct products with a current offer (Europe/Tirane day) of an active market', async () => {
    const { markets, products, categories } = context.world;
    const today = tiraneToday();
    // Current: started today or earlier, ends today or later. The milk is in two offers but counts once.
    await insertOffer(markets.a, today, today, [products.milk, products.cheeseA]);
    await insertOffer(markets.b, addDays(today, -3), addDays(today, 3), [products.milk, products.juiceB]);
    // Not current: ended yesterday, starts tomorrow, or of a deactivated market.
    await insertOffer(markets.a, addDays(today, -10), addDays(today, -1), [products.water]);
    await insertOffer(markets.b, addDays(today, 1), addDays(today, 5), [products.water]);
    await insertOffer(markets.closed, today, addDays(today, 2), [products.closedBread, products.water]);

    expect(await countOf(categories.dairy)).toBe(2);
    expect(await countOf(categories.drinks)).toBe(1);
    expect(await countOf(categories.empty)).toBe(0);
  });
});

describe('POST /api/category/add', () => {
  const add = (categoryName: string | undefined, as: Caller = 'superAdmin') =>
    context.request({ method: 'POST', url: '/api/category/add', payload: multipart({ categoryName }), as });

  it('creates a category (201) that the public list shows at once', async () => {
    const response = await add('  Kafe dhe çaj ');
    expect(response.statusCode).toBe(201);
    const created = response.json<{ categoryId: number; categoryName: string }>();
    expect(created).toEqual({ categoryId: expect.any(Number), categoryName: 'Kafe dhe çaj' });
    expect(await listCategories()).toContainEqual({ ...created, productCount: 0 });
  });

  it('refuses a blank name and a name that exists ignoring case and accents', async () => {
    const blank = await add('   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(messages.categories.validation.nameRequired);
    expect((await add(undefined)).json().message).toBe(messages.categories.validation.nameRequired);

    const duplicate = await add('BULMËT');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: messages.categories.duplicate('Bulmet') });
  });

  it('takes multipart only', async () => {
    const json = await context.request({ method: 'POST', url: '/api/category/add', payload: { categoryName: 'Të ngrira' }, as: 'superAdmin' });
    expect(json.statusCode).toBe(415);
  });

  it.each<[Caller, number]>([
    ['anonymous', 401],
    ['adminA', 403],
    ['adminB', 403],
    ['superAdmin', 201],
  ])('as %s answers %i', async (as, status) => {
    expect((await add(`Kategori nga ${as}`, as)).statusCode).toBe(status);
  });
});

describe('PUT /api/category/update/{id}', () => {
  const update = (id: number | string, categoryName: string, as: Caller = 'superAdmin') =>
    context.request({ method: 'PUT', url: `/api/category/update/${id}`, payload: multipart({ categoryName }), as });

  it('renames a category (200), also to a different spelling of its own name', async () => {
    const { empty } = context.world.categories;
    const response = await update(empty, 'Pastrim dhe larje');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ categoryId: empty, categoryName: 'Pastrim dhe larje' });
    expect(await listCategories()).toContainEqual({ categoryId: empty, categoryName: 'Pastrim dhe larje', productCount: 0 });
    expect((await update(empty, 'PASTRIM DHE LARJE')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown category, 400 for a bad id or name, 409 for another category’s name', async () => {
    const missing = await update(999_999, 'Diçka');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.categories.notFound });
    expect((await update('abc', 'Diçka')).statusCode).toBe(400);
    expect((await update(context.world.categories.drinks, '')).json().message).toBe(messages.categories.validation.nameRequired);
    expect((await update(context.world.categories.drinks, 'bulmet')).statusCode).toBe(409);
  });

  it.each<[Caller, number]>([
    ['anonymous', 401],
    ['adminA', 403],
    ['adminB', 403],
    ['superAdmin', 200],
  ])('as %s answers %i', async (as, status) => {
    expect((await update(context.world.categories.drinks, 'Pije', as)).statusCode).toBe(status);
  });
});
