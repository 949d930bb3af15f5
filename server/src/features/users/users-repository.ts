// Queries of user accounts (the super admin's users screens).
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { User, UserDetail } from '@ofertat/shared-api/contracts';
import type { Database } from '../../db/database.js';
import { authSessions, markets, users } from '../../db/schema.js';

export type UserInput = Omit<User, 'userId'> & {
  /** Absent on update: the password stays as it is. */
  passwordHash?: string;
};

const columns = {
  userId: users.id,
  userName: users.userName,
  userSurname: sql<string>`coalesce(${users.userSurname}, '')`,
  email: users.email,
  phoneNumber: sql<string>`coalesce(${users.phoneNumber}, '')`,
  marketId: users.marketId,
  role: users.role,
  isActive: users.isActive,
};

/**
 * Revokes every open session of these users except `exceptSessionId`: their tokens stop working at once,
 * and stay dead if the account is reactivated later.
 */
export async function revokeSessionsOf(db: Database, userIds: number[], exceptSessionId?: string): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        inArray(authSessions.userId, userIds),
        isNull(authSessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(authSessions.jti, exceptSessionId),
      ),
    );
}

export type MarketState = 'active' | 'inactive' | 'missing';

export function createUsersRepository(db: Database) {
  async function findDetail(userId: number): Promise<UserDetail | undefined> {
    const [row] = await db
      .select({ ...columns, marketName: markets.name, marketLogo: markets.logoPath })
      .from(users)
      .leftJoin(markets, eq(markets.id, users.marketId))
      .where(eq(users.id, userId));
    return row;
  }

  return {
    findDetail,

    list(): Promise<User[]> {
      return db.select(columns).from(users).orderBy(asc(users.id));
    },

    /** Whether an account other than `exceptUserId` has this email (case-insensitive, as login matches it). */
    async emailTaken(email: string, exceptUserId?: number): Promise<boolean> {
      const sameEmail = eq(sql`lower(${users.email})`, email.toLowerCase());
      const others = exceptUserId === undefined ? sameEmail : and(sameEmail, ne(users.id, exceptUserId));
      return (await db.$count(users, others)) > 0;
    },

    async marketState(marketId: number): Promise<MarketState> {
      const [market] = await db.select({ isActive: markets.isActive }).from(markets).where(eq(markets.id, marketId));
      if (!market) return 'missing';
      return market.isActive ? 'active' : 'inactive';
    },

    async create(input: UserInput & { passwordHash: string }): Promise<UserDetail> {
      const [row] = await db.insert(users).values(input).returning({ id: users.id });
      return (await findDetail(row!.id))!;
    },

    /**
     * Updates the account; when it is deactivated or its password changes, its sessions are revoked (except
     * `keepSessionId`, the caller's own when they change their own password). undefined for an unknown id.
     */
    async update(userId: number, input: UserInput, keepSessionId?: string): Promise<UserDetail | undefined> {
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx.update(users).set(input).where(eq(users.id, userId)).returning({ id: users.id });
        if (!row) return false;
        if (!input.isActive) await revokeSessionsOf(tx, [userId]);
        else if (input.passwordHash !== undefined) await revokeSessionsOf(tx, [userId], keepSessionId);
        return true;
      });
      return updated ? findDetail(userId) : undefined;
    },

    /** Deactivates the account and revokes its sessions; false for an unknown id. */
    async deactivate(userId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(users).set({ isActive: false }).where(eq(users.id, userId)).returning({ id: users.id });
        if (!row) return false;
        await revokeSessionsOf(tx, [userId]);
        return true;
      });
    },
  };
}
