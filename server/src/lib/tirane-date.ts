// "Today" for offers and flyers is the calendar day in Albania, whatever the server's time zone.
const tiraneDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tirane', year: 'numeric', month: '2-digit', day: '2-digit' });

/** YYYY-MM-DD of `now` in Europe/Tirane. */
export function tiraneToday(now: Date = new Date()): string {
  return tiraneDay.format(now);
}
