// One jest project factory: every package is tested with the same transform and module mapping.
const path = require('node:path');
const createSwcConfig = require('../swc.config.cjs');

const root = path.resolve(__dirname, '../..');
// ESM-only packages that jest must transform.
const esmPackages = ['ky', 'ol', 'rbush', 'quickselect', 'ol-ext', 'earcut', 'pbf', 'color-rgba', 'color-parse', 'color-space', 'color-name'];

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * @param {{
 *   name: string,
 *   environment?: 'jsdom' | 'node',
 *   setupFiles?: string[],
 *   extraEsmPackages?: string[],
 *   dynamicImportPackages?: string[],
 *   globalSetup?: string,
 *   globalTeardown?: string,
 *   testPathIgnorePatterns?: string[],
 * }} options
 * extraEsmPackages: more ESM-only packages this project needs transformed, also when npm nests them
 * (node_modules/a/node_modules/b); Node loads them with require(esm), jest 30 on Node 20 cannot.
 * dynamicImportPackages: CommonJS packages that call `import()` (PGlite loads fs, zlib… that way), which
 * jest's module sandbox refuses without --experimental-vm-modules; their import() calls are compiled to require().
 * testPathIgnorePatterns: test files this run leaves out, besides node_modules.
 */
module.exports = function createJestProject({
  name,
  environment = 'jsdom',
  setupFiles = [],
  extraEsmPackages = [],
  dynamicImportPackages = [],
  globalSetup,
  globalTeardown,
  testPathIgnorePatterns = [],
}) {
  const transformed = [...esmPackages, ...extraEsmPackages, ...dynamicImportPackages].join('|');
  const dynamicImportTransforms = Object.fromEntries(
    dynamicImportPackages.map((pkg) => [
      `/node_modules/${escapeRegExp(pkg)}/.+\\.c?js$`,
      ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' }, swcrc: false }],
    ]),
  );
  return {
    displayName: name,
    rootDir: path.join(root, name),
    ...(globalSetup ? { globalSetup } : {}),
    ...(globalTeardown ? { globalTeardown } : {}),
    testEnvironment: environment,
    // What the build factory's DefinePlugin writes into the bundles.
    globals: { __APP_NAME__: name, __APP_VERSION__: require(path.join(root, name, 'package.json')).version },
    testMatch: ['<rootDir>/{src,test}/**/*.test.{ts,tsx}'],
    testPathIgnorePatterns: ['/node_modules/', ...testPathIgnorePatterns],
    transform: {
      ...dynamicImportTransforms,
      '^.+\\.(t|j)sx?$': ['@swc/jest', { ...createSwcConfig({ module: 'commonjs' }), swcrc: false }],
    },
    transformIgnorePatterns: [`/node_modules/(?!(?:.+/node_modules/)?(?:${transformed})/)`],
    moduleNameMapper: {
      '^@ofertat/shared-api$': '<rootDir>/../shared-api/src/index.ts',
      '^@ofertat/shared-api/validation$': '<rootDir>/../shared-api/src/validation/index.ts',
      '^@ofertat/shared-api/deployment$': '<rootDir>/../shared-api/src/deployment/index.ts',
      '^@ofertat/shared-api/page-state$': '<rootDir>/../shared-api/src/page-state/index.ts',
      '^@ofertat/shared-api/admin$': '<rootDir>/../shared-api/src/admin/index.ts',
      '^@ofertat/shared-api/barcodes$': '<rootDir>/../shared-api/src/barcodes/gtin.ts',
      '^@ofertat/shared-ui$': '<rootDir>/../shared-ui/src/index.ts',
      '^@ofertat/shared-ui/test$': '<rootDir>/../shared-ui/src/test/index.ts',
      '^@ofertat/shared-ui/routing$': '<rootDir>/../shared-ui/src/routing/router.ts',
      '^@ofertat/admin-kit$': '<rootDir>/../admin-kit/src/index.ts',
      '\\.(css)$': '<rootDir>/../tooling/jest/style-stub.cjs',
      // uPlot draws on a canvas and reads matchMedia, neither of which jsdom has: every test charts with a stand-in.
      '^uplot$': '<rootDir>/../shared-ui/src/test/fake-uplot.ts',
      // Sources use NodeNext-style '.js' suffixes on relative imports.
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    setupFilesAfterEnv: [
      ...(environment === 'jsdom' ? [path.join(__dirname, 'setup-dom.cjs')] : []),
      ...setupFiles,
    ],
  };
};
