// Names searched in memory as PostgreSQL searched them (COMPARISON.md §3–4): accent- and case-insensitive word
// beginnings, and pg_trgm's word similarity for typos.
import { NameIndex, searchKey, typedWords, wordSimilarity } from '../../../src/features/catalogue/name-index.js';

it('compares without accents or case, word by word', () => {
  expect(searchKey('Qumësht i Freskët KORÇË')).toBe('qumesht i fresket korce');
  expect(typedWords('  qum,  FRE ')).toEqual(['qum', 'fre']);
});

it("scores typos as pg_trgm's similarity does", () => {
  // similarity('qumsht', 'qumesht') and similarity('minerl', 'mineral') in PostgreSQL: 0.5 each.
  expect(wordSimilarity('qumsht', 'qumesht')).toBeCloseTo(0.5);
  expect(wordSimilarity('minerl', 'mineral')).toBeCloseTo(0.5);
  expect(wordSimilarity('buke', 'qumesht')).toBe(0);
});

it('finds names by the beginnings of their words and by similar words', () => {
  const names = new NameIndex();
  names.set(1, 'Qumësht i freskët');
  names.set(2, 'Ujë mineral');
  names.set(3, 'Djathë i bardhë');
  expect([...names.everyWordBeginning(['qum', 'fre'])]).toEqual([1]);
  expect([...names.everyWordBeginning(['esht'])]).toEqual([]);
  expect([...names.everyWordSimilar(['qumsht'])]).toEqual([1]);
  expect([...names.everyWordSimilar(['minerl'])]).toEqual([2]);
  names.set(1, 'Kos');
  expect([...names.beginning('qum')]).toEqual([]);
  names.delete(3);
  expect([...names.beginning('dja')]).toEqual([]);
});
