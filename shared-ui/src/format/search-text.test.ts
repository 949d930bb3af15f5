import { matchesSearchText, normalizeSearchText } from './search-text';

describe('search text matching', () => {
  it('folds case and Albanian diacritics', () => {
    expect(normalizeSearchText('  Qumësht Çokollatë ')).toBe('qumesht cokollate');
    expect(normalizeSearchText('KORÇË')).toBe('korce');
  });

  it.each([
    ['Qumësht i freskët', 'qumesht'],
    ['Korçë', 'korce'],
    ['Korçë', 'KORÇ'],
    ['Djathë i bardhë', 'DJATHE'],
  ])('%p matches %p', (candidate, query) => {
    expect(matchesSearchText(candidate, query)).toBe(true);
  });

  it('matches nothing for an empty or blank query, and no unrelated text', () => {
    expect(matchesSearchText('Qumësht', '')).toBe(false);
    expect(matchesSearchText('Qumësht', '   ')).toBe(false);
    expect(matchesSearchText('Qumësht', 'buk')).toBe(false);
  });
});
