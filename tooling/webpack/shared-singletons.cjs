// The one list of modules every app shares as singletons, so a browser loads exactly one copy of each.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const versionOf = (pkg) => require(require.resolve(`${pkg}/package.json`, { paths: [root] })).version;
const workspaceVersion = (dir) => require(path.join(root, dir, 'package.json')).version;

const singleton = (version) => ({ singleton: true, requiredVersion: `^${version}`, version });

module.exports = function sharedSingletons() {
  const react = versionOf('react');
  const reactDom = versionOf('react-dom');
  const sharedApi = workspaceVersion('shared-api');
  return {
    react: singleton(react),
    'react/jsx-runtime': singleton(react),
    'react-dom': singleton(reactDom),
    'react-dom/client': singleton(reactDom),
    'styled-components': singleton(versionOf('styled-components')),
    zustand: singleton(versionOf('zustand')),
    '@ofertat/shared-ui': singleton(workspaceVersion('shared-ui')),
    // Used by the two admin areas only; the shell and the public remote never import it, so no public page loads it.
    '@ofertat/admin-kit': singleton(workspaceVersion('admin-kit')),
    '@ofertat/shared-api': singleton(sharedApi),
    '@ofertat/shared-api/validation': singleton(sharedApi),
  };
};
