// Queries of the auth feature: login lookups and the sessions behind tokens.
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { authSessions, users } from '../../db/schema.js';

/** The authenticated caller, as routes see it in `request.authUser`. */
export interface AuthUser {
  id: number;
  userName: string;
  email: string;
  /** Free text; authorisation recognises ROLE_SUPER_ADMIN and ROLE_ADMIN. */
  role: string;
  marketId: number | null;
  /** The session behind the token, revoked on logout. */
  sessionId: string;
}

export interface LoginCandidate {
  id: number;
  userName: string;
  email: string;
  role: string;
  marketId: number | null;
  isActive: boolean;
  passwordHash: string;
}

// Several users may share a user name (it is a first name); email matches come first.
const MAX_LOGIN_CANDIDATES = 5;

export function createAuthRepository(db: Database) {
  const userColumns = {
    id: users.id,
    userName: users.userName,
    email: users.email,
    role: users.role,
    marketId: users.marketId,
  };

  return {
    /** Users whose email (case-insensitive) or user name (case-insensitive) is `usernameOrEmail`. */
    findLoginCandidates(usernameOrEmail: string): Promise<LoginCandidate[]> {
      const identifier = usernameOrEmail.trim().toLowerCase();
      const emailMatches = eq(sql`lower(${users.email})`, identifier);
      return db
        .select({ ...userColumns, isActive: users.isActive, passwordHash: users.passwordHash })
        .from(users)
        .where(or(emailMatches, eq(sql`lower(${users.userName})`, identifier)))
        .orderBy(sql`case when ${emailMatches} then 0 else 1 end`, asc(users.id))
        .limit(MAX_LOGIN_CANDIDATES);
    },

    /** Stores `newHash` unless the password was changed since `oldHash` was read. */
    async replacePasswordHash(userId: number, oldHash: string, newHash: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash: newHash })
        .where(and(eq(users.id, userId), eq(users.passwordHash, oldHash)));
    },

    async createSession(session: { jti: string; userId: number; expiresAt: Date }): Promise<void> {
      await db.insert(authSessions).values(session);
    },

    /** The user behind a session that is neither revoked nor expired, if that user is still active. */
    async findSessionUser(jti: string): Promise<AuthUser | undefined> {
      const [row] = await db
        .select({ ...userColumns, sessionId: authSessions.jti })
        .from(authSessions)
        .innerJoin(users, eq(users.id, authSessions.userId))
        .where(
          and(
            eq(authSessions.jti, jti),
            isNull(authSessions.revokedAt),
            gt(authSessions.expiresAt, sql`now()`),
            eq(users.isActive, true),
          ),
        );
      return row;
    },

    async revokeSession(jti: string): Promise<void> {
      await db
        .update(authSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(authSessions.jti, jti), isNull(authSessions.revokedAt)));
    },
  };
}
