// Settings shared by the host shell and the widget remote: TypeScript/TSX through swc, CSS, resolution of the
// contracts package to its sources, and production output (hashed names, source maps, size hints).
// Each package's webpack.config.js adds its entry, output folder and Module Federation plugin.
const path = require('node:path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');

/** Browsers the bundles target: evergreen browsers from the last two years. */
const BROWSER_TARGETS = ['chrome >= 111', 'edge >= 111', 'firefox >= 115', 'safari >= 16.4'];

/** The shared singletons of host and remote; `requiredVersion` comes from the consuming package.json. */
const SHARED_SINGLETONS = ['react', 'react-dom', 'mobx', 'mobx-react-lite', 'react-intl'];

/**
 * Module Federation `shared` settings: every listed package the given package.json depends on becomes a
 * singleton with that package.json's version range. React's entry points used by compiled JSX and
 * `createRoot` are shared too, so host and remote run exactly one React.
 * @param {{ dependencies?: Record<string, string> }} pkg
 */
function sharedSingletons(pkg) {
  const deps = pkg.dependencies ?? {};
  /** @type {Record<string, { singleton: true, requiredVersion: string }>} */
  const shared = {};
  for (const name of SHARED_SINGLETONS) {
    const version = deps[name];
    if (version) shared[name] = { singleton: true, requiredVersion: version };
  }
  if (deps.react) shared['react/jsx-runtime'] = { singleton: true, requiredVersion: deps.react };
  if (deps['react-dom']) shared['react-dom/client'] = { singleton: true, requiredVersion: deps['react-dom'] };
  return shared;
}

/**
 * Hashed entry file names. The federation runtime asks for the entry chunk's file name before content hashes
 * exist (it only needs the folder depth), so that early call gets the unhashed name instead of an error.
 * @param {import('webpack').PathData} pathData
 */
function entryFilename(pathData) {
  const hashed = pathData.chunk && 'contentHash' in pathData.chunk && pathData.chunk.contentHash.javascript;
  return hashed ? '[name].[contenthash:10].js' : '[name].js';
}

/**
 * The plugin a build with `cssFiles` needs in production: each chunk's CSS as a minified, content-hashed
 * stylesheet that webpack's runtime loads with the chunk (a <link> from the build's origin, awaited before the
 * chunk's code runs), so styles are not carried as strings inside JavaScript.
 * @param {'production' | 'development'} mode
 */
function stylesheetPlugins(mode) {
  return mode === 'production'
    ? [
        new MiniCssExtractPlugin({
          filename: '[name].[contenthash:10].css',
          chunkFilename: '[name].[contenthash:10].css',
        }),
      ]
    : [];
}

/**
 * Shared webpack configuration. With `cssFiles`, production CSS goes to stylesheets (add `stylesheetPlugins`);
 * otherwise, and always in development (hot reloading), style-loader injects it.
 * @param {{ mode: 'production' | 'development', packageDir: string, cssFiles?: boolean }} options
 * @returns {import('webpack').Configuration}
 */
function commonConfig({ mode, packageDir, cssFiles = false }) {
  const production = mode === 'production';
  const stylesheets = production && cssFiles;
  return {
    mode,
    context: packageDir,
    target: 'web',
    // Production maps stay in the build folder for error tools to upload; no file points at them and
    // neither server serves them.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(packageDir, 'dist'),
      filename: production ? entryFilename : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: production ? 'assets/[name].[contenthash:10][ext]' : 'assets/[name][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: {
        // Webpack bundles the contracts from source, so no contracts build is needed before a web build.
        '@booking/shared-contracts$': path.join(__dirname, 'shared-contracts/src/index.ts'),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
              },
              env: { targets: BROWSER_TARGETS },
              sourceMaps: true,
            },
          },
        },
        {
          test: /\.css$/,
          // Production CSS ships without an inline source map: it would travel inside the JavaScript chunks.
          use: [
            stylesheets ? MiniCssExtractPlugin.loader : 'style-loader',
            { loader: 'css-loader', options: { sourceMap: !production } },
          ],
        },
      ],
    },
    // html-webpack-plugin owns the HTML: webpack's built-in HTML support would minify the page template and
    // drop the `<!--booking-config-->` marker the server replaces.
    experiments: { html: false, css: false },
    performance: production
      ? { hints: 'warning', maxEntrypointSize: 350_000, maxAssetSize: 350_000 }
      : { hints: false },
    optimization: {
      moduleIds: production ? 'deterministic' : 'named',
      ...(stylesheets ? { minimizer: ['...', new CssMinimizerPlugin()] } : {}),
    },
    stats: production ? 'normal' : 'minimal',
  };
}

/**
 * A server build: pages rendered to HTML in Node by the components the browser hydrates – one CommonJS file
 * requiring only Node's built-ins (everything else bundled), CSS imports kept as text (the stylesheets reach the
 * page through the browser build).
 * @param {ReturnType<typeof commonConfig>} common
 * @param {{ entry: Record<string, string>, outputPath: string, filename: string, plugins?: import('webpack').WebpackPluginInstance[] }} options
 */
function serverBuildConfig(common, { entry, outputPath, filename, plugins = [] }) {
  const { optimize } = require('webpack');
  return {
    ...common,
    name: 'server',
    target: 'node22',
    entry,
    devtool: false,
    output: { path: outputPath, filename, library: { type: 'commonjs2' }, clean: true },
    module: { rules: [common.module.rules[0], { test: /\.css$/, type: 'asset/source' }] },
    plugins: [...plugins, new optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { ...common.optimization, minimize: false, splitChunks: false },
    performance: { hints: false },
  };
}

module.exports = { commonConfig, serverBuildConfig, sharedSingletons, stylesheetPlugins, BROWSER_TARGETS };
