// What is wrong with a product form's barcode (IDENTITY.md §1), in the catalogue's words: the yup rule of the shared
// product schemas (server and market forms) and the super admin's form, which has no schema (spec section 5), both
// ask here, so the words and the rule are the same everywhere.
import { messages } from '../messages.js';
import { isInStoreGtin, readGtin } from './gtin.js';

const m = messages.products.validation;

export interface BarcodeRuleOptions {
  /** A global product: a market's in-store code cannot identify it. */
  global: boolean;
}

/** The message for a typed barcode, or null when it may be saved (empty included: the field is optional). */
export function barcodeProblem(text: string, { global }: BarcodeRuleOptions): string | null {
  if (text.trim() === '') return null;
  const gtin = readGtin(text);
  if (gtin === null) return m.barcodeInvalid;
  return global && isInStoreGtin(gtin) ? m.barcodeInStore : null;
}
