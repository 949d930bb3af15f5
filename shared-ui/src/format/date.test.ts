import { formatDayMonth, formatDayMonthYear, formatLongDate } from './date';

describe('date formatters', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('formats a calendar date as day/month', () => {
    expect(formatDayMonth('2026-01-05')).toBe('05/01');
    expect(formatDayMonthYear('2026-01-05')).toBe('05/01/2026');
    expect(formatLongDate('2026-01-05')).toBe('5 janar 2026');
  });

  it('uses every Albanian month name', () => {
    const months = Array.from({ length: 12 }, (_, i) => formatLongDate(`2026-${String(i + 1).padStart(2, '0')}-01`));
    expect(months.map((text) => text.split(' ')[1])).toEqual([
      'janar', 'shkurt', 'mars', 'prill', 'maj', 'qershor',
      'korrik', 'gusht', 'shtator', 'tetor', 'nëntor', 'dhjetor',
    ]);
  });

  it('does not shift a calendar date west of Greenwich', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(formatDayMonth('2026-03-01')).toBe('01/03');
    expect(formatLongDate('2026-12-31')).toBe('31 dhjetor 2026');
  });

  it('formats timestamps and Date objects in local time', () => {
    expect(formatDayMonthYear(new Date(2025, 10, 9, 23, 30))).toBe('09/11/2025');
    expect(formatDayMonth('2025-11-09T10:00:00')).toBe('09/11');
  });

  it.each([null, undefined, '', 'not a date', '2026-02-30', '2026-13-01'])('shows N/A for %p', (value) => {
    expect(formatDayMonth(value)).toBe('N/A');
    expect(formatDayMonthYear(value)).toBe('N/A');
    expect(formatLongDate(value)).toBe('N/A');
  });
});
