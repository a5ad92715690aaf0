// The iframe app driven by a partner page through window messages (spec §4 "Initialization order", §7
// "Window messages"): widgetInitialized → handshakeAck → requestConfigData → configData → openWidget, then the
// booking step inside the frame.
import { serveDemoPartnerPage, usePartnerStack } from '../src/partnerSite';

// The partner's origin is one the demo config allows (its allowedOrigins).
const e2e = usePartnerStack();

describe('iframe app driven by a parent page', () => {
  it('follows the handshake, takes configData and openWidget from the parent and shows the booking step', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 900, height: 1000 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The partner page is served from an origin of its own (another port on loopback).
    await serveDemoPartnerPage(e2e);
    await page.goto(`${e2e.partner.url}/booking`);

    const frame = page.frameLocator('#widget');
    await frame.getByRole('heading', { name: 'Book your tickets' }).waitFor();
    await frame.getByRole('tablist', { name: 'Tour variants' }).waitFor();
    await page.waitForFunction(() =>
      (globalThis as unknown as { widgetMessages: { action: string }[] }).widgetMessages.some(
        (m) => m.action === 'widgetOpened',
      ),
    );

    const actions = await page.evaluate(() =>
      (globalThis as unknown as { widgetMessages: { action: string }[] }).widgetMessages.map((m) => m.action),
    );
    // The order of §4: initialized first, config requested only after the acknowledgement, then opened.
    expect(actions.indexOf('widgetInitialized')).toBe(0);
    expect(actions.indexOf('requestConfigData')).toBeGreaterThan(actions.indexOf('widgetInitialized'));
    expect(actions.indexOf('widgetOpened')).toBeGreaterThan(actions.indexOf('requestConfigData'));
    expect(actions.filter((action) => action === 'requestConfigData')).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});
