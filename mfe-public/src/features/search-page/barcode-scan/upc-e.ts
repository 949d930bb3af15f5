// UPC-E, the short code of small North American packs: a rule of the scanner only (a detector reports UPC-E as its 8
// digits; the forms, the import and the server read GTINs, shared-api/src/barcodes/gtin.ts), so it lives with the
// scanner, outside every page's first load.

/**
 * A UPC-E (8 digits: number system 0 or 1, six digits, the check digit) as the UPC-A it abbreviates, or null when it
 * is no UPC-E. Its check digit is the UPC-A's: read as an EAN-8 the same digits would fail the check or name another
 * product. The sixth digit says where the zeros were taken out.
 */
export function upcEToUpcA(upcE: string): string | null {
  if (!/^[01]\d{7}$/.test(upcE)) return null;
  const digits = upcE.slice(1, 7);
  const last = digits.charAt(5);
  let body: string;
  if (last <= '2') body = `${digits.slice(0, 2)}${last}0000${digits.slice(2, 5)}`;
  else if (last === '3') body = `${digits.slice(0, 3)}00000${digits.slice(3, 5)}`;
  else if (last === '4') body = `${digits.slice(0, 4)}00000${digits.charAt(4)}`;
  else body = `${digits.slice(0, 5)}0000${last}`;
  return `${upcE.charAt(0)}${body}${upcE.charAt(7)}`;
}
