// Barcodes (IDENTITY.md §1): the GS1 rules for GTIN-8, -12 (UPC-A), -13 (EAN-13) and -14, written once for the forms,
// the spreadsheet import and the server. Pure, no yup: the import and the public lookup read codes without a form.

/** The lengths a GTIN is written in: EAN-8, UPC-A, EAN-13, GTIN-14. */
const GTIN_LENGTHS = new Set([8, 12, 13, 14]);

/**
 * The GS1 check digit of `body` (a GTIN without its last digit): from the right, digits weigh 3, 1, 3, 1…; the check
 * digit brings the sum up to a multiple of ten. Counting from the right is what lets leading zeros change nothing.
 */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    const digit = body.charCodeAt(body.length - 1 - index) - 48;
    sum += index % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * The one spelling of a GTIN, so one product has one string however it was typed: leading zeros removed, then padded
 * to 8 digits when at most 8 remain, else to 13; a GTIN-14 whose first digit is not 0 stays 14 digits.
 */
function normalizeDigits(digits: string): string {
  const significant = digits.replace(/^0+/, '');
  if (significant.length <= 8) return significant.padStart(8, '0');
  return significant.length === 14 ? significant : significant.padStart(13, '0');
}

/**
 * A barcode as typed (spaces and dashes ignored) in its normalized form, or null when it is not 8, 12, 13 or 14
 * digits with a right check digit.
 */
export function readGtin(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || !GTIN_LENGTHS.has(digits.length)) return null;
  if (gs1CheckDigit(digits.slice(0, -1)) !== Number(digits.at(-1))) return null;
  return normalizeDigits(digits);
}

/**
 * A market's own code (weighed goods, store labels), never an identity across markets: 13 digits beginning with 02,
 * 04 or 20–29, and 8 digits beginning with 0 or 2. `gtin` is normalized (readGtin).
 */
export function isInStoreGtin(gtin: string): boolean {
  if (gtin.length === 13) return /^(0[24]|2\d)/.test(gtin);
  return gtin.length === 8 && /^[02]/.test(gtin);
}

/** A UPC-A (12 digits) as the EAN-13 that scanners outside North America read: the same digits after a 0. */
export const upcAToEan13 = (upcA: string): string => `0${upcA}`;

/** An EAN-13 as UPC-A, when it is one (it begins with 0); null otherwise. */
export const ean13ToUpcA = (ean13: string): string | null => (ean13.length === 13 && ean13.startsWith('0') ? ean13.slice(1) : null);
