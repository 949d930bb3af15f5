// What the apps of a page share through the federation runtime, and how (docs/architecture.md, "Version skew").
//
// Singletons: what must be one per page. React and react-dom (one renderer), styled-components (one style sheet and
// theme context), zustand, the router entry of the design system (one router's contexts) and the page state of the
// API client (one session, one configured client, one runtime config). The copy the page loaded first serves every
// app. Our two singleton entries are shared at a version of their own, declared in their package's manifest
// (`singletonVersions`), not at the package's: a major release of the package that leaves the entry's exports as they
// were (2.0.0 of both packages) does not pretend the router or the session changed, so the 1.x builds already
// released, which ask for `^1.0.0` of the entry, keep the shell's router and session without a warning. Such an entry
// keeps its exports for a whole major of its own version; changing them is a major of it, released in the shell and
// every remote at once (a singleton has no second copy to fall back on).
//
// Versioned: the design system (its main entry, its form fields, its popup and its admin pieces), the admin kit and the
// API client's resources and rules. Each build asks for the version it was built against or a later minor (`^x.y.z`)
// and carries its own copy as the fallback: a remote built against a newer minor than the shell provides loads its own
// copy (its bytes, once) instead of breaking, and one built against an older minor uses the newer copy already on the
// page. A major release (exports moved or removed) is not met by `^` of the previous one, so a remote built before it
// keeps its own copies.
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
  const manifestOf = (name) => require(path.join(modulesDir, '@ofertat', name, 'package.json'));
  const ours = (name) => manifestOf(name).version;
  const singletonVersion = (name, entry) => {
    const version = manifestOf(name).singletonVersions?.[entry];
    if (!version) throw new Error(`@ofertat/${name}: package.json gives no singletonVersions["${entry}"]`);
    return version;
  };
  const routing = singletonVersion('shared-ui', './routing');
  const pageState = singletonVersion('shared-api', './page-state');
  const sharedUi = ours('shared-ui');
  const sharedApi = ours('shared-api');
  return {
    react: singleton(react),
    'react/jsx-runtime': singleton(react),
    'react-dom': singleton(reactDom),
    'react-dom/client': singleton(reactDom),
    'styled-components': singleton(versionOf('styled-components')),
    zustand: singleton(versionOf('zustand')),
    '@ofertat/shared-ui/routing': singleton(routing, sameMajor(routing)),
    '@ofertat/shared-api/page-state': singleton(pageState, sameMajor(pageState)),
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
