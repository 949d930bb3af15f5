import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { withoutPrototypeKeys } from '../../src/lib/validation.js';

describe('withoutPrototypeKeys', () => {
  it('drops inherited names at every schema level and keeps everything else', () => {
    const file = Buffer.from('x');
    expect(
      withoutPrototypeKeys({
        constructor: 1,
        toString: 'x',
        name: 'Qumësht',
        products: [{ productId: 1, hasOwnProperty: true, valueOf: 2 }],
        file,
      }),
    ).toEqual({ name: 'Qumësht', products: [{ productId: 1 }], file });
    const nested = JSON.parse('{"a":{"b":{"c":{"d":{"e":{"constructor":1}}}}}}') as unknown;
    expect(withoutPrototypeKeys(nested)).toEqual(nested);
  });
});

// Found by the API fuzzing check: an inherited name as a body key was a 500 (yup's field look-up) on every
// operation whose body yup reads.
describe('a body key named after an inherited member', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ demoData: false });
  });
  afterAll(() => testApp.close());

  it.each([
    // No criterion left: the search's own 400.
    ['/api/offer/search', { constructor: null }, 400],
    ['/api/sessions', { userId: 'a', durationSeconds: 5, constructor: 1 }, 201],
    ['/api/admin/login', { usernameOrEmail: 'x@y.al', password: 'abcdefghijkl', toString: 1 }, 401],
  ])('is dropped like any unknown key: POST %s', async (url, payload, status) => {
    const response = await testApp.app.inject({ method: 'POST', url, payload });
    expect(response.statusCode).toBe(status);
  });
});
