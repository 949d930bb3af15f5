// Opening PGlite, migrating and seeding takes a few seconds, more when test files run in parallel.
jest.setTimeout(30_000);
