// Marks the scripts a page runs at once for V8's eager compilation (explicit compile hints, Chrome 136+).
//
// V8 compiles a function lazily, on its first call, on the main thread: crossing the shell's async boundary spent
// most of its 30-45 ms compiling the federation runtime's functions, and evaluating a shared chunk most of its time
// parsing them. With `//# allFunctionsCalledOnLoad` on the file's first line, V8 compiles every function while the
// file streams in, on a background thread. Only files whose functions nearly all run on load are worth it: the
// entry files (the federation runtime and the start-up), in the host the chunks of its start-up (the shared
// libraries and the design system, startup-preload-plugin.cjs), and in a remote the chunks of its exposed routes
// module (the area's layout and common parts), not the screens loaded one by one. Other engines read the line as a
// comment.
const { startupScriptFiles } = require('./startup-preload-plugin.cjs');

const NAME = 'CompileHintsPlugin';
const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The files of an exposed module and of the chunks loaded with it. The federation plugin names an exposed module's
 * chunk `__federation_expose_<name>` (`./routes` → `__federation_expose_routes`), as its mf-manifest.json shows.
 * @param {import('webpack').Compilation} compilation
 * @param {string} request
 */
function exposedFiles(compilation, request) {
  const chunk = compilation.namedChunks.get(`__federation_expose_${request.replace(/^\.\//, '').replace(/\//g, '_')}`);
  if (!chunk) throw new Error(`${NAME}: no chunk of the exposed module ${request}`);
  return [...chunk.groupsIterable].flatMap((group) => group.chunks.flatMap((member) => [...member.files]));
}

class CompileHintsPlugin {
  /**
   * @param {{ startupOf?: string, exposes?: string[] }} [options] `startupOf`: the entry whose start-up chunks are
   * marked too (the host's); `exposes`: the exposed modules (`./routes`) whose chunks are marked too (a remote's).
   */
  constructor({ startupOf, exposes = [] } = {}) {
    this.startupOf = startupOf;
    this.exposes = exposes;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After minifying (which drops comments), before the real content hashes and the compressed copies.
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        const entryFiles = [...compilation.entrypoints.values()].flatMap((entrypoint) => [...entrypoint.getEntrypointChunk().files]);
        const startup = this.startupOf ? startupScriptFiles(compilation, this.startupOf) : [];
        const exposed = this.exposes.flatMap((request) => exposedFiles(compilation, request));
        for (const file of new Set([...entryFiles, ...startup, ...exposed])) {
          if (!file.endsWith('.js')) continue;
          compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
        }
      });
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT: HINT };
