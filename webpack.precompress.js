// Brotli and gzip copies of every emitted text asset, written beside it at build time (`main.js.br`,
// `main.js.gz`), so both servers answer a visitor's Accept-Encoding with stored bytes instead of
// compressing on each request. A copy is written only when it is smaller than the file itself.
const { promises: fs } = require('node:fs');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Extensions worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/i;

/**
 * The precompressed copies of one file's bytes: brotli at its best quality (build time, not request
 * time) and gzip at level 9; a copy is left out when it would not be smaller.
 * @param {Buffer} source
 * @returns {Promise<{ br?: Buffer, gz?: Buffer }>}
 */
async function precompressBytes(source) {
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, { level: 9 }),
  ]);
  return {
    ...(br.length < source.length ? { br } : {}),
    ...(gz.length < source.length ? { gz } : {}),
  };
}

/** Writes `file.br` and `file.gz` beside `file` (and removes a stale copy that is no longer smaller). */
async function precompressFile(file) {
  const source = await fs.readFile(file);
  const copies = await precompressBytes(source);
  await Promise.all(
    ['br', 'gz'].map((encoding) =>
      copies[encoding]
        ? fs.writeFile(`${file}.${encoding}`, copies[encoding])
        : fs.rm(`${file}.${encoding}`, { force: true }),
    ),
  );
}

/** Webpack plugin: after emit, precompresses the compilation's text assets (source maps excepted). */
class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path ?? compiler.outputPath;
      const files = compilation
        .getAssets()
        .map((asset) => asset.name)
        .filter((name) => COMPRESSIBLE.test(name) && !name.endsWith('.map'))
        .map((name) => path.resolve(outputPath, name));
      await Promise.all(files.map(precompressFile));
    });
  }
}

module.exports = { PrecompressPlugin, precompressBytes, precompressFile, COMPRESSIBLE };
