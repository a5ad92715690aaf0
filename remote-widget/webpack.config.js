// The widget as a Module Federation remote: `remoteEntry.js` plus `mf-manifest.json`, served from its own
// origin. Hosts register it at runtime, so its URL is never baked into them.
// A second build makes the iframe app: `widget.html` plus its scripts under `app/`, a normal page that bundles
// its own React (nothing shared), which the BFF serves at GET /widget with its script paths pointed at this origin.
// A third makes embed.js, the partner pages' loader.
const path = require('node:path');
const { DefinePlugin } = require('webpack');
const { ServerManifestPlugin } = require('./webpack.server-manifest.js');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { commonConfig, serverBuildConfig, sharedSingletons, stylesheetPlugins } = require('../webpack.common.js');
const { PrecompressPlugin } = require('../webpack.precompress.js');
const pkg = require('./package.json');

/** @param {unknown} _env @param {{ mode?: 'production' | 'development' }} argv */
module.exports = (_env, argv = {}) => {
  const mode = argv.mode ?? 'production';
  // CSS as stylesheets loaded with their chunks, not strings inside the step-1 JavaScript.
  const common = commonConfig({ mode, packageDir: __dirname, cssFiles: true });
  // A deploy's id (default: the package version) and output folder (default dist/); the remote v1 → v2 test
  // builds a second version elsewhere with these.
  const build = process.env.WIDGET_BUILD_ID || pkg.version;
  const buildId = new DefinePlugin({ __WIDGET_BUILD__: JSON.stringify(build) });
  // mf-manifest.json names the same id as its metaData.buildInfo.buildVersion.
  process.env.MF_BUILD_VERSION = build;
  const outDir = path.resolve(__dirname, process.env.REMOTE_WIDGET_OUT || 'dist');
  // Brotli and gzip copies beside every text asset, served by content negotiation (production only).
  const precompress = mode === 'production' ? [new PrecompressPlugin()] : [];
  const remote = {
    ...common,
    name: 'remote',
    entry: { main: './src/index.ts' },
    output: {
      ...common.output,
      path: outDir,
      publicPath: 'auto',
      uniqueName: 'booking_widget',
      // The iframe app's and embed.js's builds write beside this one.
      clean: { keep: /^(app[/\\]|server[/\\]|(widget\.html|embed\.js)(\.br|\.gz)?$)/ },
    },
    plugins: [
      buildId,
      ...stylesheetPlugins(mode),
      new ModuleFederationPlugin({
        name: 'widget',
        filename: 'remoteEntry.js',
        exposes: {
          './BookingWidget': './src/expose/federatedModule.ts',
          './mount': './src/expose/mount.tsx',
        },
        shared: sharedSingletons(pkg),
        manifest: true,
        dts: false,
        // The remote loads no remotes of its own and runs only in browsers: its entry leaves out the runtime's
        // snapshot (remote-of-remote manifests), remote loading and Node code.
        experiments: { optimization: { disableSnapshot: true, disableRemote: true, target: 'web' } },
      }),
      ...precompress,
    ],
    devServer: {
      port: Number(process.env.REMOTE_PORT ?? 8081),
      headers: { 'Access-Control-Allow-Origin': '*' },
      hot: true,
      client: { overlay: { warnings: false } },
    },
  };
  const iframeApp = {
    ...common,
    name: 'iframe-app',
    entry: { widget: './src/standalone/index.tsx' },
    // The BFF serves this page with its CSP, which allows no eval: dev builds use plain source maps.
    devtool: mode === 'production' ? common.devtool : 'cheap-module-source-map',
    output: {
      ...common.output,
      path: path.join(outDir, 'app'),
      // Relative to the page's <base href> (the remote origin), and chunks relative to the entry script.
      publicPath: 'auto',
      uniqueName: 'booking_widget_iframe',
    },
    optimization: { ...common.optimization, runtimeChunk: 'single' },
    // A whole app with its own React and the step's code: larger than the federated step-1 chunk by design.
    performance:
      mode === 'production'
        ? { hints: 'warning', maxEntrypointSize: 700_000, maxAssetSize: 700_000 }
        : { hints: false },
    plugins: [
      buildId,
      ...stylesheetPlugins(mode),
      new HtmlWebpackPlugin({
        template: './src/standalone/widget.html',
        filename: '../widget.html',
        publicPath: 'app/',
        // The BFF rewrites `<html lang="en">` and the `app/` script paths verbatim: no minification.
        minify: false,
        scriptLoading: 'defer',
      }),
      ...precompress,
    ],
  };
  // embed.js for partner pages: one small script under a stable name (short-cached, revalidated), no framework.
  const embed = {
    ...common,
    name: 'embed',
    entry: { embed: './src/embed/index.ts' },
    devtool: false,
    output: {
      ...common.output,
      path: outDir,
      filename: 'embed.js',
      clean: false,
      iife: true,
    },
    plugins: [...precompress],
    performance:
      mode === 'production'
        ? { hints: 'error', maxEntrypointSize: 16_000, maxAssetSize: 16_000 }
        : { hints: false },
  };
  // The server build: the iframe app's step 1 rendered to HTML in Node by the same components (one CommonJS
  // file, everything bundled, CSS left to the browser's stylesheets), published under server/ with a manifest
  // naming the file and its SHA-256, so the BFF renders with the deploy the browser loads.
  const server = serverBuildConfig(common, {
    entry: { 'widget-server': './src/prerender/server.tsx' },
    outputPath: path.join(outDir, 'server'),
    filename: '[name].[contenthash:10].js',
    plugins: [buildId, new ServerManifestPlugin(build)],
  });
  return [remote, iframeApp, embed, server];
};
