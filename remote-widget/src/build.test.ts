/**
 * @jest-environment node
 */
// Guards the build toolchain: @module-federation/enhanced loads webpack internals by path, and a webpack
// release that moves them (5.112 did) breaks every federated build. These checks fail on such a bump
// before anyone ships a broken remote.
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

const repoRoot = path.resolve(__dirname, '../..');
// Resolve from the plugin's own folder, as its require() calls do.
const federationDir = path.dirname(require.resolve('@module-federation/enhanced/webpack'));

function readJson(file: string): { version?: string; devDependencies?: Record<string, string> } {
  return JSON.parse(readFileSync(file, 'utf8')) as {
    version?: string;
    devDependencies?: Record<string, string>;
  };
}

type SharedConfig = Record<string, { singleton: boolean; requiredVersion: string }>;
const { sharedSingletons } = createRequire(__filename)('../../webpack.common.js') as {
  sharedSingletons: (pkg: { dependencies?: Record<string, string> }) => SharedConfig;
};

describe('sharedSingletons', () => {
  it('shares react, react-dom, mobx, mobx-react-lite and react-intl as singletons at the package.json ranges', () => {
    const pkg = JSON.parse(readFileSync(path.join(__dirname, '../package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const shared = sharedSingletons(pkg);
    for (const name of ['react', 'react-dom', 'mobx', 'mobx-react-lite', 'react-intl']) {
      expect(shared[name]).toEqual({ singleton: true, requiredVersion: pkg.dependencies[name] });
    }
    expect(shared['react/jsx-runtime']).toEqual({ singleton: true, requiredVersion: pkg.dependencies.react });
  });

  it('shares only what the package depends on', () => {
    expect(Object.keys(sharedSingletons({ dependencies: { react: '^19.0.0' } }))).toEqual([
      'react',
      'react/jsx-runtime',
    ]);
  });
});

describe('federated build toolchain', () => {
  it('pins webpack to an exact version and that version is the installed one', () => {
    const pinned = readJson(path.join(repoRoot, 'package.json')).devDependencies?.webpack;
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(webpack.version).toBe(pinned);
  });

  it('resolves the webpack internals @module-federation/enhanced requires by path', () => {
    const internals = [
      'webpack/lib/util/extractUrlAndGlobal',
      'webpack/lib/javascript/JavascriptModulesPlugin',
    ];
    for (const request of internals) {
      expect(() => require.resolve(request, { paths: [federationDir] })).not.toThrow();
    }
  });

  it('compiles a federated remote with remoteEntry.js and mf-manifest.json on the installed webpack', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mf-build-'));
    try {
      writeFileSync(path.join(dir, 'exposed.js'), 'export const answer = 42;\n');
      writeFileSync(path.join(dir, 'index.js'), "import('./exposed');\n");
      const compiler = webpack({
        mode: 'development',
        context: dir,
        entry: './index.js',
        devtool: false,
        output: { path: path.join(dir, 'dist'), publicPath: 'auto' },
        plugins: [
          new ModuleFederationPlugin({
            name: 'probe',
            filename: 'remoteEntry.js',
            exposes: { './exposed': './exposed.js' },
            manifest: true,
            dts: false,
          }),
        ],
        infrastructureLogging: { level: 'none' },
      });
      const stats = await new Promise<webpack.Stats>((resolve, reject) =>
        compiler.run((error, result) => {
          compiler.close(() => undefined);
          if (error || !result) reject(error ?? new Error('no stats'));
          else resolve(result);
        }),
      );
      expect(stats.toJson({ all: false, errors: true }).errors).toEqual([]);
      expect(existsSync(path.join(dir, 'dist/remoteEntry.js'))).toBe(true);
      const manifest = JSON.parse(readFileSync(path.join(dir, 'dist/mf-manifest.json'), 'utf8')) as {
        exposes: { path: string }[];
      };
      expect(manifest.exposes.map((e) => e.path)).toEqual(['./exposed']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
