// Strings ordered by their UTF-16 code units, as JavaScript's < compares them: the same order on every machine and
// locale, which public answers need for stable pages, ties and cache keys. (For names in a user's language the
// catalogue compares search keys; this order only breaks ties between them.)

/** Negative, zero or positive as `a` comes before, with or after `b` in code-unit order. */
export const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
