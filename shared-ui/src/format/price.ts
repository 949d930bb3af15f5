import { CURRENCY_LABEL, PRICE_DECIMALS } from '@ofertat/shared-api';

export const NOT_AVAILABLE = 'N/A';

/** Price as '120.00 ALL'; 'N/A' when empty or not a number (the API may send decimals as strings). */
export function formatPrice(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return NOT_AVAILABLE;
  if (typeof value === 'string' && value.trim() === '') return NOT_AVAILABLE;
  const amount = Number(value);
  if (!Number.isFinite(amount)) return NOT_AVAILABLE;
  return `${amount.toFixed(PRICE_DECIMALS)} ${CURRENCY_LABEL}`;
}
