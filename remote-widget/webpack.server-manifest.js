// Writes server/manifest.json beside the server build: the deploy's id, the bundle's file and its SHA-256
// (`ServerBuildManifest` of shared-contracts), which the BFF reads to load the deploy's renderer.
const crypto = require('node:crypto');
const { Compilation, sources } = require('webpack');

class ServerManifestPlugin {
  /** @param {string} build */
  constructor(build) {
    this.build = build;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ServerManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ServerManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const [file] = [...compilation.entrypoints.values()].flatMap((entry) =>
            entry.getEntrypointChunk().files ? [...entry.getEntrypointChunk().files] : [],
          );
          if (!file) return;
          const asset = compilation.getAsset(file);
          if (!asset) return;
          const sha256 = crypto.createHash('sha256').update(asset.source.buffer()).digest('hex');
          const manifest = { build: this.build, file, sha256 };
          compilation.emitAsset(
            'manifest.json',
            new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { ServerManifestPlugin };
