import { messages } from '@ofertat/shared-api/validation';
import { eq } from 'drizzle-orm';
import type { User } from '@ofertat/shared-api/contracts';
import { DEFAULT_SUPERADMIN_EMAIL, DEFAULT_SUPERADMIN_PASSWORD } from '../../../src/config.js';
import { users } from '../../../src/db/schema.js';
import { SESSION_MEMORY_MS } from '../../../src/features/auth/session-memory.js';
import { DEMO_MARKET_ADMIN_PASSWORD, demoMarketAdminEmail } from '../../../src/seed/demo/market-admins.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const me = (token?: string) =>
  testApp.app.inject({ method: 'GET', url: '/api/admin/me', headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('authenticated routes', () => {
  it('answer 401 without a token or with a forged one', async () => {
    const anonymous = await me();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: expect.any(String) });

    const token = await testApp.login(demoMarketAdminEmail('adriatik'), DEMO_MARKET_ADMIN_PASSWORD);
    const [header, payload] = token.split('.');
    const forged = await me(`${header}.${payload}.${'A'.repeat(43)}`);
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ message: messages.session.expired });
  });

  it('GET /api/admin/me returns the logged-in user', async () => {
    const token = await testApp.login(demoMarketAdminEmail('adriatik'), DEMO_MARKET_ADMIN_PASSWORD);
    const response = await me(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: demoMarketAdminEmail('adriatik'), roles: [{ role: 'ROLE_ADMIN' }] });
  });
});

describe('POST /api/admin/logout', () => {
  it('revokes the token at once, and only that token', async () => {
    const email = demoMarketAdminEmail('drini');
    const token = await testApp.login(email, DEMO_MARKET_ADMIN_PASSWORD);
    const otherSession = await testApp.login(email, DEMO_MARKET_ADMIN_PASSWORD);

    const logout = await testApp.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { authorization: `Bearer ${token}` } });
    expect(logout.statusCode).toBe(200);

    const afterLogout = await me(token);
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json()).toEqual({ message: messages.session.expired });
    expect((await me(otherSession)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/admin/logout' });
    expect(response.statusCode).toBe(401);
  });
});

describe('a deactivated user', () => {
  it('loses their working tokens at once', async () => {
    const email = demoMarketAdminEmail('tomorri');
    const token = await testApp.login(email, DEMO_MARKET_ADMIN_PASSWORD);
    expect((await me(token)).statusCode).toBe(200);
    const superToken = await testApp.login(DEFAULT_SUPERADMIN_EMAIL, DEFAULT_SUPERADMIN_PASSWORD);
    const [user] = await testApp.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));

    const deactivation = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/deactivate/user/${user!.id}`,
      headers: { authorization: `Bearer ${superToken}` },
    });
    expect(deactivation.statusCode).toBe(200);
    const afterwards = await me(token);
    expect(afterwards.statusCode).toBe(401);
    expect(afterwards.json()).toEqual({ message: messages.session.expired });
  });

  it('loses them within SESSION_MEMORY_MS when deactivated outside the API (SQL by hand)', async () => {
    const email = demoMarketAdminEmail('vjosa');
    const token = await testApp.login(email, DEMO_MARKET_ADMIN_PASSWORD);
    expect((await me(token)).statusCode).toBe(200);

    await testApp.database.db.update(users).set({ isActive: false }).where(eq(users.email, email));
    const later = Date.now() + SESSION_MEMORY_MS + 1;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      expect((await me(token)).statusCode).toBe(401);
    } finally {
      clock.mockRestore();
    }
  });
});

describe("an account's update", () => {
  it('applies to its tokens in use at once (its user name here)', async () => {
    const email = demoMarketAdminEmail('adriatik');
    const token = await testApp.login(email, DEMO_MARKET_ADMIN_PASSWORD);
    expect((await me(token)).json()).toMatchObject({ email });
    const superToken = await testApp.login(DEFAULT_SUPERADMIN_EMAIL, DEFAULT_SUPERADMIN_PASSWORD);
    const detail = (await testApp.app.inject({ method: 'GET', url: '/api/admin/users/all', headers: { authorization: `Bearer ${superToken}` } }))
      .json<User[]>()
      .find((user) => user.email === email)!;

    const update = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/update/user/${detail.userId}`,
      headers: { authorization: `Bearer ${superToken}` },
      payload: {
        userName: 'Adriatiku',
        userSurname: detail.userSurname,
        email,
        phoneNumber: detail.phoneNumber,
        marketId: detail.marketId,
        role: detail.role,
        isActive: true,
      },
    });
    expect(update.statusCode).toBe(200);
    expect((await me(token)).json()).toMatchObject({ email, username: 'Adriatiku' });
  });
});
