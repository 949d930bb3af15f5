import type { UserSessionDuration } from '@ofertat/shared-api/contracts';
import { messages } from '@ofertat/shared-api/validation';
import { SESSION_REPORT_RATE_LIMIT } from '../../../src/features/sessions/sessions-routes.js';
import { tiraneToday } from '../../../src/lib/tirane-date.js';
import { DEMO_SESSION_DAYS } from '../../../src/seed/demo/app-sessions.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { bearer, type DemoRoles, loginDemoRoles } from '../../helpers/demo-roles.js';

let testApp: TestApp;
let roles: DemoRoles<'dajti'>;
beforeAll(async () => {
  testApp = await buildTestApp();
  roles = await loginDemoRoles(testApp, ['dajti']);
});
afterAll(() => testApp.close());

// Each test reports from its own address, so the per-address rate limit of one test never hits another.
let nextAddress = 1;
const reporter = () => {
  const remoteAddress = `10.0.0.${nextAddress++}`;
  return (payload: unknown) => testApp.app.inject({ method: 'POST', url: '/api/sessions', remoteAddress, payload: payload as object });
};
const report = (token?: string) => testApp.app.inject({ method: 'GET', url: '/api/sessions/all-user-durations', headers: bearer(token) });

describe('POST /api/sessions', () => {
  it("records a session for today in Tirana by default (201), without a token", async () => {
    const send = reporter();
    const response = await send({ userId: 'device-a', durationSeconds: 300 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ userId: 'device-a', durationSeconds: 300, date: tiraneToday() });
    const dated = await send({ userId: 'device-a', durationSeconds: 60, date: '2025-01-31' });
    expect(dated.json()).toEqual({ userId: 'device-a', durationSeconds: 60, date: '2025-01-31' });
  });

  it('accepts the bounds and refuses what lies outside them', async () => {
    const send = reporter();
    const m = messages.appSessions.validation;
    for (const payload of [
      { userId: 'x', durationSeconds: 1 },
      { userId: 'u'.repeat(64), durationSeconds: 86_400 },
    ]) {
      expect((await send(payload)).statusCode).toBe(201);
    }
    const refused: [object, string][] = [
      [{ userId: 'u', durationSeconds: 0 }, m.durationInvalid],
      [{ userId: 'u', durationSeconds: 86_401 }, m.durationInvalid],
      [{ userId: 'u', durationSeconds: 12.5 }, m.durationInvalid],
      [{ userId: 'u', durationSeconds: 'long' }, m.durationInvalid],
      [{ userId: 'u' }, m.durationInvalid],
      [{ userId: '', durationSeconds: 10 }, m.userIdInvalid],
      [{ userId: 'u'.repeat(65), durationSeconds: 10 }, m.userIdInvalid],
      [{ durationSeconds: 10 }, m.userIdInvalid],
      [{ userId: 'u', durationSeconds: 10, date: '2025-02-30' }, messages.validation.invalidDate],
      [{ userId: 'u', durationSeconds: 10, date: '31.01.2025' }, messages.validation.invalidDate],
    ];
    for (const [payload, message] of refused) {
      const response = await send(payload);
      expect({ payload, status: response.statusCode, message: response.json().message }).toEqual({ payload, status: 400, message });
    }
  });

  it('keeps the public cache: usage reports change no public page', async () => {
    const invalidate = jest.spyOn(testApp.app.publicCache, 'invalidate');
    expect((await reporter()({ userId: 'device-c', durationSeconds: 5 })).statusCode).toBe(201);
    expect(invalidate).not.toHaveBeenCalled();
    invalidate.mockRestore();
  });

  it(`allows ${SESSION_REPORT_RATE_LIMIT.max} reports a minute per address, then answers 429 with a JSON message`, async () => {
    const send = reporter();
    for (let index = 0; index < SESSION_REPORT_RATE_LIMIT.max; index++) {
      expect((await send({ userId: 'flood', durationSeconds: 1 })).statusCode).toBe(201);
    }
    const limited = await send({ userId: 'flood', durationSeconds: 1 });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^application\/json/);
    expect(limited.json()).toEqual({ message: expect.any(String) });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await reporter()({ userId: 'other', durationSeconds: 1 })).statusCode).toBe(201);
  });
});

describe('GET /api/sessions/all-user-durations', () => {
  it('sums the seconds per user and day, newest day first, then by user id', async () => {
    const send = reporter();
    await send({ userId: 'sum-b', durationSeconds: 100, date: '2020-03-02' });
    await send({ userId: 'sum-b', durationSeconds: 250, date: '2020-03-02' });
    await send({ userId: 'sum-a', durationSeconds: 40, date: '2020-03-02' });
    await send({ userId: 'sum-a', durationSeconds: 70, date: '2020-03-01' });

    const response = await report(roles.superAdmin);
    expect(response.statusCode).toBe(200);
    const rows = response.json<UserSessionDuration[]>();
    expect(rows.filter((row) => row.userId.startsWith('sum-'))).toEqual([
      { userId: 'sum-a', date: '2020-03-02', totalDuration: 40 },
      { userId: 'sum-b', date: '2020-03-02', totalDuration: 350 },
      { userId: 'sum-a', date: '2020-03-01', totalDuration: 70 },
    ]);
    const keys = rows.map((row) => `${row.date}|${row.userId}`);
    expect(new Set(keys).size).toBe(keys.length);
    const sorted = [...rows].sort((a, b) => b.date.localeCompare(a.date) || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
    expect(rows).toEqual(sorted);
  });

  it('holds 60 days of demo usage ending today, 30–80 users a day, 1–40 minutes a session', async () => {
    const rows = (await report(roles.superAdmin)).json<UserSessionDuration[]>().filter((row) => row.userId.startsWith('app-'));
    const days = [...new Set(rows.map((row) => row.date))];
    expect(days).toHaveLength(DEMO_SESSION_DAYS);
    expect(days[0]).toBe(tiraneToday());
    for (const day of days) {
      const users = rows.filter((row) => row.date === day).length;
      expect(users).toBeGreaterThanOrEqual(30);
      expect(users).toBeLessThanOrEqual(80);
    }
    for (const row of rows) {
      expect(row.totalDuration).toBeGreaterThanOrEqual(60);
      expect(row.totalDuration).toBeLessThanOrEqual(3 * 40 * 60);
    }
  });

  it('is for the super admin only', async () => {
    expect((await report()).statusCode).toBe(401);
    expect((await report(roles.admins.dajti)).statusCode).toBe(403);
  });
});
