import { sessionStore, readStoredSession, hasRole } from './session-store';

const adminLogin = {
  token: 'abc',
  userId: 7,
  username: 'arben',
  email: 'arben@example.al',
  marketId: 3,
  roles: [{ role: 'ROLE_ADMIN' }, { role: 'ROLE_UNKNOWN' }],
};

describe('session store', () => {
  beforeEach(() => localStorage.clear());

  it('stores the login under the spec keys with role as a JSON list of names', () => {
    sessionStore.getState().signIn(adminLogin);
    expect(localStorage.getItem('token')).toBe('abc');
    expect(localStorage.getItem('userId')).toBe('7');
    expect(localStorage.getItem('username')).toBe('arben');
    expect(localStorage.getItem('email')).toBe('arben@example.al');
    expect(localStorage.getItem('marketId')).toBe('3');
    expect(localStorage.getItem('role')).toBe('["ROLE_ADMIN"]');
    expect(hasRole(sessionStore.getState(), 'ROLE_ADMIN')).toBe(true);
  });

  it('signs out clearing everything but marketId', () => {
    sessionStore.getState().signIn(adminLogin);
    sessionStore.getState().signOut();
    for (const key of ['token', 'userId', 'username', 'email', 'role']) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('marketId')).toBe('3');
    expect(sessionStore.getState().token).toBeNull();
    expect(sessionStore.getState().marketId).toBe('3');
  });

  it('ignores a corrupt role entry instead of throwing', () => {
    localStorage.setItem('role', '{not json');
    expect(readStoredSession().roles).toEqual([]);
  });
});
