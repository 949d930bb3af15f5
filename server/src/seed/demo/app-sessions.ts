import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { appSessions } from '../../db/schema.js';
import { addDays, tiraneToday } from '../../lib/tirane-date.js';
import { createRandom } from './random.js';

export const DEMO_SESSION_DAYS = 60;
const APP_USER_POOL = 150;

/**
 * Mobile-app usage for the last DEMO_SESSION_DAYS days up to today (Europe/Tirane): 30–80 distinct app
 * users a day out of a pool of 150, each with 1–3 sessions of 1–40 minutes.
 */
export async function seedAppSessions(db: Database): Promise<void> {
  const random = createRandom(60_601);
  const today = tiraneToday();
  const userIds = Array.from({ length: APP_USER_POOL }, (_, index) => `app-${(index * 7919 + 104_729).toString(36)}`);

  const rows = Array.from({ length: DEMO_SESSION_DAYS }, (_, daysAgo) => addDays(today, -daysAgo)).flatMap((date) => {
    const pool = [...userIds];
    return Array.from({ length: random.int(30, 80) }, () => {
      const [userId] = pool.splice(random.int(0, pool.length - 1), 1);
      return Array.from({ length: random.int(1, 3) }, () => ({ userId: userId!, date, durationSeconds: random.int(60, 40 * 60) }));
    }).flat();
  });
  // Thousands of rows in one statement with three array parameters (sql.param keeps each array one
  // parameter): ten times faster than multi-row VALUES on PGlite, and every test app seeds this.
  await db.execute(sql`
    insert into ${appSessions} (user_id, date, duration_seconds)
    select * from unnest(
      ${sql.param(rows.map((row) => row.userId))}::text[],
      ${sql.param(rows.map((row) => row.date))}::date[],
      ${sql.param(rows.map((row) => row.durationSeconds))}::integer[]
    )`);
}
