// PostgreSQL numeric values (money numeric(12,2), coordinates numeric(9,6)) reach JavaScript as strings
// so no precision is lost in the driver. The API promises JSON numbers: convert at the API boundary,
// in the function that shapes a response, with this one helper.
export function fromNumeric(value: string | number): number;
export function fromNumeric(value: string | number | null | undefined): number | null;
export function fromNumeric(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) throw new TypeError(`Not a numeric value: ${String(value)}`);
  return number;
}
