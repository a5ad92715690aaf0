import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithIntl } from '../../testing/renderWithIntl';
import { VariantTabs, type VariantTab } from './VariantTabs';

const TABS: VariantTab[] = [
  { key: '1001', label: 'English guide' },
  { key: '1002', label: 'Polski przewodnik' },
  { key: '1003', label: 'Private tour' },
];

function Harness({
  tabs = TABS,
  onSelect = () => {},
}: {
  tabs?: VariantTab[];
  onSelect?: (i: number) => void;
}) {
  const [active, setActive] = useState(0);
  return (
    <VariantTabs
      tabs={tabs}
      activeIndex={active}
      onSelect={(index) => {
        setActive(index);
        onSelect(index);
      }}
      panelId="panel"
      idPrefix="t"
    />
  );
}

describe('VariantTabs', () => {
  it('shows no tabs for a single visible variant (§2 "Tabs appear when more than one variant is visible")', () => {
    renderWithIntl(<Harness tabs={TABS.slice(0, 1)} />);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('is a named tablist whose selected tab is the only tab stop', () => {
    renderWithIntl(<Harness />);
    const list = screen.getByRole('tablist', { name: 'Tour variants' });
    expect(list).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('aria-controls', 'panel');
  });

  it('moves and selects with the arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    const selected: number[] = [];
    renderWithIntl(<Harness onSelect={(index) => selected.push(index)} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'English guide' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Polski przewodnik' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Polski przewodnik' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}{ArrowRight}{ArrowLeft}{Home}');
    expect(selected).toEqual([1, 2, 0, 2, 0]);
    expect(screen.getByRole('tab', { name: 'English guide' })).toHaveFocus();
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Private tour' }));
    expect(screen.getByRole('tab', { name: 'Private tour' })).toHaveAttribute('aria-selected', 'true');
  });
});
