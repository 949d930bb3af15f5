import { adminPaths, ROLES, superAdminPaths, type RoleName } from '@ofertat/shared-api';
import type { LoginRedirectState } from '../guards/require-role';

/** Where a freshly signed-in user goes: back where they were heading if their role allows it, else their area. */
export function loginDestination(roles: readonly RoleName[], from: LoginRedirectState['from']): string | null {
  const area = roles.includes(ROLES.superAdmin)
    ? superAdminPaths.base
    : roles.includes(ROLES.admin)
      ? adminPaths.base
      : null;
  if (area === null) return null;
  if (from && (from.pathname === area || from.pathname.startsWith(`${area}/`))) {
    return `${from.pathname}${from.search}${from.hash}`;
  }
  return area === superAdminPaths.base ? superAdminPaths.home.getHref() : adminPaths.home.getHref();
}
