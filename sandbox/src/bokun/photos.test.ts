import request from 'supertest';
import { createSandboxApp } from '../app';
import { PHOTO_SCENES } from './photos';

const server = () => createSandboxApp().app.callback();

describe('GET /__sandbox/photos/{scene}.svg', () => {
  it.each(PHOTO_SCENES)('serves %s as a small cacheable SVG that runs nothing', async (scene) => {
    const res = await request(server()).get(`/__sandbox/photos/${scene}.svg?w=480&h=320`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const svg = String(res.text || res.body);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 600 400"/);
    expect(svg).not.toMatch(/<script|on[a-z]+=/i);
    expect(Buffer.byteLength(svg)).toBeLessThan(2048);
  });

  it('answers 404 for a picture it does not have', async () => {
    const res = await request(server()).get('/__sandbox/photos/eiffel-tower.svg');
    expect(res.status).toBe(404);
  });
});
