// The day a test run happens on. A run that crossed midnight in Tirana (23:00 UTC in winter) failed: a test read
// "today" before midnight and the server after, and the demo data seeded before midnight ended "yesterday". So the
// global setup fixes the server's clock on the day the run starts, in every test file and every test app, as TODAY
// does for a demo. Tests of the clock itself run it free with `freeClock` and give it back with `runDay`.
import { fixToday, tiraneToday } from '../../src/lib/tirane-date.js';

const TEST_DAY_ENV = 'OFERTAT_TEST_DAY';

/** In the global setup: fixes the run's day and hands it to the test files' processes. */
export function fixRunDay(): void {
  process.env[TEST_DAY_ENV] ??= tiraneToday();
  fixToday(process.env[TEST_DAY_ENV]);
}

/** The run's day (YYYY-MM-DD); the server's own clock when the global setup did not run. */
export const runDay = (): string | undefined => process.env[TEST_DAY_ENV];

/** Lets tiraneToday() follow the (possibly faked) system clock until `fixToday(runDay())`. */
export function freeClock(): void {
  fixToday(undefined);
}
