// The one webpack configuration factory for the shell and the three remotes.
// Each app passes only its federation contract (module-federation.config.cjs) and its dev port.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const createSwcConfig = require('../swc.config.cjs');
const sharedModules = require('./shared-modules.cjs');
const { StartupPreloadPlugin } = require('./startup-preload-plugin.cjs');
const { CompileHintsPlugin } = require('./compile-hints-plugin.cjs');
const { InjectManifest } = require('workbox-webpack-plugin');

/** Writes build-info.json (name, version) beside the build, for the publish script and for support. */
class BuildInfoPlugin {
  constructor(info) {
    this.info = info;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildInfoPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('build-info.json', new webpack.sources.RawSource(`${JSON.stringify(this.info)}\n`));
      });
    });
  }
}

/**
 * Writes `.br` and `.gz` copies beside every text asset, so the server (or nginx `gzip_static`/`brotli_static`)
 * sends compressed files without compressing on each request. Source maps are left alone: browsers do not fetch them.
 * WebAssembly too: the barcode reader's 1.1 MB travel as 0.35 MB of brotli.
 */
class PrecompressPlugin {
  static test = /\.(js|css|html|json|svg|txt|wasm)$/;
  static minBytes = 1024;

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrecompressPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, (assets) => {
        for (const [name, source] of Object.entries(assets)) {
          if (!PrecompressPlugin.test.test(name)) continue;
          const buffer = source.buffer();
          if (buffer.length < PrecompressPlugin.minBytes) continue;
          const brotli = zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
          compilation.emitAsset(`${name}.br`, new webpack.sources.RawSource(brotli));
          compilation.emitAsset(`${name}.gz`, new webpack.sources.RawSource(zlib.gzipSync(buffer, { level: 9 })));
        }
      });
    });
  }
}

/**
 * Refuses an import of react-router(-dom) anywhere but shared-ui/src/routing/router.ts. The router reaches the apps
 * only inside the shared @ofertat/shared-ui; an app importing it directly would bundle a second router whose
 * contexts the shell's router cannot see, and links would silently stop working across the federation.
 */
class SingleRouterPlugin {
  // The design system's router entry: the workspace's, or that of a copy a build is made against.
  static routerModule = path.join('shared-ui', 'src', 'routing', 'router.ts');

  apply(compiler) {
    compiler.hooks.compilation.tap('SingleRouterPlugin', (compilation, { normalModuleFactory }) => {
      normalModuleFactory.hooks.beforeResolve.tap('SingleRouterPlugin', ({ request, contextInfo: { issuer } }) => {
        if (!/^react-router(-dom)?(\/|$)/.test(request)) return;
        if (issuer.endsWith(path.sep + SingleRouterPlugin.routerModule) || issuer.split(path.sep).includes('node_modules')) return;
        compilation.errors.push(
          new webpack.WebpackError(`${path.relative(process.cwd(), issuer)} imports '${request}': import routing from '@ofertat/shared-ui' instead.`),
        );
      });
    });
  }
}

/**
 * The styled-components namespace of a source file: its package's name and version (`shared-ui-1-2-0`). Every build
 * of the same package version gives its components the same ids, whichever app bundles it and wherever its copy
 * lies, so the public remote's server render and the shell's copy in the browser agree; another version gets others.
 */
const namespaceOfPackage = new Map();
function styledComponentsNamespace(file) {
  if (!file) return undefined;
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!namespaceOfPackage.has(dir)) {
      let namespace = null;
      try {
        const { name, version } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
        namespace = `${name}-${version}`.replace(/^@ofertat\//, '').replace(/[^A-Za-z0-9-]/g, '-');
      } catch {
        // No package.json at this level: look further up.
      }
      namespaceOfPackage.set(dir, namespace);
    }
    const namespace = namespaceOfPackage.get(dir);
    if (namespace) return namespace;
  }
  // Outside any package (a tool evaluating the configuration with no file): no namespace, no plugin.
  return undefined;
}

/**
 * BUILD_DIST_DIR=<dir> writes the build there instead of `<app>/dist` (the Node container in its `.server/`):
 * the e2e fixtures build releases into temporary folders. (webpack-cli's --output-path would send both compilers'
 * files to one folder.)
 */
const distDir = (appDir) => (process.env.BUILD_DIST_DIR ? path.resolve(process.env.BUILD_DIST_DIR) : path.join(appDir, 'dist'));

const API_SERVER = process.env.API_SERVER ?? 'http://localhost:3000';

/**
 * SHARED_PACKAGES_DIR=<dir> builds against the @ofertat packages in <dir>/@ofertat/<name> (another release's copies)
 * instead of the workspaces: what a team building a remote against a published release of them gets. The version
 * skew e2e builds remotes this way (e2e/fixtures/skewed-remote.ts).
 */
const SHARED_PACKAGES_DIR = process.env.SHARED_PACKAGES_DIR ? path.resolve(process.env.SHARED_PACKAGES_DIR) : undefined;

const resolveOptions = {
  extensions: ['.tsx', '.ts', '.js'],
  // Workspace packages publish their TypeScript source under the 'source' condition.
  conditionNames: ['source', '...'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  // React Router's package exports only its development build (dev warnings on, by a constant the minifier cannot
  // see through); the production build beside it is the same code with them off: 0.5 KB gzip less on every page.
  alias: {
    'react-router$': path.resolve(__dirname, '../../node_modules/react-router/dist/production/index.mjs'),
    'react-router/dom$': path.resolve(__dirname, '../../node_modules/react-router/dist/production/dom-export.mjs'),
  },
  // Copies kept elsewhere still find their own dependencies (react, ky…) in the repository's node_modules.
  ...(SHARED_PACKAGES_DIR ? { modules: [SHARED_PACKAGES_DIR, 'node_modules', path.resolve(__dirname, '../../node_modules')] } : {}),
};

/** How sources are compiled, in the browser build and in the Node container alike (the same class names). */
const sourceRules = (production) => [
  {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: ({ resource }) => [
      {
        loader: 'swc-loader',
        options: { ...createSwcConfig({ development: !production, styledComponentsNamespace: styledComponentsNamespace(resource) }), swcrc: false },
      },
    ],
  },
  { test: /\.(png|jpe?g|gif|webp|svg|woff2?)$/i, type: 'asset/resource' },
  { test: /\.css$/i, type: 'css/auto' },
];

/**
 * The folder of a remote's build that holds its Node container: published with the release (so the manifest that
 * names a version names its server code too), never served (a dot folder: the server and nginx refuse those).
 */
const SERVER_FOLDER = '.server';

/**
 * The federation runtime, once per page: the shell provides its copy to the remotes (a runtime plugin that puts it
 * on the page's global) and a remote's entry uses that one instead of carrying its own (`externalRuntime`), 14 KB
 * gzip less in the public first load. The plugin is the federation package's own, in its ES-module build: the one
 * `provideExternalRuntime` adds is the CommonJS build, which brings the runtime's CommonJS copy beside the ES-module
 * one the shell already has, and so doubles what it was to save.
 */
const FEDERATION_RUNTIME_PROVIDER = require.resolve('@module-federation/inject-external-runtime-core-plugin').replace(/\.cjs$/, '.js');

/**
 * The Node container of a remote: the server loads it with Module Federation's runtime, by the entry the
 * deployment manifest names, and renders pages with it. It carries its own copy of every library (a release
 * never runs on another's React in the server), and the Node runtime plugin loads its chunks from the files
 * beside it.
 */
function serverBuild({ appDir, federation, production }) {
  return {
    name: 'server',
    mode: production ? 'production' : 'development',
    context: appDir,
    target: 'async-node',
    entry: {},
    devtool: false,
    output: {
      path: path.join(distDir(appDir), SERVER_FOLDER),
      // Chunks are read from the files beside the entry (the Node runtime plugin), never by URL.
      publicPath: '',
      uniqueName: `${federation.name}_server`,
      filename: '[name].js',
      chunkFilename: 'chunks/[name].[contenthash:10].js',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    // pdf.js reaches for node-canvas in Node; the flyer viewer draws only in the browser.
    resolve: { ...resolveOptions, alias: { ...resolveOptions.alias, canvas: false } },
    // Files a module names by `new URL(…, import.meta.url)` (pdf.js's worker, the barcode reader's WebAssembly) are
    // fetched by browsers from the web build: the Node container keeps their URLs, not a copy of each.
    module: { rules: [...sourceRules(production), { dependency: 'url', type: 'asset/resource', generator: { emit: false } }] },
    experiments: { css: true },
    plugins: [
      new ModuleFederationPlugin({
        name: federation.name,
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module' },
        exposes: federation.serverExposes,
        shared: {},
        dts: false,
        manifest: false,
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
      }),
      new webpack.DefinePlugin({
        __APP_NAME__: JSON.stringify(federation.name),
        __APP_VERSION__: JSON.stringify(process.env.APP_VERSION ?? require(path.join(appDir, 'package.json')).version),
      }),
      new SingleRouterPlugin(),
    ],
    // Read once per release by the server: size does not matter, readable stack traces do.
    optimization: { minimize: false },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}

/**
 * @param {{
 *   appDir: string,
 *   port: number,
 *   federation: { name: string, exposes?: Record<string, string>, serverExposes?: Record<string, string> },
 *   title: string,
 *   serviceWorker?: string,
 * }} options `serviceWorker`: the shell's worker source, built as /sw.js with the list of the build's files to precache.
 * `federation.serverExposes`: modules the server renders pages with; the same build then also makes a Node
 * container of them in `dist/.server/` (serverBuild below).
 */
module.exports = function createWebpackConfig({ appDir, port, federation, title, serviceWorker }) {
  const isRemote = Boolean(federation.exposes);
  const { version } = require(path.join(appDir, 'package.json'));

  return (_env, argv) => {
    const production = argv.mode === 'production';
    const web = {
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: distDir(appDir),
        // The shell is served at the site root so deep links resolve; remotes find their own folder at run time.
        publicPath: isRemote ? 'auto' : '/',
        uniqueName: federation.name,
        // Entry files keep stable names (the federation runtime cannot hash them); lazy chunks are content-hashed.
        filename: '[name].js',
        chunkFilename: production ? 'chunks/[name].[contenthash:10].js' : 'chunks/[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        // The Node container is written beside, by the other compiler of the same build.
        clean: { keep: (file) => file.startsWith(SERVER_FOLDER) },
      },
      resolve: resolveOptions,
      module: { rules: sourceRules(production) },
      experiments: { css: true },
      plugins: [
        new ModuleFederationPlugin({
          name: federation.name,
          ...(isRemote ? { filename: 'remoteEntry.js', exposes: federation.exposes } : { remotes: {} }),
          shared: sharedModules(SHARED_PACKAGES_DIR),
          // The copy already loaded is the one to use when it satisfies the version asked for. The default,
          // 'version-first', would fetch and run every registered remote's entry (the two admin areas' on the public
          // home page) only to compare versions.
          shareStrategy: 'loaded-first',
          dts: false,
          // A remote's mf-manifest.json lists the chunks of its exposed routes module: the server reads it to let
          // the browser fetch them together with the remote's entry (server/src/plugins/index-page.ts).
          manifest: isRemote,
          // A smaller federation runtime, evaluated on every page load (the shell's main.js and again in each
          // remoteEntry.js): browser code only; no snapshot plugin, which serves remotes registered by their
          // mf-manifest.json (ours register remoteEntry.js); and no remote-loading code in a remote, which loads
          // no other remote.
          experiments: { optimization: { target: 'web', disableSnapshot: true, disableRemote: isRemote }, externalRuntime: isRemote },
          ...(isRemote ? {} : { runtimePlugins: [FEDERATION_RUNTIME_PROVIDER] }),
        }),
        new webpack.DefinePlugin({
          __APP_NAME__: JSON.stringify(federation.name),
          __APP_VERSION__: JSON.stringify(process.env.APP_VERSION ?? version),
        }),
        new SingleRouterPlugin(),
        new BuildInfoPlugin({ name: federation.name, version: process.env.APP_VERSION ?? version }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          // A remote's own page (standalone development) must not load its remote entry as a script.
          excludeChunks: isRemote ? [federation.name] : [],
          scriptLoading: 'defer',
          minify: production,
        }),
        // The host's page hints its start-up chunks; a remote's chunks are found through its manifest at run time.
        ...(isRemote ? [] : [new StartupPreloadPlugin()]),
        ...(production ? [new CompileHintsPlugin(isRemote ? { exposes: Object.keys(federation.exposes) } : { startupOf: 'main' })] : []),
        ...(production && serviceWorker
          ? [
              new InjectManifest({
                swSrc: path.join(appDir, serviceWorker),
                swDest: 'sw.js',
                // The page is the server's (it embeds the deployment manifest), compressed copies are the same files.
                exclude: [/\.map$/, /\.(br|gz)$/, /\.html$/, /\.LICENSE\.txt$/, /build-info\.json$/],
              }),
            ]
          : []),
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      optimization: {
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 } } })],
      },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/uploads', '/runtime-config.json', '/remotes.json', '/remotes'], target: API_SERVER }],
      },
      stats: production ? 'errors-warnings' : 'minimal',
    };
    return federation.serverExposes ? [web, serverBuild({ appDir, federation, production })] : web;
  };
};
