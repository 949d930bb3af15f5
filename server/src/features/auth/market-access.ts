// Market scoping for market-admin routes: a market admin acts only on their own market, whatever
// marketId the client sends; the super admin acts on any market.
import { type AnyColumn, and, eq, type SQL } from 'drizzle-orm';
import { badRequest, forbidden } from '../../lib/http-errors.js';
import type { AuthUser } from './auth-repository.js';

const isSuperAdmin = (user: AuthUser) => user.role === 'ROLE_SUPER_ADMIN';

/** The market a write applies to: the admin's own market, or the one the super admin chose. */
export function resolveMarketId(user: AuthUser, requested: number | null | undefined): number {
  if (isSuperAdmin(user)) {
    if (requested === null || requested === undefined) throw badRequest('Zgjidhni një market.');
    return requested;
  }
  if (user.marketId === null) throw forbidden();
  return user.marketId;
}

/** 403 unless `user` may act on data of `marketId`. */
export function assertMarketAccess(user: AuthUser, marketId: number): void {
  if (!isSuperAdmin(user) && user.marketId !== marketId) throw forbidden();
}

/**
 * The condition of an edit or a delete of the row `id` whose access was checked against `marketId`: the row while it
 * is still of that market. The check and the write are two statements; a move to another market made between them
 * (the super admin's) must not be undone by the late write, which then finds no row.
 */
export function stillOfMarket(table: { id: AnyColumn; marketId: AnyColumn }, id: number, marketId: number): SQL {
  return and(eq(table.id, id), eq(table.marketId, marketId))!;
}
