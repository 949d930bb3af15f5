import { SECONDS_PER_MINUTE, SESSION_DURATION_DECIMALS, type UserSessionDuration } from '@ofertat/shared-api';

export interface DailyActiveUsers {
  /** YYYY-MM-DD. */
  date: string;
  /** Distinct users with a session that day. */
  activeUsers: number;
}

export interface SessionReport {
  /** Oldest day first, as a chart reads. */
  daily: DailyActiveUsers[];
  /** Distinct users over the whole period. */
  uniqueUsers: number;
}

/** The report's figures from the per-user, per-day records of GET /api/sessions/all-user-durations. */
export function buildSessionReport(records: readonly UserSessionDuration[]): SessionReport {
  const usersByDate = new Map<string, Set<string>>();
  for (const record of records) {
    const users = usersByDate.get(record.date) ?? new Set<string>();
    users.add(record.userId);
    usersByDate.set(record.date, users);
  }
  const daily = [...usersByDate]
    .map(([date, users]) => ({ date, activeUsers: users.size }))
    // ISO dates sort as text.
    .sort((a, b) => a.date.localeCompare(b.date));
  return { daily, uniqueUsers: new Set(records.map((record) => record.userId)).size };
}

/** Seconds as minutes with two decimals (spec section 9), e.g. 754 → '12.57'. */
export function formatMinutes(seconds: number): string {
  return (seconds / SECONDS_PER_MINUTE).toFixed(SESSION_DURATION_DECIMALS);
}
