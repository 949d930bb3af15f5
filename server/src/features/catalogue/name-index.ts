// Names searched in memory (COMPARISON.md §3–4), by the rules the SQL search of db/search.ts kept: accent- and
// case-insensitive (searchKey is lower(unaccent()) for the letters Albanian and its neighbours use), a typed word
// matches when it begins a word of the name, and a typo when it is close to a word of the name by pg_trgm's
// similarity (the same trigrams, so 'qumsht' finds 'Qumësht' as the database did). One index per kind of name
// (products, categories, markets, cities): the sorted distinct words answer "which names have a word beginning
// with …" by binary search, and a trigram index answers "which words are close to …" without reading every word.

/** lower(unaccent(text)): accents taken off after canonical decomposition, then lower case. */
export const searchKey = (text: string): string => text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();

/** The words of a name or a typed text as the search compares them. */
export const wordsOfKey = (key: string): string[] => key.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');

/** The typed words of a text (at most 8, as the SQL search took), already as search keys. */
export const typedWords = (text: string): string[] => wordsOfKey(searchKey(text)).slice(0, 8);

/**
 * Trigram similarity from which two words count as the same word misspelt: 'qumsht'/'qumesht' and 'minerl'/'mineral'
 * score 0.5, while unrelated words of the catalogue stay below 0.3.
 */
export const SIMILAR_WORD_THRESHOLD = 0.4;

/** pg_trgm's trigrams of one word: padded with two spaces before and one after. */
export function trigramsOf(word: string): Set<string> {
  const padded = `  ${word} `;
  const trigrams = new Set<string>();
  for (let index = 0; index + 3 <= padded.length; index++) trigrams.add(padded.slice(index, index + 3));
  return trigrams;
}

/** pg_trgm's similarity of two words: shared trigrams over all trigrams. */
export function wordSimilarity(a: string, b: string): number {
  const ta = trigramsOf(a);
  const tb = trigramsOf(b);
  let shared = 0;
  for (const trigram of ta) if (tb.has(trigram)) shared++;
  return shared / (ta.size + tb.size - shared);
}

/** How a name matched typed words: 0 the whole name, 1 the name starts with them, 2 every word begins a word, 3 similar. */
export type MatchRank = 0 | 1 | 2 | 3;

/** A name prepared for matching: its words joined by single spaces, as the ranks compare it. */
export interface PreparedName {
  /** The name's words, space-separated. */
  words: string;
  /** The same after one space: a typed word begins a word of the name when ` ${word}` is in it. */
  spaced: string;
}

export function prepareName(name: string): PreparedName {
  const words = wordsOfKey(searchKey(name)).join(' ');
  return { words, spaced: ` ${words}` };
}

/** Every typed word begins a word of the name ('qum fre' in 'Qumësht i freskët'). */
export const everyWordBegins = (name: PreparedName, words: readonly string[]): boolean => words.every((word) => name.spaced.includes(` ${word}`));

/** The rank of a name for typed words that every word begins a word of (rank 3 is decided by the index). */
export function beginsRank(name: PreparedName, words: readonly string[]): MatchRank {
  const phrase = words.join(' ');
  if (name.words === phrase) return 0;
  return name.words.startsWith(phrase) ? 1 : 2;
}

/** The closeness of a name to typed words (orders similar spellings): each word's best similarity, summed. */
export function closeness(name: PreparedName, words: readonly string[]): number {
  const nameWords = name.words.split(' ');
  return words.reduce((sum, word) => sum + Math.max(0, ...nameWords.map((nameWord) => wordSimilarity(nameWord, word))), 0);
}

/** The names of one kind of thing, by id, searchable by word beginnings and similar words. */
export class NameIndex {
  private readonly names = new Map<number, PreparedName>();
  /** Which ids have each word in their name. */
  private readonly idsByWord = new Map<string, Set<number>>();
  /** The distinct words in code-point order, for the words beginning with a prefix; rebuilt lazily after additions. */
  private sortedWords: string[] | null = [];
  private readonly wordsByTrigram = new Map<string, string[]>();
  /** How many trigrams each known word has: `similar` weighs thousands of candidate words per typed word. */
  private readonly trigramCounts = new Map<string, number>();

  get size(): number {
    return this.names.size;
  }

  name(id: number): PreparedName | undefined {
    return this.names.get(id);
  }

  /** Puts (or replaces) the name of `id`. */
  set(id: number, name: string): void {
    const prepared = prepareName(name);
    const previous = this.names.get(id);
    if (previous?.words === prepared.words) return;
    if (previous) this.delete(id);
    this.names.set(id, prepared);
    for (const word of new Set(prepared.words.split(' ').filter((word) => word !== ''))) {
      let ids = this.idsByWord.get(word);
      if (!ids) {
        ids = new Set();
        this.idsByWord.set(word, ids);
        this.sortedWords = null;
        const trigrams = trigramsOf(word);
        this.trigramCounts.set(word, trigrams.size);
        for (const trigram of trigrams) {
          const words = this.wordsByTrigram.get(trigram);
          if (words) words.push(word);
          else this.wordsByTrigram.set(trigram, [word]);
        }
      }
      ids.add(id);
    }
  }

  /** Forgets `id`. Its words stay known (with fewer ids): they cost little and may come back. */
  delete(id: number): void {
    const previous = this.names.get(id);
    if (!previous) return;
    this.names.delete(id);
    for (const word of previous.words.split(' ')) this.idsByWord.get(word)?.delete(id);
  }

  /** The ids whose name has a word beginning with `prefix`. */
  beginning(prefix: string): Set<number> {
    this.sortedWords ??= [...this.idsByWord.keys()].sort();
    const words = this.sortedWords;
    let low = 0;
    let high = words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (words[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    const found = new Set<number>();
    for (let index = low; index < words.length && words[index]!.startsWith(prefix); index++) {
      for (const id of this.idsByWord.get(words[index]!)!) found.add(id);
    }
    return found;
  }

  /** The ids whose name has a word close to `word` (pg_trgm similarity at least SIMILAR_WORD_THRESHOLD). */
  similar(word: string): Set<number> {
    const trigrams = trigramsOf(word);
    const shared = new Map<string, number>();
    for (const trigram of trigrams) for (const candidate of this.wordsByTrigram.get(trigram) ?? []) shared.set(candidate, (shared.get(candidate) ?? 0) + 1);
    const found = new Set<number>();
    for (const [candidate, count] of shared) {
      if (count / (trigrams.size + this.trigramCounts.get(candidate)! - count) < SIMILAR_WORD_THRESHOLD) continue;
      for (const id of this.idsByWord.get(candidate)!) found.add(id);
    }
    return found;
  }

  /** The ids whose name every typed word begins a word of. */
  everyWordBeginning(words: readonly string[]): Set<number> {
    const [first, ...others] = [...words].sort((a, b) => b.length - a.length);
    if (first === undefined) return new Set();
    const found = new Set<number>();
    for (const id of this.beginning(first)) if (everyWordBegins(this.names.get(id)!, others)) found.add(id);
    return found;
  }

  /** The ids whose name has, for every typed word, a word close to it. */
  everyWordSimilar(words: readonly string[]): Set<number> {
    const sets = words.map((word) => this.similar(word)).sort((a, b) => a.size - b.size);
    const [smallest, ...others] = sets;
    if (!smallest) return new Set();
    return new Set([...smallest].filter((id) => others.every((set) => set.has(id))));
  }
}
