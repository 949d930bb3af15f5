import { matchesSearchText, normalizeSearchText, rankSearchMatches } from './search-text';

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

describe('rankSearchMatches', () => {
  it('ranks names starting with the text, then word starts, then the rest, ignoring accents', () => {
    const names = ['Tregu Markes', 'Market Arkes', 'Arkëtar/e', 'Shitës', 'Market (arkë)'];
    expect(rankSearchMatches(names, 'arke', (name) => name)).toEqual(['Arkëtar/e', 'Market Arkes', 'Market (arkë)', 'Tregu Markes']);
  });

  it('finds nothing for a blank text', () => {
    expect(rankSearchMatches(['Arkëtar'], '  ', (name) => name)).toEqual([]);
  });
});
