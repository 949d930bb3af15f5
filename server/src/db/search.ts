// Accent- and case-insensitive text search. search_key() (first migration) is the immutable
// lower(unaccent(text)) behind the trigram indexes: queries must use it on the column for an index to
// apply, so "qumesht" finds "Qumësht" and "korce" finds "Korçë" through the index.
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** The words of a typed text as search_key compares them: split at anything but letters and digits. */
export function searchWords(text: string): string[] {
  return text
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .slice(0, 8);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** search_key of a column with every run of other characters made one space, so words are space-separated. */
const wordsOf = (column: AnyColumn | SQL) => sql`trim(regexp_replace(search_key(${column}), '[^[:alnum:]]+', ' ', 'g'))`;

/**
 * Trigram similarity from which two words count as the same word misspelt: 'qumsht'/'qumesht' and 'minerl'/'mineral'
 * score 0.5, while unrelated words of the catalogue stay below 0.3.
 */
const SIMILAR_WORD_THRESHOLD = 0.4;

export interface RankedMatch {
  /** Rows the text finds: every word begins a word of the column, or the spelling is similar. */
  where: SQL;
  /** The rows of ranks 0–2 only (no similar spellings): what the trigram index serves without reading every row. */
  beginsWords: SQL;
  /** 0 the whole name is the text, 1 the name starts with it, 2 every word begins a word, 3 a similar spelling. */
  rank: SQL<number>;
  /** Trigram word similarity, which orders the similar spellings among themselves. */
  similarity: SQL<number>;
}

/**
 * How a column matches a typed text, ignoring accents and case (COMPARISON.md §3–4). `words` come from
 * searchWords(text) and must not be empty. The `like '%word%'` conjuncts are what the trigram index on
 * search_key(column) serves; the word-start test then runs on those rows only. The
 * similar-spelling test reads every row it is given: callers narrow the rows first (products with a public offer).
 */
export function rankedMatch(column: AnyColumn | SQL, words: string[]): RankedMatch {
  const phrase = words.join(' ');
  const nameWords = wordsOf(column);
  const contains = sql.join(
    words.map((word) => sql`search_key(${column}) like '%' || search_key(${escapeLike(word)}) || '%'`),
    sql` and `,
  );
  const beginsWords = everyWordBeginsAWord([column], words);
  return {
    where: sql`((${contains} and ${beginsWords}) or ${everyWordSimilar([column], words)})`,
    beginsWords: sql`(${contains} and ${beginsWords})`,
    rank: sql<number>`(case
      when ${nameWords} = search_key(${phrase}) then 0
      when ${nameWords} like search_key(${escapeLike(phrase)}) || '%' then 1
      when ${contains} and ${beginsWords} then 2
      else 3 end)`,
    similarity: sql<number>`word_similarity(search_key(${phrase}), search_key(${column}))`,
  };
}

/** Every typed word begins a word of at least one of `columns` ('qum fre' finds 'Qumësht i freskët'). */
export function everyWordBeginsAWord(columns: (AnyColumn | SQL)[], words: string[]): SQL {
  return sql.join(
    words.map(
      (word) =>
        sql`(${sql.join(
          columns.map((column) => sql`(' ' || ${wordsOf(column)}) like '% ' || search_key(${escapeLike(word)}) || '%'`),
          sql` or `,
        )})`,
    ),
    sql` and `,
  );
}

/**
 * A typo: every typed word is close (trigram similarity) to some word of one of `columns`. Word by word, because
 * the similarity of the whole text to a long name is low even when each word is only one letter off.
 */
export function everyWordSimilar(columns: (AnyColumn | SQL)[], words: string[]): SQL {
  return sql.join(
    words.map(
      (word) =>
        sql`(${sql.join(
          columns.map(
            (column) => sql`exists (select 1 from unnest(string_to_array(${wordsOf(column)}, ' ')) as name_word
                                    where similarity(name_word, search_key(${word})) >= ${SIMILAR_WORD_THRESHOLD}::real)`,
          ),
          sql` or `,
        )})`,
    ),
    sql` and `,
  );
}

/** A table whose rows have an `id` and a `name`, and the id column of the query's row that refers to one of them. */
export interface NamedSource {
  /** The query's column holding the id (e.g. p.id, c.id, m.id). */
  id: SQL;
  /** The table the id refers to, with an `id` and a `name` column. */
  table: SQL;
}

/** How a word is matched against names: its beginning ('qum' in 'Qumësht'), or a similar spelling (a typo). */
export type NameMatch = 'begins' | 'similar';

/**
 * The ids of `table`'s rows (an `id` and a `name`) whose name has a word matching `word`: with 'begins' the trigram
 * index on the name narrows them first; 'similar' reads every name of the table, which are thousands, not the
 * catalogue's lines.
 */
export function idsNamed(table: SQL, word: string, match: NameMatch): SQL {
  const matches =
    match === 'begins'
      ? sql`search_key(t.name) like '%' || search_key(${escapeLike(word)}) || '%' and ${everyWordBeginsAWord([sql`t.name`], [word])}`
      : everyWordSimilar([sql`t.name`], [word]);
  return sql`(select t.id from ${table} t where ${matches})`;
}

/**
 * Every word matches a name of at least one of `sources`, tested on the named tables rather than on each row of the
 * query: for each word, the ids whose name matches it, so a query over a hundred thousand offer lines tests
 * thousands of names, not a hundred thousand rows.
 */
export function everyWordInANameOf(sources: NamedSource[], words: string[], match: NameMatch): SQL {
  return sql.join(
    words.map((word) => sql`(${sql.join(sources.map(({ id, table }) => sql`${id} in ${idsNamed(table, word, match)}`), sql` or `)})`),
    sql` and `,
  );
}
