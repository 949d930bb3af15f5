// Queries of the usage records the mobile app reports (app_sessions).
import { asc, desc, sql } from 'drizzle-orm';
import type { UserSessionDuration } from '@ofertat/shared-api/contracts';
import type { Database } from '../../db/database.js';
import { appSessions } from '../../db/schema.js';

export interface AppSessionInput {
  userId: string;
  date: string;
  durationSeconds: number;
}

export function createSessionsRepository(db: Database) {
  return {
    async record(input: AppSessionInput): Promise<void> {
      await db.insert(appSessions).values(input);
    },

    /** One row per user and day with the summed seconds; newest day first, then by user id. */
    async listUserDayDurations(): Promise<UserSessionDuration[]> {
      // sum() of integers is a bigint, which the drivers return as a string.
      const totalDuration = sql<string>`sum(${appSessions.durationSeconds})`;
      const rows = await db
        .select({ userId: appSessions.userId, date: appSessions.date, totalDuration })
        .from(appSessions)
        .groupBy(appSessions.date, appSessions.userId)
        // Byte order ("C") for user ids: the same on every database, whatever its default collation.
        .orderBy(desc(appSessions.date), asc(sql`${appSessions.userId} collate "C"`));
      return rows.map((row) => ({ ...row, totalDuration: Number(row.totalDuration) }));
    },
  };
}
