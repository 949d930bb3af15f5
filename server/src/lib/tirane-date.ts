// The server's one clock. "Today" for offers, flyers and price history is the calendar day in Albania, whatever
// the server's time zone; TODAY=YYYY-MM-DD (config, refused in production) stops it on one day for tests and demos.
const tiraneDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tirane', year: 'numeric', month: '2-digit', day: '2-digit' });

let fixedToday: string | undefined;

/** From config.today at start: every later tiraneToday() without an argument answers that day. */
export function fixToday(day: string | undefined): void {
  fixedToday = day;
}

/** YYYY-MM-DD of `now` in Europe/Tirane; without `now`, today on the server's clock (TODAY when it is set). */
export function tiraneToday(now?: Date): string {
  if (now === undefined && fixedToday !== undefined) return fixedToday;
  return tiraneDay.format(now ?? new Date());
}

/** The YYYY-MM-DD `days` after `day` (before it when negative): plain calendar arithmetic, no time zone. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
