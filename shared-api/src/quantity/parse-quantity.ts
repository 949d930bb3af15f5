// Reads the quantity a shelf label states ("6x1.5L", "500 gr", "12 kokrra", "kg") as an amount of one base unit,
// so the server can price a kilo, a litre or a piece (COMPARISON.md §1). What it cannot read exactly is null:
// a product without a quantity shows no unit price, never a wrong one.
import type { Quantity, QuantityUnit } from '../contracts/products.js';

/** Each word a label may use for a unit, accents removed, with its base unit and the factor to reach it. */
const UNIT_WORDS: Readonly<Record<string, { unit: QuantityUnit; factor: number }>> = {
  g: { unit: 'kg', factor: 0.001 },
  gr: { unit: 'kg', factor: 0.001 },
  gram: { unit: 'kg', factor: 0.001 },
  grame: { unit: 'kg', factor: 0.001 },
  kg: { unit: 'kg', factor: 1 },
  kile: { unit: 'kg', factor: 1 },
  kilogram: { unit: 'kg', factor: 1 },
  ml: { unit: 'l', factor: 0.001 },
  cl: { unit: 'l', factor: 0.01 },
  dl: { unit: 'l', factor: 0.1 },
  l: { unit: 'l', factor: 1 },
  lt: { unit: 'l', factor: 1 },
  liter: { unit: 'l', factor: 1 },
  litra: { unit: 'l', factor: 1 },
  cope: { unit: 'copë', factor: 1 },
  copa: { unit: 'copë', factor: 1 },
  cp: { unit: 'copë', factor: 1 },
  pcs: { unit: 'copë', factor: 1 },
  kokrra: { unit: 'copë', factor: 1 },
  kokerr: { unit: 'copë', factor: 1 },
};

type Token = { kind: 'number'; value: number } | { kind: 'times' } | { kind: 'unit'; word: string };

/** Lower case without diacritics: "Litër" and "litër" and "liter" are one word, as are "copë" and "cope". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Numbers, multiplication signs and unit words; undefined when anything else appears. */
function tokenize(label: string): Token[] | undefined {
  const tokens: Token[] = [];
  const pattern = /\s*(?:(\d+(?:[.,]\d+)?)|([x×*])(?![a-z])|([a-z]+))/gy;
  const text = fold(label).trim();
  let match: RegExpExecArray | null;
  pattern.lastIndex = 0;
  while (pattern.lastIndex < text.length && (match = pattern.exec(text)) !== null) {
    const [, number, times, word] = match;
    if (number !== undefined) tokens.push({ kind: 'number', value: Number(number.replace(',', '.')) });
    else if (times !== undefined) tokens.push({ kind: 'times' });
    else if (word !== undefined) tokens.push(...splitWord(word));
  }
  return pattern.lastIndex === text.length || text.length === 0 ? tokens : undefined;
}

/** "lx6" after "1.5" is the unit then the sign: a letter run may end in the multiplication sign. */
function splitWord(word: string): Token[] {
  if (word === 'x') return [{ kind: 'times' }];
  if (word.endsWith('x') && word.slice(0, -1) in UNIT_WORDS) return [{ kind: 'unit', word: word.slice(0, -1) }, { kind: 'times' }];
  return [{ kind: 'unit', word }];
}

/**
 * `N (x N)* UNIT (x N)*` or a bare `UNIT`: every number multiplies (a multipack), the unit converts to its base.
 * A label without exactly one known unit is not a quantity.
 */
function evaluate(tokens: Token[], allowBareUnit: boolean): Quantity | null {
  const unitIndex = tokens.findIndex((token) => token.kind === 'unit');
  const unitToken = tokens[unitIndex];
  if (unitToken?.kind !== 'unit') return null;
  const unitWord = UNIT_WORDS[unitToken.word];
  if (!unitWord) return null;

  const before = tokens.slice(0, unitIndex);
  const after = tokens.slice(unitIndex + 1);
  const factors = [...numbersJoinedByTimes(before, 'before'), ...numbersJoinedByTimes(after, 'after')];
  if (factors.includes(Number.NaN)) return null;
  if (before.length === 0 && after.length === 0 && !allowBareUnit) return null;

  const amount = factors.reduce((product, factor) => product * factor, unitWord.factor);
  const rounded = Math.round(amount * 1e6) / 1e6;
  return rounded > 0 && Number.isFinite(rounded) ? { amount: rounded, unit: unitWord.unit } : null;
}

/**
 * The numbers of `6 x 4 x` (before the unit: the last number touches the unit) or `x 6 x 2` (after it: each
 * number follows a sign). NaN marks a sequence of another shape.
 */
function numbersJoinedByTimes(tokens: Token[], side: 'before' | 'after'): number[] {
  const numbers: number[] = [];
  const expectNumberAt = (index: number) => (side === 'before' ? index % 2 === 0 : index % 2 === 1);
  if (side === 'before' && tokens.length % 2 === 0 && tokens.length > 0) return [Number.NaN];
  if (side === 'after' && tokens.length % 2 === 1) return [Number.NaN];
  for (const [index, token] of tokens.entries()) {
    if (expectNumberAt(index)) {
      if (token.kind !== 'number') return [Number.NaN];
      numbers.push(token.value);
    } else if (token.kind !== 'times') return [Number.NaN];
  }
  return numbers;
}

/** The quantity a unit label states (`1,5 L`, `6x1.5L`, `kg`, `10 copë`), or null. */
export function parseQuantityLabel(label: string): Quantity | null {
  const tokens = tokenize(label);
  return tokens ? evaluate(tokens, true) : null;
}

/** Names end in their quantity more often than not ("Ujë Tepelena 6x1.5L"); a bare unit word there is not one. */
function parseNameEnding(name: string): Quantity | null {
  const words = name.trim().split(/\s+/);
  for (let start = Math.max(0, words.length - 7); start < words.length; start++) {
    const tokens = tokenize(words.slice(start).join(' '));
    const quantity = tokens && tokens[0]?.kind === 'number' ? evaluate(tokens, false) : null;
    if (quantity) return quantity;
  }
  return null;
}

/** A product's quantity: from its unit label first, else from a quantity at the end of its name. */
export function parseProductQuantity(productUnit: string | null | undefined, productName: string): Quantity | null {
  return parseQuantityLabel(productUnit ?? '') ?? parseNameEnding(productName);
}

/** "9 l", "1.5 kg", "12 copë": how the admin form shows what it read. */
export function formatQuantity(quantity: Quantity): string {
  return `${Number(quantity.amount.toFixed(3))} ${quantity.unit}`;
}

export const QUANTITY_UNITS: readonly QuantityUnit[] = ['kg', 'l', 'copë'];
