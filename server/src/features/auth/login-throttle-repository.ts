// Queries of the login throttle (login-throttle.ts). Times are the database's (now()), so every server
// instance measures the window on one clock.
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { loginFailures, loginKnownAddresses } from '../../db/schema.js';

const ago = (ms: number) => sql`now() - (${ms}::float8 * interval '1 millisecond')`;

export function createLoginThrottleRepository(db: Database) {
  return {
    /** For each of `keys`, the ages in milliseconds of its failures younger than `windowMs`. */
    async failureAges(keys: string[], windowMs: number): Promise<Map<string, number[]>> {
      const rows = await db
        .select({
          key: loginFailures.throttleKey,
          ageMs: sql`extract(epoch from now() - ${loginFailures.failedAt}) * 1000`.mapWith(Number),
        })
        .from(loginFailures)
        .where(and(inArray(loginFailures.throttleKey, keys), gt(loginFailures.failedAt, ago(windowMs))));
      const ages = new Map<string, number[]>();
      for (const row of rows) ages.set(row.key, [...(ages.get(row.key) ?? []), row.ageMs]);
      return ages;
    },

    /** One failure now for each of `keys`; failures older than `windowMs` are deleted, so the table stays small. */
    async recordFailure(keys: string[], windowMs: number): Promise<void> {
      await db.insert(loginFailures).values(keys.map((throttleKey) => ({ throttleKey })));
      await db.delete(loginFailures).where(lt(loginFailures.failedAt, ago(windowMs)));
    },

    /** Which of `userIds` logged in from `addressKey` within `rememberMs`. */
    async usersKnownAt(userIds: number[], addressKey: string, rememberMs: number): Promise<Set<number>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .select({ userId: loginKnownAddresses.userId })
        .from(loginKnownAddresses)
        .where(
          and(
            inArray(loginKnownAddresses.userId, userIds),
            eq(loginKnownAddresses.addressKey, addressKey),
            gt(loginKnownAddresses.lastLoginAt, ago(rememberMs)),
          ),
        );
      return new Set(rows.map((row) => row.userId));
    },

    /** Remembers a successful login of `userId` from `addressKey`, and forgets addresses unused for `rememberMs`. */
    async rememberAddress(userId: number, addressKey: string, rememberMs: number): Promise<void> {
      await db
        .insert(loginKnownAddresses)
        .values({ userId, addressKey })
        .onConflictDoUpdate({ target: [loginKnownAddresses.userId, loginKnownAddresses.addressKey], set: { lastLoginAt: sql`now()` } });
      await db.delete(loginKnownAddresses).where(lt(loginKnownAddresses.lastLoginAt, ago(rememberMs)));
    },
  };
}
