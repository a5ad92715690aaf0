// The widget as a Module Federation remote: `remoteEntry.js` plus `mf-manifest.json`, served from its own
// origin. Hosts register it at runtime, so its URL is never baked into them.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { commonConfig, sharedSingletons } = require('../webpack.common.js');
const pkg = require('./package.json');

/** @param {unknown} _env @param {{ mode?: 'production' | 'development' }} argv */
module.exports = (_env, argv = {}) => {
  const mode = argv.mode ?? 'production';
  const common = commonConfig({ mode, packageDir: __dirname });
  return {
    ...common,
    entry: { main: './src/index.ts' },
    output: {
      ...common.output,
      path: path.join(__dirname, 'dist'),
      publicPath: 'auto',
      uniqueName: 'booking_widget',
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'widget',
        filename: 'remoteEntry.js',
        exposes: {
          './BookingWidget': './src/expose/BookingWidget.tsx',
          './mount': './src/expose/mount.tsx',
        },
        shared: sharedSingletons(pkg),
        manifest: true,
        dts: false,
      }),
    ],
    devServer: {
      port: Number(process.env.REMOTE_PORT ?? 8081),
      headers: { 'Access-Control-Allow-Origin': '*' },
      hot: true,
      client: { overlay: { warnings: false } },
    },
  };
};
