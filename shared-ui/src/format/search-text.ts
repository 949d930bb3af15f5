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
