// Strings ordered by their UTF-16 code units, as JavaScript's < compares them: the same order on every machine and
// locale (PostgreSQL's under the C collation, which the catalogue's lists kept when they moved out of SQL), for stable
// pages, ties between equal prices or ranks, and cache keys.

/** Negative, zero or positive as `a` comes before, with or after `b` in code-unit order. */
export const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
