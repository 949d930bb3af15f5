// The server's one clock. "Today" for offers, flyers and price history is the calendar day in Albania, whatever
// the server's time zone; TODAY=YYYY-MM-DD (config, refused in production) stops it on one day for tests and demos.
const tiraneDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tirane', year: 'numeric', month: '2-digit', day: '2-digit' });

let fixedToday: string | undefined;

/** From config.today at start: every later tiraneToday() without an argument answers that day. */
export function fixToday(day: string | undefined): void {
  fixedToday = day;
}

/**
 * Today on the server's clock, kept until the next whole minute: Albania's offsets from UTC are whole hours, so its
 * day never changes inside a minute. Every cached public answer's key asks for today, and formatting a date in a
 * time zone was about 1 % of the CPU of such an answer.
 */
let clockDay = { day: '', from: 0, until: 0 };
const MINUTE_MS = 60_000;

/** YYYY-MM-DD of `now` in Europe/Tirane; without `now`, today on the server's clock (TODAY when it is set). */
export function tiraneToday(now?: Date): string {
  if (now !== undefined) return tiraneDay.format(now);
  if (fixedToday !== undefined) return fixedToday;
  const ms = Date.now();
  // A clock set back (tests, or the system's own correction) is asked again too.
  if (ms >= clockDay.until || ms < clockDay.from) {
    const from = Math.floor(ms / MINUTE_MS) * MINUTE_MS;
    clockDay = { day: tiraneDay.format(ms), from, until: from + MINUTE_MS };
  }
  return clockDay.day;
}

/** The YYYY-MM-DD `days` after `day` (before it when negative): plain calendar arithmetic, no time zone. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
