// Lets the browser fetch the host's start-up chunks in parallel with main.js instead of after it.
//
// main.js only holds the federation runtime and `import('./bootstrap')` (the async boundary that lets shared
// singletons be negotiated first). Without hints the page discovers the bootstrap chunk and the chunks of
// every shared module it consumes (react-dom, react-router, styled-components, shared-ui…) only once main.js
// has run, one network round trip later. This plugin adds a `<link rel="preload">` to index.html for each
// of those chunks, computed from the chunk graph, so the list cannot go stale when the code changes.
//
// The hints ask for low priority, the priority the deferred main.js itself has: they must not compete with
// what the first paint needs. Chunks that load later (lazy routes, login screens) are not hinted.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'StartupPreloadPlugin';
/** Module types of a shared module as consumed through the federation share scope, and as provided to it. */
const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

/**
 * The chunks the host loads before its first render: the chunk groups of the entry's own dynamic imports (the
 * bootstrap boundary), then, transitively, the chunks of every shared module those chunks consume. The host
 * registers its shared modules before anything else, so a consumed module comes from the host's own provided
 * copy (the provide module's chunk, which webpack may split apart from the consume fallback's chunk).
 * @param {import('webpack').Compilation} compilation
 * @param {string} entryName
 * @returns {string[]} script files, relative to the output folder, in discovery order
 */
function startupScriptFiles(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) throw new Error(`${NAME}: no entry point named "${entryName}"`);
  const providedBlocks = new Map();
  for (const module of compilation.modules) {
    if (module.type !== PROVIDE_SHARED) continue;
    if (typeof module._name !== 'string') throw new Error(`${NAME}: cannot read the share key of ${module.identifier()}`);
    providedBlocks.set(module._name, module.blocks);
  }
  const initialChunks = new Set(entrypoint.chunks);
  const seenChunks = new Set();
  const files = [];
  const blocks = [];
  for (const chunk of initialChunks) {
    for (const module of chunkGraph.getChunkEntryModulesIterable(chunk)) blocks.push(...module.blocks);
  }
  while (blocks.length > 0) {
    const group = chunkGraph.getBlockChunkGroup(blocks.shift());
    if (!group) continue;
    for (const chunk of group.chunks) {
      if (initialChunks.has(chunk) || seenChunks.has(chunk)) continue;
      seenChunks.add(chunk);
      files.push(...[...chunk.files].filter((file) => file.endsWith('.js')));
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type === CONSUME_SHARED) blocks.push(...(providedBlocks.get(module.options.shareKey) ?? module.blocks));
      }
    }
  }
  return files;
}

class StartupPreloadPlugin {
  /** @param {{ entryName?: string }} [options] */
  constructor({ entryName = 'main' } = {}) {
    this.entryName = entryName;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '');
        const hints = startupScriptFiles(compilation, this.entryName).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', fetchpriority: 'low', href: `${publicPath}${file}` }),
        );
        // After main.js, so the preload scanner asks for the entry first.
        data.headTags.push(...hints);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin, startupScriptFiles };
