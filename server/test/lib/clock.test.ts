import { ConfigError, loadConfig } from '../../src/config.js';
import { addDays, fixToday, tiraneToday } from '../../src/lib/tirane-date.js';
import { buildTestApp } from '../helpers/build-test-app.js';
import { freeClock, runDay } from '../helpers/test-day.js';

const BASE_ENV = { DATA_DIR: '/tmp/ofertat-clock-test', JWT_SECRET: 'x'.repeat(40) };

describe('the server clock (TODAY)', () => {
  afterEach(() => fixToday(runDay()));

  it('is the calendar day in Tirana, or the day TODAY names', () => {
    expect(tiraneToday(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    fixToday('2026-01-15');
    expect(tiraneToday()).toBe('2026-01-15');
    // An explicit instant is still converted: only "now" is fixed.
    expect(tiraneToday(new Date('2026-03-28T12:00:00Z'))).toBe('2026-03-28');
  });

  it("follows the server's clock across midnight in Tirana, forwards and back", () => {
    freeClock();
    jest.useFakeTimers({ now: new Date('2026-03-28T22:59:59Z') });
    try {
      expect(tiraneToday()).toBe('2026-03-28');
      // 23:00 UTC is midnight in Tirana (CET): the next day, though the minute before was asked a second ago.
      jest.setSystemTime(new Date('2026-03-28T23:00:00Z'));
      expect(tiraneToday()).toBe('2026-03-29');
      jest.setSystemTime(new Date('2026-03-28T22:59:30Z'));
      expect(tiraneToday()).toBe('2026-03-28');
    } finally {
      jest.useRealTimers();
    }
  });

  it('takes TODAY from the environment and refuses a day that does not exist', () => {
    expect(loadConfig({ ...BASE_ENV, TODAY: '2026-01-15' }).today).toBe('2026-01-15');
    expect(loadConfig(BASE_ENV).today).toBeUndefined();
    expect(() => loadConfig({ ...BASE_ENV, TODAY: '2026-02-30' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...BASE_ENV, TODAY: 'yesterday' })).toThrow(/TODAY must be a calendar day/);
  });

  it('refuses TODAY in production', () => {
    const production = { ...BASE_ENV, NODE_ENV: 'production', SUPERADMIN_PASSWORD: 'a-long-unpublished-secret-1', DEMO_DATA: '0', PUBLIC_ORIGIN: 'https://ofertat.al' };
    expect(() => loadConfig(production)).not.toThrow();
    expect(() => loadConfig({ ...production, TODAY: '2026-01-15' })).toThrow(/TODAY is refused/);
  });

  it('decides which offers are current for the whole app', async () => {
    const farFuture = addDays(tiraneToday(), 400);
    const testApp = await buildTestApp({ env: { TODAY: farFuture } });
    try {
      expect(tiraneToday()).toBe(farFuture);
      // Every demo offer has ended by then.
      const cards = await testApp.app.inject({ method: 'GET', url: '/api/offer/all' });
      expect(cards.json()).toEqual([]);
    } finally {
      await testApp.close();
    }
  });
});
