import { act, screen } from '@testing-library/react';
import type { Language } from '@booking/shared-contracts';
import { RootStore } from '../stores/RootStore';
import { StoreProvider } from '../stores/context';
import { TOTAL_ANNOUNCE_DELAY_MS } from '../infra/Announcer';
import { FakeClock } from '../testing/testDoubles';
import { fakeApi } from '../testing/fakeApi';
import { renderWithIntl } from '../testing/renderWithIntl';
import { LiveRegion } from './LiveRegion';

function renderRegion(lang: Language = 'en') {
  const clock = new FakeClock();
  const root = new RootStore({ api: fakeApi(), clock });
  renderWithIntl(
    <StoreProvider value={root}>
      <LiveRegion />
    </StoreProvider>,
    lang,
  );
  return { root, clock, region: screen.getByRole('status') };
}

describe('LiveRegion', () => {
  it('is one polite, atomic status region, empty until there is something to say', () => {
    const { region } = renderRegion();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('aria-atomic', 'true');
    expect(region).toBeEmptyDOMElement();
  });

  it('reads out a step change in the visitor language', () => {
    const { root, region } = renderRegion('pl');
    act(() => root.ui.goToStep(2));
    expect(region.textContent?.trim()).toBe('Krok 2 z 4: Twoje dane');
  });

  it('reads out a notice, and the same notice again as changed text', () => {
    const { root, region } = renderRegion();
    const notice = { kind: 'notice', title: 'Connection error', message: 'Check your connection.' } as const;
    act(() => root.announcer.announce(notice));
    const first = region.textContent;
    expect(first?.trim()).toBe('Connection error. Check your connection.');
    act(() => root.announcer.announce(notice));
    expect(region.textContent?.trim()).toBe(first?.trim());
    expect(region.textContent).not.toBe(first);
  });

  it('reads out the total after it settles', () => {
    const { root, clock, region } = renderRegion('de');
    act(() => root.announcer.announceTotal(240, 'PLN'));
    expect(region).toBeEmptyDOMElement();
    act(() => clock.advance(TOTAL_ANNOUNCE_DELAY_MS));
    expect(region.textContent?.trim()).toMatch(/^Gesamt jetzt 240,00\sPLN$/);
  });
});
