// Visitors type without Albanian diacritics ('qumesht', 'korce'): matching folds case and accents so
// 'qumesht' finds 'Qumësht' and 'korce' finds 'Korçë'.
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Lower case, accents stripped (NFD splits 'ë' into 'e' + a combining mark), outer spaces trimmed. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().trim();
}

/** Whether `candidate` contains `query`, ignoring case and accents; an empty query matches nothing. */
export function matchesSearchText(candidate: string, query: string): boolean {
  const needle = normalizeSearchText(query);
  return needle !== '' && normalizeSearchText(candidate).includes(needle);
}

/**
 * The candidates containing `query` (as matchesSearchText), best first: those starting with it, then those with
 * a word starting with it, then the rest ('arke' puts 'Arkëtar/e' before 'Market Arkes' before 'Tregu Markes').
 * Equal ranks keep their order.
 */
export function rankSearchMatches<T>(candidates: readonly T[], query: string, textOf: (candidate: T) => string): T[] {
  const needle = normalizeSearchText(query);
  if (needle === '') return [];
  const ranked: { candidate: T; rank: number }[] = [];
  for (const candidate of candidates) {
    const text = normalizeSearchText(textOf(candidate));
    const at = text.indexOf(needle);
    if (at < 0) continue;
    const rank = at === 0 ? 0 : new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(needle)}`, 'u').test(text) ? 1 : 2;
    ranked.push({ candidate, rank });
  }
  // Array.prototype.sort is stable: equal ranks keep the candidates' order.
  return ranked.sort((a, b) => a.rank - b.rank).map(({ candidate }) => candidate);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
