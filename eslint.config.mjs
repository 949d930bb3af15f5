// One lint configuration for the whole repository: `npm run lint` at the root lints everything once, and each
// workspace's `npm run lint` runs `eslint .` there with this same file. The import rules keep the boundaries of
// docs/architecture.md ("Boundaries"); the file-name rule keeps CONVENTIONS.md's one naming rule.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const remotes = ['mfe-public', 'mfe-market-admin', 'mfe-super-admin'];
const apps = ['shell', ...remotes];

/** The feature folders of one workspace (`<workspace>/src/features/<feature>`), read from disk so a new feature is covered. */
function featuresOf(workspace) {
  try {
    return readdirSync(path.join(root, workspace, 'src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

// Inside a remote a feature imports shared packages and the remote's own folders outside features (lib, components,
// test), never a sibling feature: a piece two features need moves up to one of those.
const remoteFeatureZones = remotes.flatMap((remote) =>
  featuresOf(remote).map((feature) => ({
    target: `${remote}/src/features/${feature}`,
    from: `${remote}/src/features`,
    except: [`./${feature}`],
    message: `Features of ${remote} do not import each other: move what both need to ${remote}/src/lib or components, or to a shared package.`,
  })),
);

// Server features are vertical slices over one database: they may use each other's repositories and helpers (the
// auth checks, the price records every offer write appends to), but a feature's HTTP layer (`*-routes.ts`) is its
// own; only app.ts registers it.
const serverFeatureZones = featuresOf('server').map((feature) => ({
  target: `server/src/features/${feature}`,
  from: path.join(root, 'server/src/features/*/*-routes.ts'),
  except: [path.join(root, `server/src/features/${feature}/**`)],
  message: "A server feature's routes are its own: move what another feature needs to a module beside its repository.",
}));

// Apps never import each other: the shell loads remotes at run time (remotes.json), remotes only meet in the shell.
const appImports = (except = []) =>
  apps
    .filter((app) => !except.includes(app))
    .map((app) => ({
      group: [`@ofertat/${app}`, `@ofertat/${app}/**`],
      message: 'Apps never import each other: the shell loads remotes at run time; shared code lives in a shared package.',
    }));
const adminKit = {
  group: ['@ofertat/admin-kit', '@ofertat/admin-kit/**'],
  message: 'The admin kit is for the two admin remotes only: public pages and the design system never load it.',
};
const adminApi = {
  group: ['@ofertat/shared-api/admin'],
  message: "shared-api's admin entry is for the two admin areas only: the public first load must not carry it.",
};
const uiPackages = ['@ofertat/shared-ui', '@ofertat/admin-kit', 'react', 'react-dom', 'styled-components', 'formik'];

/** One `no-restricted-imports` setting per group of files (a later block would replace, not merge, an earlier one). */
const restrictImports = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/data/',
    '**/test-results/',
    '**/playwright-report/',
    '**/.deploy/',
    '.swc/',
    'server/drizzle/',
    'server/test/fixtures/web/',
  ]),

  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended],
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    files: ['tooling/jest/setup-dom.cjs'],
    languageOptions: { globals: globals.jest },
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': 'off',
      'no-unused-vars': ['error', { ignoreRestSiblings: true, caughtErrors: 'none' }],
      // A `let` assigned once but read earlier in a callback (a channel handed over after LISTEN) stays a `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      'no-unused-vars': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, caughtErrors: 'none' }],
      // An interface extending one type is how a module augmentation names it (styled-components' DefaultTheme).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },

  // The React code (not e2e, whose Playwright fixtures call a `use` callback that is no hook).
  {
    files: ['{shell,mfe-*,shared-ui,admin-kit,shared-api}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  // File names: kebab-case (CONVENTIONS.md), middle extensions aside (`offer-card.test.tsx`, `styled.d.ts`).
  {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  // The design system's component folders take Zendesk Garden's shape: `Name.tsx`, `Name.styles.ts`, `Name.test.tsx`
  // named after the component, beside kebab-case `index.ts`, `types.ts` and helpers.
  {
    files: ['shared-ui/src/components/**', 'shared-ui/src/theme/**'],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*': '@(+([a-z])*([a-z0-9])*(-+([a-z0-9]))|+([A-Z])*([a-zA-Z0-9]))' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },

  // Boundaries by path: no relative import into another workspace (it would dodge the package rules below), and the
  // feature rules above.
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['source', 'types', 'import', 'require', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-relative-packages': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...remoteFeatureZones, ...serverFeatureZones] }],
    },
  },

  // Boundaries by package.
  restrictImports(
    ['shared-api/**'],
    [
      {
        group: [...uiPackages, ...uiPackages.map((name) => `${name}/**`), '@ofertat/shell', '@ofertat/mfe-*'],
        message: 'shared-api imports nothing from the UI: the shell passes in what the client needs (token getter, 401 handler).',
      },
    ],
  ),
  restrictImports(['shared-ui/**'], [adminKit, adminApi, ...appImports()]),
  restrictImports(['admin-kit/**'], appImports()),
  restrictImports(['shell/**'], [adminKit, adminApi, ...appImports(['shell'])]),
  restrictImports(['mfe-public/**'], [adminKit, adminApi, ...appImports(['mfe-public'])]),
  restrictImports(['mfe-market-admin/**'], appImports(['mfe-market-admin'])),
  restrictImports(['mfe-super-admin/**'], appImports(['mfe-super-admin'])),
  restrictImports(
    ['server/**'],
    [
      {
        // The server-safe entries of shared-api: no DOM, no ky, no zustand (shared-api/package.json "exports").
        regex: '^@ofertat/shared-api(?!/(contracts|validation|deployment)$)',
        message:
          "The server imports only shared-api's contracts, validation and deployment entries, never its browser entry.",
      },
      {
        group: [...uiPackages, ...uiPackages.map((name) => `${name}/**`), '@ofertat/shell', '@ofertat/mfe-*'],
        message: 'The server imports nothing from the UI.',
      },
    ],
  ),

  {
    files: ['shell/src/**', 'mfe-*/src/**', 'shared-ui/src/**', 'admin-kit/src/**', 'shared-api/src/**'],
    languageOptions: { globals: globals.browser },
  },
]);
