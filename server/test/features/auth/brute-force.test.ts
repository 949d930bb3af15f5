import { DEFAULT_SUPERADMIN_EMAIL, DEFAULT_SUPERADMIN_PASSWORD } from '../../../src/config.js';
import { loginFailures } from '../../../src/db/schema.js';
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

/** Demo market admins' user names (first names), as typed at the login form. */
const userNameOf = async (email: string) => {
  const token = await testApp.login(DEFAULT_SUPERADMIN_EMAIL, DEFAULT_SUPERADMIN_PASSWORD);
  const users = (
    await testApp.app.inject({ method: 'GET', url: '/api/admin/users/all', headers: { authorization: `Bearer ${token}` } })
  ).json<Array<{ email: string; userName: string }>>();
  return users.find((user) => user.email === email)!.userName;
};

describe('login brute-force protection', () => {
  it('never blocks a few successful logins a minute', async () => {
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await login(DEFAULT_SUPERADMIN_EMAIL, DEFAULT_SUPERADMIN_PASSWORD)).statusCode).toBe(200);
    }
  });

  it(`after ${LOGIN_THROTTLE.maxFailures} failures on an account, refuses the addresses that failed on it, even with the right password`, async () => {
    const email = demoMarketAdminEmail('shqiponja');
    for (let attempt = 0; attempt < LOGIN_THROTTLE.maxFailures; attempt++) {
      expect((await login(email, 'wrong-password', `198.51.100.${attempt + 1}`)).statusCode).toBe(401);
    }
    const blocked = await login(email, DEMO_MARKET_ADMIN_PASSWORD, '198.51.100.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: LOGIN_BLOCKED_MESSAGE });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // Other accounts are not affected.
    expect((await login(demoMarketAdminEmail('korca'), DEMO_MARKET_ADMIN_PASSWORD, '198.51.100.201')).statusCode).toBe(200);
  });

  it('lets the owner in from a fresh address however many strangers failed on the account, and gives each stranger one guess', async () => {
    const email = demoMarketAdminEmail('tomorri');
    for (let attempt = 0; attempt < 2 * LOGIN_THROTTLE.maxFailures; attempt++) {
      expect((await login(email, 'wrong-password', `198.51.102.${attempt + 1}`)).statusCode).toBe(401);
    }
    // Under attack: every address that failed on the account waits, a new one gets its one guess.
    expect((await login(email, 'wrong-password', '198.51.102.1')).statusCode).toBe(429);
    expect((await login(email, 'wrong-password', '198.51.102.100')).statusCode).toBe(401);
    expect((await login(email, 'wrong-password', '198.51.102.100')).statusCode).toBe(429);

    const owner = await login(email, DEMO_MARKET_ADMIN_PASSWORD, '203.0.113.90');
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ email });
  });

  it('counts an account once, whether its e-mail or its user name is typed, in any letters', async () => {
    const email = demoMarketAdminEmail('dajti');
    const userName = await userNameOf(email);
    const half = LOGIN_THROTTLE.maxFailures / 2;
    for (let attempt = 0; attempt < half; attempt++) {
      expect((await login(` ${email.toUpperCase()} `, 'wrong-password', `198.51.100.${50 + attempt}`)).statusCode).toBe(401);
      expect((await login(userName.toLowerCase(), 'wrong-password', `198.51.100.${70 + attempt}`)).statusCode).toBe(401);
    }
    // Failures by e-mail and by user name add up to one account under attack, and an address that failed with one
    // name waits with the other.
    expect((await login(userName, DEMO_MARKET_ADMIN_PASSWORD, '198.51.100.50')).statusCode).toBe(429);
    expect((await login(email, DEMO_MARKET_ADMIN_PASSWORD, '198.51.100.70')).statusCode).toBe(429);
  });

  it('does not lock the owner out of an address they logged in from before', async () => {
    const email = demoMarketAdminEmail('drini');
    const ownerAddress = '203.0.113.50';
    expect((await login(email, DEMO_MARKET_ADMIN_PASSWORD, ownerAddress)).statusCode).toBe(200);
    for (let attempt = 0; attempt < LOGIN_THROTTLE.maxFailures; attempt++) {
      expect((await login(email, 'wrong-password', `198.51.100.${120 + attempt}`)).statusCode).toBe(401);
    }
    expect((await login(email, DEMO_MARKET_ADMIN_PASSWORD, '198.51.100.120')).statusCode).toBe(429);
    const owner = await login(email, DEMO_MARKET_ADMIN_PASSWORD, ownerAddress);
    expect(owner.statusCode).toBe(200);
    // Still the address limit from there: the owner's address is not a free pass for guessing.
    for (let attempt = 0; attempt < LOGIN_THROTTLE.maxFailures; attempt++) {
      expect((await login(email, 'wrong-password', ownerAddress)).statusCode).toBe(401);
    }
    expect((await login(email, DEMO_MARKET_ADMIN_PASSWORD, ownerAddress)).statusCode).toBe(429);
  });

  it('throttles a name that matches no account like one that does', async () => {
    for (let attempt = 0; attempt < LOGIN_THROTTLE.maxFailures; attempt++) {
      expect((await login('Nobody@Ofertat.al', 'wrong-password', `198.51.100.${160 + attempt}`)).statusCode).toBe(401);
    }
    const blocked = await login(' nobody@ofertat.al', 'wrong-password', '198.51.100.160');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: LOGIN_BLOCKED_MESSAGE });
    // A fresh address is asked for the password, as for an account under attack.
    expect((await login('nobody@ofertat.al', 'wrong-password', '198.51.100.180')).statusCode).toBe(401);
  });

  it(`blocks an address after ${LOGIN_THROTTLE.maxFailures} failures on any accounts`, async () => {
    const ip = '203.0.113.7';
    for (let attempt = 0; attempt < LOGIN_THROTTLE.maxFailures; attempt++) {
      expect((await login(`guess${attempt}@ofertat.al`, 'wrong-password', ip)).statusCode).toBe(401);
    }
    expect((await login(demoMarketAdminEmail('eko'), DEMO_MARKET_ADMIN_PASSWORD, ip)).statusCode).toBe(429);
    expect((await login(demoMarketAdminEmail('eko'), DEMO_MARKET_ADMIN_PASSWORD, '203.0.113.8')).statusCode).toBe(200);
  });

  it('keeps neither addresses nor typed names, and drops failures once the window is over', async () => {
    const { db } = testApp.database;
    const keys = (await db.select({ key: loginFailures.throttleKey }).from(loginFailures)).map((row) => row.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toMatch(/ofertat|nobody|198\.51|203\.0/i);

    // Age every failure past the window: the next failure prunes them.
    await db.update(loginFailures).set({ failedAt: new Date(Date.now() - LOGIN_THROTTLE.windowMs - 60_000) });
    expect((await login('someone@ofertat.al', 'wrong-password', '192.0.2.99')).statusCode).toBe(401);
    // Its address, its name, and the two together.
    expect(await db.$count(loginFailures)).toBe(3);
    // And what was blocked is not any more.
    expect((await login(demoMarketAdminEmail('shqiponja'), DEMO_MARKET_ADMIN_PASSWORD, '198.51.100.1')).statusCode).toBe(200);
  });
});
