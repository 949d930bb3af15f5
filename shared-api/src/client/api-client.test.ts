/**
 * @jest-environment node
 */
// Node environment: jsdom has no fetch, Request or Response, which ky needs; Node 20 has them.
import { messages } from '../messages';
import { login } from '../resources/auth';
import { fetchTopAd, recordAdClick } from '../resources/ads';
import { fetchJobPost } from '../resources/job-posts';
import { fetchMarkets } from '../resources/markets';
import { createMarket } from '../admin/markets';
import { fetchProductGroups } from '../resources/compare';
import { createOffer, deleteOffer } from '../admin/offers';
import { createFlyer } from '../admin/flyers';
import { configureApiClient, getApiClient } from '../page-state/api-client';
import { createApiClient } from './api-client';
import { ApiError, fieldErrorsOf, toApiError, toUserMessage } from './api-error';

let token: string | null;
const onUnauthorized = jest.fn();
const requests: Request[] = [];

function respondWith(handler: (request: Request) => Response | Promise<Response>) {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    requests.push(request.clone());
    // A real fetch reads the body; ky waits for that before it releases the copy it keeps for retries.
    await request.arrayBuffer();
    return handler(request);
  });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const offer = {
  offerName: 'Oferta',
  marketId: 1,
  startDate: '2025-06-01',
  endDate: '2025-06-30',
  locationIds: [1],
  storeLocationIds: [],
  products: [{ productId: 1, oldPrice: 2, newPrice: 1 }],
};

beforeEach(() => {
  token = 'token-1';
  onUnauthorized.mockReset();
  requests.length = 0;
  configureApiClient({ baseUrl: 'http://api.test', getToken: () => token, onUnauthorized });
});

afterEach(() => jest.restoreAllMocks());

describe('requests', () => {
  it('sends the bearer token to the API path under the base URL', async () => {
    respondWith(() => json([{ marketId: 1, marketName: 'Conad', marketLogo: null }]));
    await expect(fetchMarkets()).resolves.toEqual([{ marketId: 1, marketName: 'Conad', marketLogo: null }]);
    expect(requests[0]!.url).toBe('http://api.test/api/market/all');
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('sends no Authorization header without a token, and none on login even with a stale one', async () => {
    token = null;
    respondWith(() => json([]));
    await fetchMarkets();
    token = 'stale';
    respondWith(() => json({ token: 't', userId: 1, username: 'a', email: 'a@b.al', marketId: null, roles: [] }));
    await login({ usernameOrEmail: 'a', password: 'b' });
    expect(requests.map((request) => request.headers.has('Authorization'))).toEqual([false, false]);
  });

  it('sends JSON bodies as application/json', async () => {
    respondWith(() => new Response(null, { status: 201 }));
    await createOffer(offer);
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(await requests[0]!.json()).toEqual(offer);
  });

  it('sends multipart without a JSON content type', async () => {
    respondWith(() => new Response(null, { status: 201 }));
    const fields = { marketId: 2, volantinoName: 'Java', volantinoStartDate: '2025-05-01', volantinoEndDate: '2025-05-07' };
    await createFlyer(fields, { image: new Blob(['img'], { type: 'image/png' }), pdf: new Blob(['%PDF'], { type: 'application/pdf' }) });
    const request = requests[0]!;
    expect(request.url).toBe('http://api.test/api/volantino/add');
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect(form.get('volantinoName')).toBe('Java');
    expect(form.get('marketId')).toBe('2');
    expect(form.get('volantinoImageUrl')).toBeInstanceOf(Blob);
    expect(form.get('volantinoPdfUrl')).toBeInstanceOf(Blob);
  });

  it('sends no content type on a bodiless POST', async () => {
    respondWith(() => new Response(null, { status: 200 }));
    await recordAdClick(5);
    expect(requests[0]!.url).toBe('http://api.test/api/ads/count/5');
    expect(requests[0]!.headers.has('Content-Type')).toBe(false);
  });

  it('fetchProductGroups sends only the criteria given', async () => {
    respondWith(() => json({ items: [], total: 0, page: 2, pageSize: 4 }));
    await fetchProductGroups({ marketId: 3, q: '', locationId: undefined, sort: 'discount', page: 2, pageSize: 4 });
    expect(requests[0]!.url).toBe('http://api.test/api/compare/products?marketId=3&sort=discount&page=2&pageSize=4');
  });

  it('unwraps the job post envelope and reads an empty ad slot as null', async () => {
    const post = { jobPostId: 4, jobTitle: 'Arkëtar', jobDescription: 'x', active: true };
    respondWith((request) => (request.url.endsWith('/api/ads/top') ? new Response('', { status: 200 }) : json({ status: 200, data: post })));
    await expect(fetchJobPost(4)).resolves.toEqual(post);
    await expect(fetchTopAd()).resolves.toBeNull();
    expect(requests[0]!.url).toBe('http://api.test/api/jobpost/job/4');
  });
});

describe('errors', () => {
  it('a 401 on a request with a token calls onUnauthorized and says the session expired', async () => {
    respondWith(() => json({ message: 'Token i pavlefshëm.' }, 401));
    const error = await failure(fetchMarkets());
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(error.status).toBe(401);
    expect(toUserMessage(error, 'fallback')).toBe(messages.session.expired);
  });

  it('a failed login does not end the session and shows the server message', async () => {
    respondWith(() => json({ message: 'Kredencialet janë të gabuara.' }, 401));
    const error = await failure(login({ usernameOrEmail: 'a', password: 'wrong' }));
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(error.userMessage).toBe('Kredencialet janë të gabuara.');
  });

  it('takes the message and details from the JSON error body', async () => {
    respondWith(() => json({ message: 'Oferta nuk u gjet.', details: { id: 'unknown' } }, 404));
    const error = await failure(deleteOffer(99));
    expect(error).toMatchObject({ status: 404, message: 'Oferta nuk u gjet.', details: { id: 'unknown' }, isNetworkError: false });
    expect(toUserMessage(error, messages.offers.deleteError)).toBe('Oferta nuk u gjet.');
  });

  it("keeps the server's per-field messages for a form to show beside its fields", async () => {
    const common = 'Ky fjalëkalim është ndër më të përdorurit dhe gjendet lehtë. Zgjidhni një tjetër.';
    respondWith(() => json({ message: common, errors: { password: common, other: 42 } }, 400));
    const error = await failure(createOffer(offer));
    expect(error.fieldErrors).toEqual({ password: common });
    expect(fieldErrorsOf(error)).toEqual({ password: common });
    expect(fieldErrorsOf(new Error('not from the server'))).toEqual({});
  });

  it('falls back to the screen text when the body has no message, and does not retry a POST', async () => {
    respondWith(() => new Response('<html>Bad gateway</html>', { status: 503 }));
    const error = await failure(createOffer(offer));
    expect(error.status).toBe(503);
    expect(error.userMessage).toBeNull();
    expect(toUserMessage(error, messages.generic.somethingWentWrongAl)).toBe('Diçka shkoi keq. Provoni përsëri.');
    expect(requests).toHaveLength(1);
  });

  it('flags a network failure', async () => {
    respondWith(() => {
      throw new TypeError('fetch failed');
    });
    const error = await failure(createOffer(offer));
    expect(error).toMatchObject({ status: 0, isNetworkError: true, userMessage: null });
    expect(toUserMessage(error, messages.volantino.networkError)).toBe(messages.volantino.networkError);
  });

  it('flags a timeout as a network failure, with the per-call upload timeout', async () => {
    respondWith(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    const error = await failure(createMarket({ marketName: 'Spar' }, { timeout: 20 }));
    expect(error.isNetworkError).toBe(true);
  });
});

describe('errors of another copy of the client (a remote on its own shared-api and ky)', () => {
  it("recognises an ApiError and reads ky's errors made by another copy", async () => {
    await jest.isolateModulesAsync(async () => {
      const other = await import('./api-error');
      const ky = await import('ky');
      expect(other.ApiError).not.toBe(ApiError);
      const theirs = new other.ApiError({ status: 409, message: 'Ky qytet ekziston.', userMessage: 'Ky qytet ekziston.', fieldErrors: { name: 'Ky qytet ekziston.' } });
      expect(theirs).toBeInstanceOf(ApiError);
      expect(fieldErrorsOf(theirs)).toEqual({ name: 'Ky qytet ekziston.' });
      expect(toUserMessage(theirs, 'fallback')).toBe('Ky qytet ekziston.');
      expect(new ApiError({ status: 0, message: 'x' })).toBeInstanceOf(other.ApiError);
      expect(new Error('x')).not.toBeInstanceOf(ApiError);

      const request = new Request('http://api.test/api/location/add', { method: 'POST' });
      const response = json({ message: 'Ky qytet ekziston.' }, 409);
      const httpError = new ky.HTTPError(response, request, {} as never);
      const mapped = await toApiError(httpError);
      expect(mapped).toBeInstanceOf(ApiError);
      expect(mapped).toMatchObject({ status: 409, userMessage: 'Ky qytet ekziston.' });
    });
  });
});

describe('configuration', () => {
  it('getApiClient explains what is missing before configureApiClient', async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('../page-state/api-client');
      expect(() => fresh.getApiClient()).toThrow(/configureApiClient/);
    });
    expect(getApiClient()).toBeDefined();
  });

  it("an empty baseUrl means the page's origin, not the current page's path", async () => {
    Object.defineProperty(globalThis, 'location', { value: { origin: 'http://shop.test' }, configurable: true });
    try {
      respondWith(() => json([]));
      await createApiClient({ baseUrl: '' }).get('api/market/all');
      expect(requests[0]!.url).toBe('http://shop.test/api/market/all');
    } finally {
      Reflect.deleteProperty(globalThis, 'location');
    }
    expect(() => createApiClient({ baseUrl: '' })).toThrow(/absolute/);
  });
});
