import type { User, UserDetail } from '@ofertat/shared-api/contracts';
import { messages } from '@ofertat/shared-api/validation';
import { DEFAULT_SUPERADMIN_EMAIL, DEFAULT_SUPERADMIN_PASSWORD } from '../../../src/config.js';
import { USER_DEACTIVATED_MESSAGE } from '../../../src/features/users/users-routes.js';
import { DEMO_MARKET_ADMIN_PASSWORD, demoMarketAdminEmail } from '../../../src/seed/demo/market-admins.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { bearer, multipart } from '../../helpers/uploads.js';
const USER_KEYS = ['email', 'isActive', 'marketId', 'phoneNumber', 'role', 'userId', 'userName', 'userSurname'];

let testApp: TestApp;
let superToken: string;
let adminToken: string;
let markets: Array<{ marketId: number; marketName: string; marketLogo: string | null }>;

beforeAll(async () => {
  testApp = await buildTestApp();
  superToken = await testApp.login(DEFAULT_SUPERADMIN_EMAIL, DEFAULT_SUPERADMIN_PASSWORD);
  adminToken = await testApp.login(demoMarketAdminEmail('shqiponja'), DEMO_MARKET_ADMIN_PASSWORD);
  markets = (await testApp.app.inject({ method: 'GET', url: '/api/market/all' })).json();
});
afterAll(() => testApp.close());

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: FormData | object) =>
  testApp.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const loginStatus = async (usernameOrEmail: string, password: string) =>
  (await testApp.app.inject({ method: 'POST', url: '/api/admin/login', payload: { usernameOrEmail, password } })).statusCode;

const me = (token: string) => inject('GET', '/api/admin/me', token);

const listUsers = async () => (await inject('GET', '/api/admin/users/all', superToken)).json<User[]>();
const userByEmail = async (email: string) => (await listUsers()).find((user) => user.email === email)!;

let sequence = 0;
/** Creates an active market admin through the API and returns it. */
async function createUser(overrides: Record<string, string> = {}): Promise<UserDetail> {
  sequence += 1;
  const response = await inject(
    'POST',
    '/api/admin/users',
    superToken,
    multipart({
      userName: 'Ilir',
      userSurname: 'Deda',
      email: `ilir.deda${sequence}@ofertat.al`,
      phoneNumber: '+355 69 123 4567',
      password: 'Fjalekalim1!',
      marketId: String(markets[0]!.marketId),
      role: 'ROLE_ADMIN',
      ...overrides,
    }),
  );
  expect(response.statusCode).toBe(201);
  return response.json<UserDetail>();
}

const updatePayload = (user: User, changes: Record<string, unknown> = {}) => ({
  userName: user.userName,
  userSurname: user.userSurname,
  email: user.email,
  phoneNumber: user.phoneNumber,
  marketId: user.marketId,
  role: user.role,
  isActive: user.isActive,
  ...changes,
});

describe('authorization: super admin only', () => {
  // Every row has three entries: jest passes a `done` callback to tests of shorter rows.
  const routes: Array<['GET' | 'POST' | 'PUT', string, (() => FormData | object) | undefined]> = [
    ['GET', '/api/admin/users/all', undefined],
    ['GET', '/api/admin/users/1', undefined],
    ['POST', '/api/admin/users', () => multipart({ userName: 'x', email: 'x@ofertat.al', password: 'Fjalekalim1!', role: 'ROLE_ADMIN' })],
    ['PUT', '/api/admin/update/user/2', () => ({ userName: 'x', email: 'x@ofertat.al', role: 'ROLE_ADMIN' })],
    ['PUT', '/api/admin/deactivate/user/2', undefined],
  ];

  it.each(routes)('%s %s: 401 anonymous, 403 market admin', async (method, url, payload) => {
    const anonymous = await inject(method, url, undefined, payload?.());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: messages.authorization.loginRequired });
    const admin = await inject(method, url, adminToken, payload?.());
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toEqual({ message: messages.authorization.forbidden });
  });

  it('left every account as it was', async () => {
    expect((await listUsers()).every((user) => user.isActive)).toBe(true);
    expect((await listUsers()).map((user) => user.email)).not.toContain('x@ofertat.al');
  });
});

describe('GET /api/admin/users/all and /api/admin/users/{id}', () => {
  it('lists every account without passwords', async () => {
    const response = await inject('GET', '/api/admin/users/all', superToken);
    expect(response.statusCode).toBe(200);
    const users = response.json<User[]>();
    expect(users.length).toBe(1 + markets.length);
    for (const user of users) expect(Object.keys(user).sort()).toEqual(USER_KEYS);
    expect(users[0]).toMatchObject({ email: DEFAULT_SUPERADMIN_EMAIL, role: 'ROLE_SUPER_ADMIN', marketId: null, isActive: true });
    expect(response.body).not.toMatch(/password|scrypt/i);
  });

  it("returns one account with its market's name and logo", async () => {
    const admin = await userByEmail(demoMarketAdminEmail('dajti'));
    const response = await inject('GET', `/api/admin/users/${admin.userId}`, superToken);
    expect(response.statusCode).toBe(200);
    const market = markets.find((candidate) => candidate.marketId === admin.marketId)!;
    expect(response.json()).toEqual({ ...admin, marketName: market.marketName, marketLogo: market.marketLogo });

    const superAdmin = await userByEmail(DEFAULT_SUPERADMIN_EMAIL);
    expect((await inject('GET', `/api/admin/users/${superAdmin.userId}`, superToken)).json()).toMatchObject({ marketName: null, marketLogo: null });
  });

  it('answers 404 and 400 with messages', async () => {
    const missing = await inject('GET', '/api/admin/users/999999', superToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.users.notFound });
    expect((await inject('GET', '/api/admin/users/1.5', superToken)).statusCode).toBe(400);
  });
});

describe('POST /api/admin/users', () => {
  it('creates an account from the multipart form (201) that can log in', async () => {
    const user = await createUser({ email: 'Ardit.Gashi@Ofertat.al', userName: 'Ardit', userSurname: 'Gashi' });
    expect(user).toEqual({
      userId: expect.any(Number),
      userName: 'Ardit',
      userSurname: 'Gashi',
      email: 'Ardit.Gashi@Ofertat.al',
      phoneNumber: '+355 69 123 4567',
      marketId: markets[0]!.marketId,
      role: 'ROLE_ADMIN',
      isActive: true,
      marketName: markets[0]!.marketName,
      marketLogo: markets[0]!.marketLogo,
    });
    expect(await loginStatus('ardit.gashi@ofertat.al', 'Fjalekalim1!')).toBe(200);
  });

  it('accepts JSON too, and an account without a market', async () => {
    const response = await inject('POST', '/api/admin/users', superToken, {
      userName: 'Teuta',
      email: 'teuta@ofertat.al',
      password: 'Fjalekalim1!',
      role: 'ROLE_SUPER_ADMIN',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ userSurname: '', phoneNumber: '', marketId: null, marketName: null, role: 'ROLE_SUPER_ADMIN' });
  });

  it('refuses an email already in use, ignoring case (409)', async () => {
    const response = await inject(
      'POST',
      '/api/admin/users',
      superToken,
      multipart({ userName: 'Dyfish', email: demoMarketAdminEmail('dajti').toUpperCase(), password: 'Fjalekalim1!', role: 'ROLE_ADMIN' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: messages.users.emailTaken });
  });

  it.each([
    [{ userName: '' }, messages.users.validation.nameRequired],
    [{ email: '' }, messages.users.validation.emailRequired],
    [{ email: 'jo-email' }, messages.users.validation.emailInvalid],
    [{ password: '' }, messages.users.validation.passwordRequired],
    [{ password: 'short' }, messages.users.validation.passwordTooShort],
    [{ password: '12345678' }, messages.users.validation.passwordTooShort],
    [{ password: ' '.repeat(64) }, messages.users.validation.passwordTooSimple],
    [{ password: 'passwordpassword' }, messages.users.validation.passwordCommon],
    [{ password: 'Password2025!' }, messages.users.validation.passwordCommon],
    [{ role: 'ROLE_BOSS' }, messages.users.validation.roleInvalid],
    [{ phoneNumber: '<script>' }, messages.users.validation.phoneInvalid],
    [{ marketId: 'abc' }, messages.validation.invalidId],
    [{ marketId: '999999' }, messages.users.marketUnknown],
  ])('refuses %o with the shared message', async (change, message) => {
    const fields = { userName: 'Ilir', email: 'ilir.i.ri@ofertat.al', password: 'Fjalekalim1!', role: 'ROLE_ADMIN', ...change };
    const response = await inject('POST', '/api/admin/users', superToken, multipart(fields));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
  });

  it('refuses a deactivated market', async () => {
    const closed = await inject('POST', '/api/admin/markets', superToken, multipart({ marketName: 'Market i mbyllur' }));
    const closedId = closed.json<{ marketId: number }>().marketId;
    await inject('PUT', `/api/admin/deactivate/market/${closedId}`, superToken);
    const fields = { userName: 'Ilir', email: 'ilir.closed@ofertat.al', password: 'Fjalekalim1!', role: 'ROLE_ADMIN', marketId: String(closedId) };
    const response = await inject('POST', '/api/admin/users', superToken, multipart(fields));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(messages.users.marketInactive);
  });
});

describe('PUT /api/admin/update/user/{id}', () => {
  it('updates the fields; a blank or absent password keeps the current one', async () => {
    const user = await createUser();
    for (const password of ['', undefined]) {
      const response = await inject(
        'PUT',
        `/api/admin/update/user/${user.userId}`,
        superToken,
        updatePayload(user, { userName: 'Ilirjan', phoneNumber: '069 999 9999', marketId: markets[1]!.marketId, password }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ userName: 'Ilirjan', phoneNumber: '069 999 9999', marketId: markets[1]!.marketId, marketName: markets[1]!.marketName });
    }
    expect(await loginStatus(user.email, 'Fjalekalim1!')).toBe(200);
  });

  it('allows marketId null', async () => {
    const user = await createUser();
    const response = await inject('PUT', `/api/admin/update/user/${user.userId}`, superToken, updatePayload(user, { marketId: null }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ marketId: null, marketName: null, marketLogo: null });
  });

  it('sets a new password, which ends the sessions opened with the old one', async () => {
    const user = await createUser();
    const token = await testApp.login(user.email, 'Fjalekalim1!');
    const response = await inject('PUT', `/api/admin/update/user/${user.userId}`, superToken, updatePayload(user, { password: 'FjalekalimIRi2!' }));
    expect(response.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect(await loginStatus(user.email, 'Fjalekalim1!')).toBe(401);
    expect(await loginStatus(user.email, 'FjalekalimIRi2!')).toBe(200);
  });

  it('isActive false locks the account at once; true lets it log in again, without reviving old tokens', async () => {
    const user = await createUser();
    const token = await testApp.login(user.email, 'Fjalekalim1!');
    const off = await inject('PUT', `/api/admin/update/user/${user.userId}`, superToken, updatePayload(user, { isActive: false }));
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ isActive: false });
    expect((await me(token)).statusCode).toBe(401);
    expect(await loginStatus(user.email, 'Fjalekalim1!')).toBe(401);

    const on = await inject('PUT', `/api/admin/update/user/${user.userId}`, superToken, updatePayload(user, { isActive: true }));
    expect(on.json()).toMatchObject({ isActive: true });
    expect((await me(token)).statusCode).toBe(401);
    expect(await loginStatus(user.email, 'Fjalekalim1!')).toBe(200);
  });

  it("refuses another account's email (409), unknown ids (404) and invalid data (400)", async () => {
    const user = await createUser();
    const taken = await inject('PUT', `/api/admin/update/user/${user.userId}`, superToken, updatePayload(user, { email: DEFAULT_SUPERADMIN_EMAIL }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: messages.users.emailTaken });
    // Its own email, in other letters, is not a conflict.
    const own = await inject('PUT', `/api/admin/update/user/${user.userId}`, superToken, updatePayload(user, { email: user.email.toUpperCase() }));
    expect(own.statusCode).toBe(200);

    const missing = await inject('PUT', '/api/admin/update/user/999999', superToken, updatePayload(user));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.users.notFound });

    const invalid = await inject('PUT', `/api/admin/update/user/${user.userId}`, superToken, updatePayload(user, { isActive: 'maybe' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<{ message: string }>().message).toBe(messages.validation.invalidBoolean);
    const short = await inject('PUT', `/api/admin/update/user/${user.userId}`, superToken, updatePayload(user, { password: 'short' }));
    expect(short.json<{ message: string }>().message).toBe(messages.users.validation.passwordTooShort);
    // The list of common passwords is the server's: the form learns of it from this field error.
    const common = await inject('PUT', `/api/admin/update/user/${user.userId}`, superToken, updatePayload(user, { password: 'qwertyuiop123' }));
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({ message: messages.users.validation.passwordCommon, errors: { password: messages.users.validation.passwordCommon } });
    const malformed = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/update/user/${user.userId}`,
      headers: { ...bearer(superToken), 'content-type': 'application/json' },
      payload: '{"userName":',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('keeps the super admin from locking themself out', async () => {
    const self = await userByEmail(DEFAULT_SUPERADMIN_EMAIL);
    const deactivate = await inject('PUT', `/api/admin/update/user/${self.userId}`, superToken, updatePayload(self, { isActive: false }));
    expect(deactivate.statusCode).toBe(400);
    expect(deactivate.json()).toEqual({ message: messages.users.cannotDeactivateSelf });
    const demote = await inject('PUT', `/api/admin/update/user/${self.userId}`, superToken, updatePayload(self, { role: 'ROLE_ADMIN' }));
    expect(demote.json()).toEqual({ message: messages.users.cannotDropOwnRole });
    expect((await me(superToken)).statusCode).toBe(200);
  });

  it('lets the super admin change their own password and keep the current session', async () => {
    const self = await userByEmail(DEFAULT_SUPERADMIN_EMAIL);
    const otherSession = await testApp.login(DEFAULT_SUPERADMIN_EMAIL, DEFAULT_SUPERADMIN_PASSWORD);
    const changed = await inject('PUT', `/api/admin/update/user/${self.userId}`, superToken, updatePayload(self, { password: 'NjeTjeterFjalekalim9' }));
    expect(changed.statusCode).toBe(200);
    expect((await me(superToken)).statusCode).toBe(200);
    expect((await me(otherSession)).statusCode).toBe(401);
    // Back to the documented password for the other tests.
    await inject('PUT', `/api/admin/update/user/${self.userId}`, superToken, updatePayload(self, { password: DEFAULT_SUPERADMIN_PASSWORD }));
  });
});

describe('PUT /api/admin/deactivate/user/{id}', () => {
  it('answers 200; the account can no longer log in and its tokens stop working at once', async () => {
    const email = demoMarketAdminEmail('eko');
    const token = await testApp.login(email, DEMO_MARKET_ADMIN_PASSWORD);
    const user = await userByEmail(email);

    const response = await inject('PUT', `/api/admin/deactivate/user/${user.userId}`, superToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: USER_DEACTIVATED_MESSAGE });

    const afterwards = await me(token);
    expect(afterwards.statusCode).toBe(401);
    expect(afterwards.json()).toEqual({ message: messages.session.expired });
    const login = await testApp.app.inject({ method: 'POST', url: '/api/admin/login', payload: { usernameOrEmail: email, password: DEMO_MARKET_ADMIN_PASSWORD } });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ message: messages.login.failed });
    // Still listed, as inactive (the list disables its Deaktivizo button).
    expect(await userByEmail(email)).toMatchObject({ isActive: false });
  });

  it('refuses the super admin their own account, and answers 404 for an unknown one', async () => {
    const self = await userByEmail(DEFAULT_SUPERADMIN_EMAIL);
    const response = await inject('PUT', `/api/admin/deactivate/user/${self.userId}`, superToken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.users.cannotDeactivateSelf });
    expect((await me(superToken)).statusCode).toBe(200);

    const missing = await inject('PUT', '/api/admin/deactivate/user/999999', superToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.users.notFound });
  });
});
