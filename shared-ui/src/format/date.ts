import { NOT_AVAILABLE } from './price';

export type DateInput = string | Date | null | undefined;

const ALBANIAN_MONTHS = [
  'janar', 'shkurt', 'mars', 'prill', 'maj', 'qershor',
  'korrik', 'gusht', 'shtator', 'tetor', 'nëntor', 'dhjetor',
] as const;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

interface CalendarParts {
  year: number;
  month: number;
  day: number;
}

/**
 * A bare 'YYYY-MM-DD' is a calendar day, not an instant: reading it through Date would treat it as UTC
 * midnight and show the previous day west of Greenwich. Timestamps are shown in the visitor's time zone.
 */
function toCalendarParts(input: DateInput): CalendarParts | null {
  if (input === null || input === undefined || input === '') return null;
  if (typeof input === 'string') {
    const match = CALENDAR_DATE.exec(input.trim());
    if (match) {
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      const probe = new Date(year, month - 1, day);
      const real = probe.getFullYear() === year && probe.getMonth() === month - 1 && probe.getDate() === day;
      return real ? { year, month, day } : null;
    }
  }
  const date = typeof input === 'string' ? new Date(input) : input;
  if (Number.isNaN(date.getTime())) return null;
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

const twoDigits = (n: number): string => String(n).padStart(2, '0');

/** 'DD/MM', or 'N/A' when missing or invalid. */
export function formatDayMonth(input: DateInput): string {
  const parts = toCalendarParts(input);
  return parts ? `${twoDigits(parts.day)}/${twoDigits(parts.month)}` : NOT_AVAILABLE;
}

/** 'DD/MM/YYYY', or 'N/A' when missing or invalid. */
export function formatDayMonthYear(input: DateInput): string {
  const parts = toCalendarParts(input);
  return parts ? `${twoDigits(parts.day)}/${twoDigits(parts.month)}/${parts.year}` : NOT_AVAILABLE;
}

/** Albanian long form, e.g. '5 janar 2026', or 'N/A' when missing or invalid. */
export function formatLongDate(input: DateInput): string {
  const parts = toCalendarParts(input);
  return parts ? `${parts.day} ${ALBANIAN_MONTHS[parts.month - 1]} ${parts.year}` : NOT_AVAILABLE;
}
