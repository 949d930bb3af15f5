// One swc configuration for webpack (swc-loader) and jest (@swc/jest), so code is compiled the same way in both.
const path = require('node:path');
/**
 * @param {{ module?: 'es6' | 'commonjs', development?: boolean, styledComponentsNamespace?: string }} options
 * `styledComponentsNamespace`: the builds give each styled component an id made from its file and this namespace
 * (the package and version the file belongs to), so the server's render and the browser's name the same classes.
 */
module.exports = function createSwcConfig({ module = 'es6', development = false, styledComponentsNamespace } = {}) {
  const styledComponents = styledComponentsNamespace
    ? [['@swc/plugin-styled-components', { namespace: styledComponentsNamespace, ssr: true, displayName: development, fileName: development }]]
    : [];
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic', development } },
      // The plugin's compiled cache goes with the other build caches, not into each app's folder.
      experimental: { plugins: styledComponents, cacheRoot: path.resolve(__dirname, '../node_modules/.cache/swc') },
    },
    module: { type: module },
    sourceMaps: true,
  };
};
