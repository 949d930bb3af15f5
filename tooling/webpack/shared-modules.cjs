// What the apps of a page share through the federation runtime, and how (docs/architecture.md, "Version skew").
//
// Singletons: what must be one per page. React and react-dom (one renderer), styled-components (one style sheet and
// theme context), zustand, the router entry of the design system (one router's contexts) and the page state of the
// API client (one session, one configured client, one runtime config). The copy the page loaded first serves every
// app. Our two singleton entries keep their exports for a whole major version, so any 1.x copy serves a 1.x app.
//
// Versioned: the design system (its main entry, its form fields, its popup and its admin pieces), the admin kit and the
// API client's resources and rules. Each build asks for the version it was built against or a later minor (`^x.y.z`)
// and carries its own copy as the fallback: a remote built against a newer minor than the shell provides loads its own
// copy (its bytes, once) instead of breaking, and one built against an older minor uses the newer copy already on the
// page.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const versionOf = (pkg) => require(require.resolve(`${pkg}/package.json`, { paths: [root] })).version;

const singleton = (version, requiredVersion = `^${version}`) => ({ singleton: true, requiredVersion, version });
const sameMajor = (version) => `^${version.split('.')[0]}.0.0`;
const versioned = (version) => ({ singleton: false, requiredVersion: `^${version}`, version });

/**
 * The `shared` option of every app's ModuleFederationPlugin. `modulesDir` holds the @ofertat packages the build is
 * made against, as `@ofertat/<name>/` (their versions are read there): the workspaces' links in node_modules, or
 * copies of another release of them.
 */
module.exports = function sharedModules(modulesDir = path.join(root, 'node_modules')) {
  const react = versionOf('react');
  const reactDom = versionOf('react-dom');
  const ours = (name) => require(path.join(modulesDir, '@ofertat', name, 'package.json')).version;
  const sharedUi = ours('shared-ui');
  const sharedApi = ours('shared-api');
  return {
    react: singleton(react),
    'react/jsx-runtime': singleton(react),
    'react-dom': singleton(reactDom),
    'react-dom/client': singleton(reactDom),
    'styled-components': singleton(versionOf('styled-components')),
    zustand: singleton(versionOf('zustand')),
    '@ofertat/shared-ui/routing': singleton(sharedUi, sameMajor(sharedUi)),
    '@ofertat/shared-api/page-state': singleton(sharedApi, sameMajor(sharedApi)),
    '@ofertat/shared-ui': versioned(sharedUi),
    // Shared apart from the main entry, so the public home page (no form, no admin screen) loads neither.
    '@ofertat/shared-ui/forms': versioned(sharedUi),
    '@ofertat/shared-ui/admin': versioned(sharedUi),
    '@ofertat/shared-ui/modal': versioned(sharedUi),
    // Used by the two admin areas only; the shell and the public remote never import it, so no public page loads it.
    '@ofertat/admin-kit': versioned(ours('admin-kit')),
    '@ofertat/shared-api': versioned(sharedApi),
    // The admin areas' calls, apart from the browser entry for the same reason; they reach the page's client and
    // ApiError through '@ofertat/shared-api', so the entry holds no state of its own.
    '@ofertat/shared-api/admin': versioned(sharedApi),
    '@ofertat/shared-api/validation': versioned(sharedApi),
  };
};
