// Answers that carry a token or personal data must not be kept by a browser or proxy cache (issue 11).
import { DEFAULT_SUPERADMIN_EMAIL, DEFAULT_SUPERADMIN_PASSWORD } from '../../../src/config.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

let testApp: TestApp;
let token: string;
beforeAll(async () => {
  testApp = await buildTestApp();
  token = await testApp.login(DEFAULT_SUPERADMIN_EMAIL, DEFAULT_SUPERADMIN_PASSWORD);
});
afterAll(() => testApp.close());

const get = (url: string, bearer?: string) =>
  testApp.app.inject({ method: 'GET', url, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

describe('Cache-Control: no-store', () => {
  it('is sent with the login answer, whether it carries a token or not', async () => {
    for (const password of [DEFAULT_SUPERADMIN_PASSWORD, 'wrong-password']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { usernameOrEmail: DEFAULT_SUPERADMIN_EMAIL, password },
      });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('is sent with every answer to a logged-in caller: the session, the users, one user, the overview', async () => {
    const [first] = (await get('/api/admin/users/all', token)).json<Array<{ userId: number }>>();
    for (const url of ['/api/admin/me', '/api/admin/users/all', `/api/admin/users/${first!.userId}`, '/api/admin/overview', '/api/admin/users/999999']) {
      expect({ url, cacheControl: (await get(url, token)).headers['cache-control'] }).toEqual({ url, cacheControl: 'no-store' });
    }
  });

  it('leaves public answers cacheable (revalidated with their ETag)', async () => {
    expect((await get('/api/market/all')).headers['cache-control']).toBe('no-cache');
  });
});
