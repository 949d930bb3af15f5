import { buildSessionReport, formatMinutes } from './session-report';

describe('session report', () => {
  it('counts distinct users per day, oldest day first, and over the whole period', () => {
    const report = buildSessionReport([
      { userId: 'b', date: '2026-05-02', totalDuration: 60 },
      { userId: 'a', date: '2026-05-02', totalDuration: 30 },
      { userId: 'a', date: '2026-05-01', totalDuration: 90 },
    ]);
    expect(report.daily).toEqual([
      { date: '2026-05-01', activeUsers: 1 },
      { date: '2026-05-02', activeUsers: 2 },
    ]);
    expect(report.uniqueUsers).toBe(2);
  });

  it('is empty for no records', () => {
    expect(buildSessionReport([])).toEqual({ daily: [], uniqueUsers: 0 });
  });

  it('shows seconds as minutes with two decimals', () => {
    expect([754, 60, 0, 1].map(formatMinutes)).toEqual(['12.57', '1.00', '0.00', '0.02']);
  });
});
