// Two server instances on one PostgreSQL database, as behind nginx: the login throttle must count the
// failures of both, whichever instance and whichever name (e-mail or user name) they came through.
// PostgreSQL only (jest.config.cjs leaves *.postgres.test.ts out of the embedded-PGlite run).
import { DEFAULT_SUPERADMIN_EMAIL, DEFAULT_SUPERADMIN_PASSWORD } from '../../../src/config.js';
import { LOGIN_BLOCKED_MESSAGE, LOGIN_THROTTLE } from '../../../src/features/auth/auth-routes.js';
import { DEMO_MARKET_ADMIN_PASSWORD, demoMarketAdminEmail } from '../../../src/seed/demo/market-admins.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

if (!process.env.DATABASE_URL) throw new Error('login-throttle.postgres.test.ts needs DATABASE_URL: a PostgreSQL server whose user may create databases');

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await buildTestApp();
  second = await buildTestApp({ databaseUrl: first.databaseUrl });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const login = (instance: TestApp, usernameOrEmail: string, password: string, ip: string) =>
  instance.app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress: ip, payload: { usernameOrEmail, password } });

describe('login throttle across two instances on one PostgreSQL database', () => {
  it('blocks an account on both instances after failures spread over them, by e-mail and by user name', async () => {
    const email = demoMarketAdminEmail('adriatik');
    const token = await first.login(DEFAULT_SUPERADMIN_EMAIL, DEFAULT_SUPERADMIN_PASSWORD);
    const accounts = (
      await second.app.inject({ method: 'GET', url: '/api/admin/users/all', headers: { authorization: `Bearer ${token}` } })
    ).json<Array<{ email: string; userName: string }>>();
    const userName = accounts.find((account) => account.email === email)!.userName;

    for (let attempt = 0; attempt < LOGIN_THROTTLE.maxFailures / 2; attempt++) {
      expect((await login(first, email, 'wrong-password', `198.51.100.${attempt + 1}`)).statusCode).toBe(401);
      expect((await login(second, userName, 'wrong-password', `198.51.100.${attempt + 21}`)).statusCode).toBe(401);
    }
    // An address that failed on one instance waits on both, with either name.
    for (const instance of [first, second]) {
      const blocked = await login(instance, email, DEMO_MARKET_ADMIN_PASSWORD, '198.51.100.21');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: LOGIN_BLOCKED_MESSAGE });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('blocks an address on both instances after failures spread over them', async () => {
    const ip = '203.0.113.30';
    for (let attempt = 0; attempt < LOGIN_THROTTLE.maxFailures; attempt++) {
      const instance = attempt % 2 === 0 ? first : second;
      expect((await login(instance, `guess${attempt}@ofertat.al`, 'wrong-password', ip)).statusCode).toBe(401);
    }
    for (const instance of [first, second]) {
      expect((await login(instance, demoMarketAdminEmail('eko'), DEMO_MARKET_ADMIN_PASSWORD, ip)).statusCode).toBe(429);
    }
  });

  it('lets the owner in through either instance from an address known to the account or a clean one', async () => {
    const email = demoMarketAdminEmail('vjosa');
    const ownerAddress = '203.0.113.40';
    expect((await login(first, email, DEMO_MARKET_ADMIN_PASSWORD, ownerAddress)).statusCode).toBe(200);
    for (let attempt = 0; attempt < LOGIN_THROTTLE.maxFailures; attempt++) {
      const instance = attempt % 2 === 0 ? first : second;
      expect((await login(instance, email, 'wrong-password', `198.51.100.${120 + attempt}`)).statusCode).toBe(401);
    }
    expect((await login(first, email, DEMO_MARKET_ADMIN_PASSWORD, '198.51.100.121')).statusCode).toBe(429);
    expect((await login(second, email, DEMO_MARKET_ADMIN_PASSWORD, ownerAddress)).statusCode).toBe(200);
    // And from an address new to the account that has not been failing.
    expect((await login(second, email, DEMO_MARKET_ADMIN_PASSWORD, '203.0.113.41')).statusCode).toBe(200);
  });
});
