// Field builders shared by the resource schemas. The server validates with the same schemas, so every field
// carries a catalogue message (never yup's English default) and a bound that keeps absurd input out.
import * as yup from 'yup';
import { messages } from '../catalogue.js';

export const validationLimits = {
  nameLength: 120,
  unitLength: 40,
  descriptionLength: 5000,
  emailLength: 254,
  phoneLength: 32,
  urlLength: 2048,
  /** New and changed passwords (OWASP ASVS 2.1.1); login still accepts older, shorter ones. */
  passwordMinLength: 12,
  /** Fewer different characters than this (64 spaces, `aaaaaaaaaaaa`, `121212121212`) is refused as predictable. */
  passwordMinDistinctCharacters: 5,
  passwordMaxLength: 128,
  /** The largest amount numeric(12,2) holds. */
  maxPrice: 99_999_999.99,
  maxDisplayOrder: 1000,
  /** Largest id a PostgreSQL integer column holds. */
  maxId: 2_147_483_647,
  maxListSize: 500,
  maxOfferProducts: 200,
} as const;

const v = messages.validation;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Empty form inputs arrive as '' (or null from JSON): treat them as "not given". */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** A real calendar day written YYYY-MM-DD (rejects 2024-02-30 and the like). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Forms hold numbers as strings; JSON holds numbers. Anything else is not a number. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/**
 * How an id is written as text (a form's field, a URL): decimal digits without a sign or a leading zero. Number()
 * would also read '33.0', ' 33', '+33', '33e0' and '0x21' as 33; an id has one spelling.
 */
const CANONICAL_ID = /^[1-9][0-9]*$/;

export function isId(value: unknown): boolean {
  if (typeof value === 'string' && !CANONICAL_ID.test(value)) return false;
  const id = toNumber(value);
  return Number.isInteger(id) && id > 0 && id <= validationLimits.maxId;
}

/** An id's text that is not written canonically becomes NaN, which the id rules refuse with their message. */
const canonicalIdText = (value: unknown, original: unknown): unknown =>
  typeof original === 'string' && !isBlank(original) && !CANONICAL_ID.test(original) ? Number.NaN : value;

/**
 * Schemas cannot see file content on the server (it checks magic bytes itself); they only check that a file was
 * given: a File/Blob in the browser, a non-empty FileList, or whatever marker the server puts for an uploaded part.
 */
export function isFilePresent(value: unknown): boolean {
  if (isBlank(value) || value === false) return false;
  if (typeof value === 'object' && value !== null && 'length' in value && typeof value.length === 'number') {
    return value.length > 0;
  }
  return true;
}

const blankTo =
  <T>(replacement: T) =>
  (value: unknown, original: unknown): unknown =>
    isBlank(original) ? replacement : value;

/** Rejects a body that is not a JSON object with one message instead of yup's English default. */
export function objectSchema<S extends yup.ObjectShape>(shape: S) {
  return yup.object(shape).typeError(v.invalidBody).nonNullable(v.invalidBody);
}

// yup's string() casts numbers and booleans to text but leaves arrays and objects as they are, and its trim()
// then calls value.trim() on them and throws. Trimming only real strings lets the type check refuse the rest
// with the field's own message, on the server and in the forms alike.
const trimString = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);

/** A trimmed text; anything that is not text (an array, an object) is refused with `typeMessage`. */
export function trimmedText(typeMessage: string = v.invalidText) {
  return yup.string().transform(trimString).typeError(typeMessage);
}

export function requiredText(message: string, max: number = validationLimits.nameLength) {
  return trimmedText(message).required(message).max(max, v.tooLong(max));
}

export function optionalText(max: number = validationLimits.nameLength) {
  return trimmedText().transform(blankTo('')).max(max, v.tooLong(max)).default('');
}

export function requiredId(message: string = v.invalidId) {
  return yup
    .number()
    .transform(blankTo(undefined))
    .transform(canonicalIdText)
    .typeError(message)
    .required(message)
    .integer(message)
    .positive(message)
    .max(validationLimits.maxId, message);
}

/** A reference that may be cleared: empty means null (clear it), absent stays undefined (leave it). */
export function clearableId() {
  return yup
    .number()
    .transform(blankTo(null))
    .transform(canonicalIdText)
    .typeError(v.invalidId)
    .integer(v.invalidId)
    .positive(v.invalidId)
    .max(validationLimits.maxId, v.invalidId)
    .nullable();
}

/** An optional reference; empty or absent means null, as the API sends it. */
export function optionalId() {
  return clearableId().default(null);
}

export function idList() {
  return yup
    .array()
    .of(requiredId())
    .typeError(v.invalidId)
    .max(validationLimits.maxListSize, v.tooMany(validationLimits.maxListSize))
    .default(() => []);
}

export function requiredDate(message: string) {
  return yup
    .string()
    .typeError(v.invalidDate)
    .required(message)
    .test('iso-date', v.invalidDate, (value) => isBlank(value) || isIsoDate(value));
}

export function optionalDate() {
  return yup
    .string()
    .transform(blankTo(undefined))
    .typeError(v.invalidDate)
    .optional()
    .test('iso-date', v.invalidDate, (value) => value === undefined || isIsoDate(value));
}

export function booleanField(defaultValue: boolean) {
  return yup.boolean().transform(blankTo(undefined)).typeError(v.invalidBoolean).default(defaultValue);
}

export function requiredFile(message: string) {
  return yup.mixed().required(message).test('file-present', message, isFilePresent);
}

/** An optional file; an empty file input is null in a form (as toFormData treats it: not sent). */
export function optionalFile() {
  return yup.mixed().nullable().optional();
}
