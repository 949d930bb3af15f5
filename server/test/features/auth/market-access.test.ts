import type { AuthUser } from '../../../src/features/auth/auth-repository.js';
import { assertMarketAccess, resolveMarketId } from '../../../src/features/auth/market-access.js';
import { HttpError } from '../../../src/lib/http-errors.js';

const user = (role: string, marketId: number | null): AuthUser => ({
  id: 1,
  userName: 'test',
  email: 'test@ofertat.al',
  role,
  marketId,
  sessionId: 'session',
});

const statusOf = (action: () => unknown) => {
  try {
    action();
    return 'ok';
  } catch (error) {
    return error instanceof HttpError ? error.statusCode : error;
  }
};

describe('market access', () => {
  it('makes a market admin act on their own market, whatever they send', () => {
    expect(resolveMarketId(user('ROLE_ADMIN', 3), 9)).toBe(3);
    expect(resolveMarketId(user('ROLE_ADMIN', 3), undefined)).toBe(3);
    expect(statusOf(() => resolveMarketId(user('ROLE_ADMIN', null), 3))).toBe(403);
  });

  it('lets the super admin choose the market, which is then required', () => {
    expect(resolveMarketId(user('ROLE_SUPER_ADMIN', null), 9)).toBe(9);
    expect(statusOf(() => resolveMarketId(user('ROLE_SUPER_ADMIN', null), null))).toBe(400);
  });

  it('refuses a market admin the data of another market', () => {
    expect(statusOf(() => assertMarketAccess(user('ROLE_ADMIN', 3), 3))).toBe('ok');
    expect(statusOf(() => assertMarketAccess(user('ROLE_ADMIN', 3), 4))).toBe(403);
    expect(statusOf(() => assertMarketAccess(user('ROLE_SUPER_ADMIN', null), 4))).toBe('ok');
  });
});
