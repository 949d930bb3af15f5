const createJestProject = require('./tooling/jest/create-jest-project.cjs');

module.exports = {
  // One worker per core: jest's default (cores − 1) ran the suite in band on this 2-core machine, one core idle
  // (front-end projects 16 → 10 s, the server's offers, compare and pages 34 → 26 s with two workers).
  maxWorkers: '100%',
  projects: [
    createJestProject({ name: 'shared-api' }),
    createJestProject({ name: 'shared-ui' }),
    createJestProject({ name: 'admin-kit' }),
    createJestProject({ name: 'shell' }),
    createJestProject({ name: 'mfe-public' }),
    createJestProject({ name: 'mfe-market-admin' }),
    createJestProject({ name: 'mfe-super-admin' }),
    createJestProject({
      name: 'server',
      environment: 'node',
      // Nested ESM-only dependencies of @fastify/static and of fastify's inject(); the pages' tests read JSON-LD
      // with Adobe's extractor (ESM) and check it with its validator (ESM, loading its rules with import()).
      extraEsmPackages: ['content-disposition', 'cookie', '@marbec/web-auto-extractor'],
      dynamicImportPackages: ['@electric-sql/pglite', '@adobe/structured-data-validator'],
      setupFiles: ['<rootDir>/test/jest-setup.ts'],
      // Seeds the demo data once per run; test apps start from a copy (test/helpers/demo-template.ts).
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
      // *.postgres.test.ts need a PostgreSQL server (LISTEN/NOTIFY on connections of their own): they belong to
      // the run against DATABASE_URL (.ci/run's second server run), not to the embedded-PGlite one.
      testPathIgnorePatterns: process.env.DATABASE_URL ? [] : ['\\.postgres\\.test\\.ts$'],
    }),
  ],
};
