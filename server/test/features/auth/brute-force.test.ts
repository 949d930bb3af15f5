import { DEFAULT_SUPERADMIN_EMAIL, DEFAULT_SUPERADMIN_PASSWORD } from '../../../src/config.js';
import { LOGIN_BLOCKED_MESSAGE, LOGIN_THROTTLE } from '../../../src/features/auth/auth-routes.js';
import { DEMO_MARKET_ADMIN_PASSWORD, demoMarketAdminEmail } from '../../../src/seed/demo/market-admins.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const login = (usernameOrEmail: string, password: string, ip = '192.0.2.1') =>
  testApp.app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress: ip, payload: { usernameOrEmail, password } });

describe('login brute-force protection', () => {
  it('never blocks a few successful logins a minute', async () => {
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await login(DEFAULT_SUPERADMIN_EMAIL, DEFAULT_SUPERADMIN_PASSWORD)).statusCode).toBe(200);
    }
  });

  it(`blocks an account after ${LOGIN_THROTTLE.maxFailures} failures, even with the right password and from other addresses`, async () => {
    const email = demoMarketAdminEmail('shqiponja');
    for (let attempt = 0; attempt < LOGIN_THROTTLE.maxFailures; attempt++) {
      expect((await login(email, 'wrong-password', `198.51.100.${attempt + 1}`)).statusCode).toBe(401);
    }
    const blocked = await login(email, DEMO_MARKET_ADMIN_PASSWORD, '198.51.100.200');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: LOGIN_BLOCKED_MESSAGE });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // Other accounts are not affected.
    expect((await login(demoMarketAdminEmail('korca'), DEMO_MARKET_ADMIN_PASSWORD, '198.51.100.201')).statusCode).toBe(200);
  });

  it(`blocks an address after ${LOGIN_THROTTLE.maxFailures} failures on any accounts`, async () => {
    const ip = '203.0.113.7';
    for (let attempt = 0; attempt < LOGIN_THROTTLE.maxFailures; attempt++) {
      expect((await login(`guess${attempt}@ofertat.al`, 'wrong-password', ip)).statusCode).toBe(401);
    }
    expect((await login(demoMarketAdminEmail('eko'), DEMO_MARKET_ADMIN_PASSWORD, ip)).statusCode).toBe(429);
    expect((await login(demoMarketAdminEmail('eko'), DEMO_MARKET_ADMIN_PASSWORD, '203.0.113.8')).statusCode).toBe(200);
  });
});
