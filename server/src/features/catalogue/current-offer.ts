// What the public sees of an offer is decided here once (COMPARISON.md, "current offers"): an offer is current from its
// start date to its end date, both included, where today is the server's day in Europe/Tirane (tiraneToday()), never
// the database's clock or time zone. Every public answer, the pages' heads, the sitemap and the counts use these two.
import { type SQL, sql } from 'drizzle-orm';

/** `offer` (the `offers` table, or an alias such as sql`o`) is current on `day` (a YYYY-MM-DD, or a date expression). */
export function currentOfferSql(day: string | SQL, offer: SQL = sql`offers`): SQL {
  const on = typeof day === 'string' ? sql`${day}::date` : day;
  return sql`(${offer}.start_date <= ${on} and ${offer}.end_date >= ${on})`;
}

/** The same rule in memory, for dates already read (YYYY-MM-DD compares as text in date order). */
export const isCurrentOffer = (offer: { startDate: string; endDate: string }, today: string): boolean =>
  offer.startDate <= today && offer.endDate >= today;
