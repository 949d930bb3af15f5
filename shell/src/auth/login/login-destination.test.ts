import { loginDestination } from './login-destination';

describe('loginDestination', () => {
  const from = (pathname: string) => ({ pathname, search: '?a=1', hash: '' });

  it('sends a super admin to /super-admin and an admin to /admin', () => {
    expect(loginDestination(['ROLE_SUPER_ADMIN'], undefined)).toBe('/super-admin');
    expect(loginDestination(['ROLE_ADMIN'], undefined)).toBe('/admin');
  });

  it('returns to the page the user was heading to when the role allows it', () => {
    expect(loginDestination(['ROLE_ADMIN'], from('/admin/list-user-offer'))).toBe('/admin/list-user-offer?a=1');
    expect(loginDestination(['ROLE_SUPER_ADMIN'], from('/super-admin/list-users'))).toBe('/super-admin/list-users?a=1');
  });

  it('ignores a destination of another area', () => {
    expect(loginDestination(['ROLE_ADMIN'], from('/super-admin/list-users'))).toBe('/admin');
    expect(loginDestination(['ROLE_ADMIN'], from('/administrator'))).toBe('/admin');
  });

  it('has no destination without a known role', () => {
    expect(loginDestination([], from('/admin'))).toBeNull();
  });
});
