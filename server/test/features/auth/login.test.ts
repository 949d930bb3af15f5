import { messages } from '@ofertat/shared-api/validation';
import { eq } from 'drizzle-orm';
import { DEFAULT_SUPERADMIN_EMAIL, DEFAULT_SUPERADMIN_PASSWORD } from '../../../src/config.js';
import { users } from '../../../src/db/schema.js';
import { needsRehash } from '../../../src/features/auth/password.js';
import { DEMO_MARKET_ADMIN_PASSWORD, demoMarketAdminEmail } from '../../../src/seed/demo/market-admins.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { hashAtCost } from './password-fixtures.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const login = (payload: unknown) => testApp.app.inject({ method: 'POST', url: '/api/admin/login', payload: payload as object });

describe('POST /api/admin/login', () => {
  it('logs the super admin in with the response the shell stores', async () => {
    const response = await login({ usernameOrEmail: DEFAULT_SUPERADMIN_EMAIL, password: DEFAULT_SUPERADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      userId: expect.any(Number),
      username: 'superadmin',
      email: DEFAULT_SUPERADMIN_EMAIL,
      marketId: null,
      roles: [{ role: 'ROLE_SUPER_ADMIN' }],
    });
  });

  it('logs a market admin in with their market', async () => {
    const response = await login({ usernameOrEmail: demoMarketAdminEmail('dajti'), password: DEMO_MARKET_ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ marketId: expect.any(Number), roles: [{ role: 'ROLE_ADMIN' }] });
  });

  it('matches the email case-insensitively and accepts the user name', async () => {
    const byEmail = await login({ usernameOrEmail: ` ${DEFAULT_SUPERADMIN_EMAIL.toUpperCase()} `, password: DEFAULT_SUPERADMIN_PASSWORD });
    expect(byEmail.statusCode).toBe(200);
    const byUserName = await login({ usernameOrEmail: 'superadmin', password: DEFAULT_SUPERADMIN_PASSWORD });
    expect(byUserName.statusCode).toBe(200);
  });

  it('answers 401 with the spec message for a wrong password or an unknown account', async () => {
    for (const payload of [
      { usernameOrEmail: DEFAULT_SUPERADMIN_EMAIL, password: 'wrong-password' },
      { usernameOrEmail: 'nobody@ofertat.al', password: DEFAULT_SUPERADMIN_PASSWORD },
    ]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: messages.login.failed });
    }
  });

  it('replaces a hash of the earlier, lower scrypt cost at the next successful login', async () => {
    const email = demoMarketAdminEmail('tomorri');
    const storedHash = async () => (await testApp.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email)))[0]!.hash;
    const oldHash = hashAtCost(DEMO_MARKET_ADMIN_PASSWORD, { N: 16384, r: 8, p: 1 });
    await testApp.database.db.update(users).set({ passwordHash: oldHash }).where(eq(users.email, email));

    expect((await login({ usernameOrEmail: email, password: 'wrong-password' })).statusCode).toBe(401);
    expect(await storedHash()).toBe(oldHash);
    // Market2025! is shorter than a new password may be: login still accepts it.
    expect((await login({ usernameOrEmail: email, password: DEMO_MARKET_ADMIN_PASSWORD })).statusCode).toBe(200);
    const upgraded = await storedHash();
    expect(upgraded.split('$').slice(1, 4)).toEqual(['16384', '8', '5']);
    expect(needsRehash(upgraded)).toBe(false);
    expect((await login({ usernameOrEmail: email, password: DEMO_MARKET_ADMIN_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses an inactive user with the same 401', async () => {
    const email = demoMarketAdminEmail('vjosa');
    await testApp.database.db.update(users).set({ isActive: false }).where(eq(users.email, email));
    const response = await login({ usernameOrEmail: email, password: DEMO_MARKET_ADMIN_PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: messages.login.failed });
  });

  it('answers 400 with a JSON message for malformed JSON', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"usernameOrEmail": "a@b.al", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers 400 with the shared schema message for missing fields', async () => {
    const missingPassword = await login({ usernameOrEmail: DEFAULT_SUPERADMIN_EMAIL });
    expect(missingPassword.statusCode).toBe(400);
    expect(missingPassword.json()).toEqual({
      message: messages.login.validation.passwordRequired,
      errors: { password: messages.login.validation.passwordRequired },
    });

    const empty = await login({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(messages.login.validation.usernameOrEmailRequired);
  });

  it('answers 400, not 500, for a body of the wrong type', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '[1, 2]',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});
