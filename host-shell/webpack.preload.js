// `<link rel="preload" as="script">` in the page's <head> for the host's own chunks every page starts with: the
// bootstrap chunk (behind the async boundary) and the host's React and React DOM (shared chunks). Without the
// hints the browser learns of them only once the entry script has run, one round trip after the HTML; with
// them they download beside the entry script. Only this build's files are hinted – never the remote's, whose
// origin may be down (a failed hint would be reused by the later load and defeat the page's Retry).
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadStartChunksPlugin';

/** The resource path of a module, looking into concatenated modules. */
function resourceOf(module) {
  return module.resource ?? module.rootModule?.resource ?? '';
}

class PreloadStartChunksPlugin {
  /**
   * @param {{ chunkNames: string[], modules: string[] }} options `modules`: path fragments of the modules whose
   * chunks are hinted (exact files: a module webpack emits in two chunks, of which the page loads one, would
   * have an unused hint)
   */
  constructor({ chunkNames, modules }) {
    this.chunkNames = chunkNames;
    this.modulePaths = modules;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath =
          compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const files = new Set();
        for (const chunk of compilation.chunks) {
          if (chunk.hasRuntime()) continue;
          const named = chunk.name !== null && this.chunkNames.includes(chunk.name);
          const modules = [...compilation.chunkGraph.getChunkModulesIterable(chunk)];
          const wanted = modules.some((m) => this.modulePaths.some((p) => resourceOf(m).includes(p)));
          if (!named && !wanted) continue;
          for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
        for (const file of [...files].sort()) {
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: `${publicPath}${file}`,
            }),
          );
        }
        return data;
      });
    });
  }
}

module.exports = { PreloadStartChunksPlugin };
