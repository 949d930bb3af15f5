// Each parameterised statement is prepared once per connection and executed by name afterwards, on PostgreSQL and on
// PGlite (pglite-pool.ts). Unnamed, the database parses and plans every statement again on every call: under the
// mixed load on PostgreSQL, planning was 60 % of the database's time in statements (2.3 of 3.8 s: the offer write's
// CTEs and the catalogue's mend are planned in 0.2–0.5 ms each). A named statement skips parsing and, once the
// database settles on a generic plan (after five calls, when it costs no more than the custom ones), planning too
// (docs/benchmarks.md, "Mixed load").
import type pg from 'pg';

/**
 * Distinct statement texts named at most. The texts come from the code (values are parameters), but a statement
 * whose text varies with its input (a list of placeholders) gives one text per length, each prepared on every
 * connection that runs it; beyond the bound, statements run unnamed as before.
 */
const MAX_PREPARED_TEXTS = 500;

const names = new Map<string, string>();

/** The name of the statement `text`, given the first time it is seen; undefined once MAX_PREPARED_TEXTS are named. */
function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_PREPARED_TEXTS) {
    name = `ofertat_${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown };

const hasValues = (values: unknown): boolean => Array.isArray(values) && values.length > 0;

/**
 * Makes `client` run each statement with parameters as a named prepared statement. Statements without parameters
 * (transaction control, `select 1`) stay unnamed.
 */
export function prepareStatementsOn(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, ...rest: unknown[]) => {
    // pool.query(text, values) arrives as a text; drizzle's queries as `{ text, ... }` with the values beside.
    const statement: QueryConfig | undefined =
      typeof config === 'string' ? { text: config } : typeof config === 'object' && config !== null ? (config as QueryConfig) : undefined;
    if (typeof statement?.text === 'string' && statement.name === undefined && (hasValues(rest[0]) || hasValues(statement.values))) {
      const name = nameOf(statement.text);
      if (name !== undefined) return query({ ...statement, name }, ...rest);
    }
    return query(config, ...rest);
  }) as typeof client.query;
}
