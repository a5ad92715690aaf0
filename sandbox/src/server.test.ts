import { startSandbox } from './server';
import { bokunHeaders } from './testing/signedBokun';

describe('startSandbox', () => {
  it('serves the simulators over real HTTP on a free port and closes', async () => {
    const sandbox = await startSandbox({ port: 0 });
    try {
      expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const path = '/activity.json/1001?lang=EN&currency=PLN';
      const res = await fetch(sandbox.url + path, { headers: bokunHeaders('GET', path, new Date()) });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { id: number }).id).toBe(1001);
      expect(sandbox.state.bokun.callCount()).toBe(1);
    } finally {
      await sandbox.close();
    }
    await expect(fetch(`${sandbox.url}/activity.json/1001`)).rejects.toThrow();
  });
});
