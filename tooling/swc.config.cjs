// One swc configuration for webpack (swc-loader) and jest (@swc/jest), so code is compiled the same way in both.
/** @param {{ module?: 'es6' | 'commonjs', development?: boolean }} options */
module.exports = function createSwcConfig({ module = 'es6', development = false } = {}) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic', development } },
      experimental: { plugins: [] },
    },
    module: { type: module },
    sourceMaps: true,
  };
};
