// Accent- and case-insensitive text search. search_key() (first migration) is the immutable
// lower(unaccent(text)) behind the trigram indexes: queries must use it on the column for an index to
// apply, so "qumesht" finds "Qumësht" and "korce" finds "Korçë" through the index.
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** `column` contains `text`, ignoring case and accents. */
export function containsText(column: AnyColumn, text: string): SQL {
  // Escape LIKE wildcards so user input is matched literally.
  const literal = text.trim().replace(/[\\%_]/g, (character) => `\\${character}`);
  return sql`search_key(${column}) like '%' || search_key(${literal}) || '%'`;
}
