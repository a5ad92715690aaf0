// The page template contract between the host-shell build and the BFF, checked on the real build output.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../src/stack';

describe('host-shell/dist/index.html', () => {
  const html = readFileSync(path.join(REPO_ROOT, 'host-shell/dist/index.html'), 'utf8');

  it('keeps the markers the BFF replaces: <html lang="en">, <!--booking-config--> in <head>, the empty root', () => {
    expect(html).toContain('<html lang="en">');
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head).toContain('<!--booking-config-->');
    expect(html).toContain('<div id="root"></div>');
  });

  it('loads its hashed entry script from the site root, so nested page paths work', () => {
    expect(html).toMatch(/<script defer src="\/main\.[0-9a-f]{10}\.js"><\/script>/);
  });

  it('does not bake a widget remote URL into the host build', () => {
    const dist = path.join(REPO_ROOT, 'host-shell/dist');
    const scripts = readdirSync(dist).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts)
      expect(readFileSync(path.join(dist, file), 'utf8')).not.toMatch(/localhost:80\d\d/);
  });
});

describe('remote-widget/dist/mf-manifest.json', () => {
  const manifest = JSON.parse(
    readFileSync(path.join(REPO_ROOT, 'remote-widget/dist/mf-manifest.json'), 'utf8'),
  ) as {
    name: string;
    exposes: { path: string }[];
    shared: { name: string; singleton?: boolean }[];
  };

  it('describes the remote "widget" exposing ./BookingWidget and ./mount', () => {
    expect(manifest.name).toBe('widget');
    expect(manifest.exposes.map((expose) => expose.path).sort()).toEqual(['./BookingWidget', './mount']);
  });

  it('shares React and MobX as singletons (packages the widget does not import yet are left out)', () => {
    const singletons = manifest.shared.filter((shared) => shared.singleton).map((shared) => shared.name);
    expect(singletons).toEqual(expect.arrayContaining(['react', 'react-dom', 'mobx', 'mobx-react-lite']));
  });
});
