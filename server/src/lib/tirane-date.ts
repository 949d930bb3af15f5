// "Today" for offers and flyers is the calendar day in Albania, whatever the server's time zone.
const tiraneDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tirane', year: 'numeric', month: '2-digit', day: '2-digit' });

/** YYYY-MM-DD of `now` in Europe/Tirane. */
export function tiraneToday(now: Date = new Date()): string {
  return tiraneDay.format(now);
}

/** The YYYY-MM-DD `days` after `day` (before it when negative): plain calendar arithmetic, no time zone. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
