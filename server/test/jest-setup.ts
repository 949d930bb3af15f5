import { fixToday } from '../src/lib/tirane-date.js';
import { runDay } from './helpers/test-day.js';

// Opening PGlite, migrating and seeding takes a few seconds, more when test files run in parallel.
jest.setTimeout(30_000);

// Every test file on the run's day (helpers/test-day.ts).
fixToday(runDay());
