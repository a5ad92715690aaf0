import { manifestUrl } from './manifestUrl';

describe('manifestUrl', () => {
  it('points at mf-manifest.json under the remote base URL from the page config', () => {
    expect(manifestUrl('https://widget.example')).toBe('https://widget.example/mf-manifest.json');
    expect(manifestUrl('https://cdn.example/widget/v3/')).toBe(
      'https://cdn.example/widget/v3/mf-manifest.json',
    );
  });

  it('uses the page origin when the remote URL is empty', () => {
    expect(manifestUrl('')).toBe('/mf-manifest.json');
  });
});
