// The first-party site. It is a Module Federation host with no static remotes: the widget remote is
// registered at runtime from the URL the server injects into each page, so one build runs anywhere.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { commonConfig, serverBuildConfig, sharedSingletons, stylesheetPlugins } = require('../webpack.common.js');
const { PrecompressPlugin } = require('../webpack.precompress.js');
const { PreloadStartChunksPlugin } = require('./webpack.preload.js');
const pkg = require('./package.json');

/** @param {unknown} _env @param {{ mode?: 'production' | 'development' }} argv */
module.exports = (_env, argv = {}) => {
  const mode = argv.mode ?? 'production';
  // The page's CSS as a stylesheet its HTML links, not strings inside the entry's JavaScript.
  const common = commonConfig({ mode, packageDir: __dirname, cssFiles: true });
  const browser = {
    ...common,
    name: 'browser',
    entry: { main: './src/index.ts' },
    output: {
      ...common.output,
      path: path.join(__dirname, 'dist'),
      // Pages live at nested paths (/de/megabilet/success), so assets are addressed from the site root.
      publicPath: '/',
      uniqueName: 'booking_host',
    },
    plugins: [
      ...stylesheetPlugins(mode),
      new ModuleFederationPlugin({
        name: 'host',
        remotes: {},
        shared: sharedSingletons(pkg),
        // The host's copies of the shared libraries stay the ones used: with the default strategy a remote
        // registering the same version under a name that sorts later ('widget' > 'host') replaces them, and
        // the browser downloads the remote's MobX and react-intl although the host has its own.
        shareStrategy: 'loaded-first',
        // mf-manifest.json lists what this host really puts in the share scope; the bundle bench reads it.
        manifest: true,
        dts: false,
        // Browsers only: the runtime leaves out its Node code. (The snapshot stays: it reads the remote's
        // manifest and starts the exposed widget's chunks together with remoteEntry.js.)
        experiments: { optimization: { target: 'web' } },
      }),
      new HtmlWebpackPlugin({
        template: './src/index.html',
        // The server replaces `<!--booking-config-->` and `<div id="root"></div>` verbatim: no minification.
        minify: false,
        scriptLoading: 'defer',
      }),
      // Every page starts with the bootstrap chunk and the host's React: hinted in the HTML (production).
      ...(mode === 'production'
        ? [
            new PreloadStartChunksPlugin({
              chunkNames: ['bootstrap'],
              // React, its JSX runtime and React DOM's client (with the scheduler).
              modules: [
                '/node_modules/react/cjs/react.production.js',
                '/node_modules/react/cjs/react-jsx-runtime.production.js',
                '/node_modules/react-dom/cjs/react-dom-client.production.js',
              ],
            }),
          ]
        : []),
      // Brotli and gzip copies beside every text asset, served by content negotiation.
      ...(mode === 'production' ? [new PrecompressPlugin()] : []),
    ],
  };
  // The server build: the booking page rendered to HTML in Node by the same components the browser hydrates
  // (one CommonJS file requiring only Node's built-ins, under a fixed name the BFF loads). It is built with the
  // browser's files, so a host deploy's server markup is always the one its browser code hydrates.
  const server = serverBuildConfig(common, {
    entry: { 'host-server': './src/server.tsx' },
    outputPath: path.join(__dirname, 'server-dist'),
    filename: '[name].js',
  });
  return [browser, server];
};
