import { messages } from '@ofertat/shared-api/validation';
import { offerMessages } from '../../../src/features/offers/offer-messages.js';
import { createOfferWrites, type OfferWrite } from '../../../src/features/offers/offer-write-repository.js';
import { tiraneToday } from '../../../src/lib/tirane-date.js';
import { addDays, buildOfferContext, type OfferContext, offerBody } from './offer-fixtures.js';

let context: OfferContext;
beforeAll(async () => {
  context = await buildOfferContext();
});
afterAll(() => context.testApp.close());

/** PUT /api/offer/edit/{offerId} with `payload`, as the holder of `token`. */
const editOffer = (offerId: number, token: string, payload: Record<string, unknown>) =>
  context.request({ method: 'PUT', url: `/api/offer/edit/${offerId}`, token, payload });

describe('[MARKET_ADMIN][OFFERS] create, view, edit, delete', () => {
  it('creates an offer with cities, store locations and two products, and shows it in the form shape', async () => {
    const { world } = context;
    const create = await context.request({
      method: 'POST',
      url: '/api/offer/add',
      token: context.tokens.adminA,
      payload: offerBody(world, {
        offerName: '  Fundjavë me çmime  ',
        locationIds: [world.cities.durres, world.cities.tirane],
        storeLocationIds: [world.stores.a1],
        products: [
          { productId: world.products.milk, oldPrice: '150.50', newPrice: 120 },
          { productId: world.products.cheeseA, oldPrice: 900, newPrice: 749.99 },
        ],
      }),
    });
    expect(create.statusCode).toBe(201);
    const { offerId } = create.json<{ offerId: number }>();
    expect(create.json()).toEqual({ offerId: expect.any(Number), message: offerMessages.created });

    const view = await context.request({ method: 'GET', url: `/api/offer/view/${offerId}`, token: context.tokens.adminA });
    expect(view.statusCode).toBe(200);
    const body = offerBody(world);
    expect(view.json()).toEqual({
      offerId,
      offerName: 'Fundjavë me çmime',
      startDate: body.startDate,
      endDate: body.endDate,
      marketId: world.markets.a,
      marketName: 'Alfa Market',
      locations: [
        { locationId: world.cities.durres, locationName: 'Durrës' },
        { locationId: world.cities.tirane, locationName: 'Tiranë' },
      ],
      storeLocations: [{ storeLocationId: world.stores.a1, storeLocationName: 'Alfa Bllok' }],
      // In the order they were entered, not by name (issue 16), each with its discount as the public card shows it.
      products: [
        { productId: world.products.milk, productName: 'Qumësht i freskët', productUnit: '1 l', oldPrice: 150.5, newPrice: 120, discountPercentage: 20 },
        { productId: world.products.cheeseA, productName: 'Djathë i bardhë', productUnit: '1 kg', oldPrice: 900, newPrice: 749.99, discountPercentage: 17 },
      ],
    });
  });

  it('replaces every link on edit, in one go', async () => {
    const { world } = context;
    const offerId = await context.createOffer(offerBody(world, { storeLocationIds: [world.stores.a2] }));
    const edit = await editOffer(
      offerId,
      context.tokens.adminA,
      offerBody(world, {
        offerName: 'Ndryshuar',
        locationIds: [world.cities.vlore],
        storeLocationIds: [],
        products: [{ productId: world.products.water, oldPrice: 80, newPrice: 60 }],
      }),
    );
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toEqual({ message: offerMessages.updated });
    const view = await context.request({ method: 'GET', url: `/api/offer/view/${offerId}`, token: context.tokens.adminA });
    expect(view.json()).toMatchObject({
      offerName: 'Ndryshuar',
      locations: [{ locationId: world.cities.vlore }],
      storeLocations: [],
      products: [{ productId: world.products.water, oldPrice: 80, newPrice: 60 }],
    });
  });

  it('keeps the product rows in the order and at the prices an edit enters them, kept products included', async () => {
    const { world } = context;
    const offerId = await context.createOffer(offerBody(world));
    const entered = [world.products.water, world.products.milk, world.products.cheeseA];
    const edit = await editOffer(offerId, context.tokens.adminA, offerBody(world, { products: entered.map((productId) => ({ productId, oldPrice: 100, newPrice: 90 })) }));
    expect(edit.statusCode).toBe(200);
    const view = await context.request({ method: 'GET', url: `/api/offer/view/${offerId}`, token: context.tokens.adminA });
    expect(view.json<{ products: { productId: number }[] }>().products).toMatchObject(entered.map((productId) => ({ productId, oldPrice: 100, newPrice: 90 })));
  });

  it('keeps the old links when an edit is refused (nothing is written)', async () => {
    const { world } = context;
    const offerId = await context.createOffer(offerBody(world));
    const edit = await editOffer(offerId, context.tokens.adminA, offerBody(world, { offerName: 'Nuk ruhet', products: [{ productId: 999_999, oldPrice: 10, newPrice: 5 }] }));
    expect(edit.statusCode).toBe(400);
    const view = await context.request({ method: 'GET', url: `/api/offer/view/${offerId}`, token: context.tokens.adminA });
    expect(view.json()).toMatchObject({ offerName: 'Oferta e javës', products: [{ productId: world.products.milk }] });
  });

  it('deletes an offer; afterwards it is 404 with the spec message', async () => {
    const offerId = await context.createOffer(offerBody(context.world));
    const remove = await context.request({ method: 'DELETE', url: `/api/offer/delete/${offerId}`, token: context.tokens.adminA });
    expect(remove.statusCode).toBe(200);
    expect(remove.json()).toEqual({ message: offerMessages.deleted });
    for (const [method, url] of [
      ['GET', `/api/offer/view/${offerId}`],
      ['DELETE', `/api/offer/delete/${offerId}`],
      ['PUT', `/api/offer/edit/${offerId}`],
    ] as const) {
      const response = await context.request({ method, url, token: context.tokens.adminA, payload: offerBody(context.world) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: messages.offers.notFound });
    }
  });
});

describe('[OFFERS] authorization matrix', () => {
  let offerOfA: number;
  beforeAll(async () => {
    offerOfA = await context.createOffer(offerBody(context.world));
  });

  const routes = (offerId = offerOfA) => [
    { method: 'GET' as const, url: `/api/offer/view/${offerId}` },
    { method: 'PUT' as const, url: `/api/offer/edit/${offerId}`, payload: offerBody(context.world) },
    { method: 'GET' as const, url: `/api/offer/list/market/${context.world.markets.a}` },
    { method: 'DELETE' as const, url: `/api/offer/delete/${offerId}` },
  ];

  it('anonymous callers get 401 on every management route', async () => {
    const everyRoute = [
      ...routes(),
      { method: 'POST' as const, url: '/api/offer/add', payload: offerBody(context.world) },
      { method: 'GET' as const, url: '/api/offer/list/all' },
    ];
    for (const route of everyRoute) {
      const response = await context.request(route);
      expect({ route: route.url, status: response.statusCode }).toEqual({ route: route.url, status: 401 });
      expect(response.json()).toEqual({ message: messages.authorization.loginRequired });
    }
  });

  it('the admin of another market gets 403 on view, edit, list and delete', async () => {
    for (const route of routes()) {
      const response = await context.request({ ...route, token: context.tokens.adminB });
      expect({ route: route.url, status: response.statusCode }).toEqual({ route: route.url, status: 403 });
    }
    const stillThere = await context.request({ method: 'GET', url: `/api/offer/view/${offerOfA}`, token: context.tokens.adminA });
    expect(stillThere.statusCode).toBe(200);
  });

  it('the admin of the market and the super admin may do everything', async () => {
    for (const token of [context.tokens.adminA, context.tokens.superAdmin]) {
      const offerId = await context.createOffer(offerBody(context.world, { marketId: context.world.markets.a }), token);
      for (const route of routes(offerId)) {
        const response = await context.request({ ...route, token });
        expect({ url: route.url, status: response.statusCode }).toEqual({ url: route.url, status: 200 });
      }
    }
  });

  it('ignores the marketId a market admin sends: the offer goes to their own market', async () => {
    const { world } = context;
    const offerId = await context.createOffer(offerBody(world, { marketId: world.markets.b }), context.tokens.adminA);
    const view = await context.request({ method: 'GET', url: `/api/offer/view/${offerId}`, token: context.tokens.adminA });
    expect(view.json()).toMatchObject({ marketId: world.markets.a });
    const viewByB = await context.request({ method: 'GET', url: `/api/offer/view/${offerId}`, token: context.tokens.adminB });
    expect(viewByB.statusCode).toBe(403);
  });

  it('requires the super admin to choose a market, and lets them move an offer', async () => {
    const { world } = context;
    const withoutMarket = await context.request({
      method: 'POST',
      url: '/api/offer/add',
      token: context.tokens.superAdmin,
      payload: offerBody(world, { marketId: null }),
    });
    expect(withoutMarket.statusCode).toBe(400);

    const offerId = await context.createOffer(offerBody(world), context.tokens.superAdmin);
    const move = await editOffer(offerId, context.tokens.superAdmin, offerBody(world, { marketId: world.markets.b, storeLocationIds: [world.stores.b1] }));
    expect(move.statusCode).toBe(200);
    const viewByB = await context.request({ method: 'GET', url: `/api/offer/view/${offerId}`, token: context.tokens.adminB });
    expect(viewByB.json()).toMatchObject({ marketId: world.markets.b });
  });

  it('writes an edit or a delete only while the offer is of the market its access was checked against', async () => {
    // A market admin's edit checked against market A, written after a super admin moved the offer to B: it must
    // neither undo the move nor change B's offer. The move is made between the write's two statements.
    const { world } = context;
    const offerId = await context.createOffer(offerBody(world));
    const moveTo = (marketId: number, storeId: number) => async (checkedMarketId: number) => {
      const move = await editOffer(offerId, context.tokens.superAdmin, offerBody(world, { marketId, storeLocationIds: [storeId] }));
      expect(move.statusCode).toBe(200);
      return checkedMarketId;
    };
    const writes = createOfferWrites(context.testApp.database.db);
    const lateEdit = { ...(offerBody(world, { offerName: 'Shkruar vonë' }) as unknown as OfferWrite), marketId: null };
    await expect(writes.update(offerId, moveTo(world.markets.b, world.stores.b1), lateEdit, tiraneToday())).rejects.toMatchObject({
      message: messages.offers.notFound,
    });
    const view = await context.request({ method: 'GET', url: `/api/offer/view/${offerId}`, token: context.tokens.adminB });
    expect(view.json()).toMatchObject({ offerName: 'Oferta e javës', marketId: world.markets.b, storeLocations: [{ storeLocationId: world.stores.b1 }] });

    await expect(writes.delete(offerId, moveTo(world.markets.a, world.stores.a1), tiraneToday())).rejects.toMatchObject({
      message: messages.offers.notFound,
    });
    const kept = await context.request({ method: 'GET', url: `/api/offer/view/${offerId}`, token: context.tokens.adminA });
    expect(kept.json()).toMatchObject({ offerName: 'Oferta e javës', marketId: world.markets.a });
  });

  it('writes an edit over the offer as it read it: again after an edit made meanwhile, refused when they never stop', async () => {
    const { world } = context;
    const offerId = await context.createOffer(offerBody(world));
    let made = 0;
    // The access check runs between the edit's read and its write: another edit of the offer is made there.
    const editedMeanwhile = (times: number) => async (checkedMarketId: number) => {
      if (made < times) {
        made++;
        expect((await editOffer(offerId, context.tokens.adminA, offerBody(world, { offerName: `Ndryshuar ndërkohë ${made}` }))).statusCode).toBe(200);
      }
      return checkedMarketId;
    };
    const writes = createOfferWrites(context.testApp.database.db);
    const lateEdit = { ...(offerBody(world, { offerName: 'Shkruar vonë' }) as unknown as OfferWrite), marketId: null };
    await writes.update(offerId, editedMeanwhile(1), lateEdit, tiraneToday());
    const view = await context.request({ method: 'GET', url: `/api/offer/view/${offerId}`, token: context.tokens.adminA });
    expect(view.json()).toMatchObject({ offerName: 'Shkruar vonë' });

    made = 0;
    await expect(writes.update(offerId, editedMeanwhile(Number.POSITIVE_INFINITY), lateEdit, tiraneToday())).rejects.toMatchObject({
      message: offerMessages.editedMeanwhile,
    });
    const kept = await context.request({ method: 'GET', url: `/api/offer/view/${offerId}`, token: context.tokens.adminA });
    expect(kept.json()).toMatchObject({ offerName: `Ndryshuar ndërkohë ${made}` });
  });

  it("refuses another market's products and store locations (403), and accepts global products", async () => {
    const { world } = context;
    const cases = [
      { products: [{ productId: world.products.juiceB, oldPrice: 10, newPrice: 5 }], message: offerMessages.productsOfOtherMarket },
      { storeLocationIds: [world.stores.b1], message: offerMessages.storePointsOfOtherMarket },
    ];
    for (const { message, ...overrides } of cases) {
      const response = await context.request({
        method: 'POST',
        url: '/api/offer/add',
        token: context.tokens.adminA,
        payload: offerBody(world, overrides),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message });
    }
  });

  it('keeps the super-admin overview for the super admin', async () => {
    const response = await context.request({ method: 'GET', url: '/api/offer/list/all', token: context.tokens.adminA });
    expect(response.statusCode).toBe(403);
  });
});

describe('[OFFERS] lists for the back office', () => {
  it("lists a market's offers, expired ones included, newest first, with status and product count", async () => {
    const { world } = context;
    const today = tiraneToday();
    const expired = await context.createOffer(
      offerBody(world, { offerName: 'E skaduar', startDate: addDays(today, -30), endDate: addDays(today, -1) }),
      context.tokens.adminB,
    );
    const upcoming = await context.createOffer(
      offerBody(world, {
        offerName: 'E ardhshme',
        startDate: addDays(today, 2),
        endDate: addDays(today, 9),
        products: [
          { productId: world.products.water, oldPrice: 80, newPrice: 60 },
          { productId: world.products.juiceB, oldPrice: 200, newPrice: 150 },
        ],
      }),
      context.tokens.adminB,
    );
    const current = await context.createOffer(
      offerBody(world, { offerName: 'Sot', startDate: today, endDate: today }),
      context.tokens.adminB,
    );

    const response = await context.request({ method: 'GET', url: `/api/offer/list/market/${world.markets.b}`, token: context.tokens.adminB });
    expect(response.statusCode).toBe(200);
    // Earlier tests left other offers in market B; these three show the order and the flags.
    const created = [upcoming, current, expired];
    const listed = response.json<{ offerId: number }[]>().filter((item) => created.includes(item.offerId));
    expect(listed).toEqual([
      { offerId: upcoming, offerName: 'E ardhshme', offerStartDate: addDays(today, 2), offerEndDate: addDays(today, 9), current: false, expired: false, productCount: 2 },
      { offerId: current, offerName: 'Sot', offerStartDate: today, offerEndDate: today, current: true, expired: false, productCount: 1 },
      { offerId: expired, offerName: 'E skaduar', offerStartDate: addDays(today, -30), offerEndDate: addDays(today, -1), current: false, expired: true, productCount: 1 },
    ]);

    const overview = await context.request({ method: 'GET', url: '/api/offer/list/all', token: context.tokens.superAdmin });
    expect(overview.statusCode).toBe(200);
    const items = overview.json<{ offerId: number; marketId: number; marketName: string; marketActive: boolean; expired: boolean }[]>();
    expect(items.find((item) => item.offerId === expired)).toMatchObject({
      marketId: world.markets.b,
      marketName: 'Beta Market',
      marketActive: true,
      expired: true,
      productCount: 1,
    });
    expect(new Set(items.map((item) => item.marketId))).toEqual(new Set([world.markets.a, world.markets.b]));
  });
});
