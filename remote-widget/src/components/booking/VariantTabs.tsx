import { useRef, type KeyboardEvent } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { showsTabs } from '../../domain/activeTab';

const messages = defineMessages<{ label: NoMessageValues }>({
  label: { id: 'booking.tabs.label', defaultMessage: 'Tour variants' },
});

/** One visible variant of the product. */
export interface VariantTab {
  key: string;
  label: string;
}

export interface VariantTabsProps {
  tabs: readonly VariantTab[];
  activeIndex: number;
  onSelect: (index: number) => void;
  /** Id of the tab panel the tabs control. */
  panelId: string;
  /** Prefix of the tab element ids, so the panel can name the active tab. */
  idPrefix: string;
}

/** Id of a tab element, for the panel's aria-labelledby. */
export function tabElementId(idPrefix: string, index: number): string {
  return `${idPrefix}-tab-${index}`;
}

/**
 * §2 "Tabs appear when more than one activity variant is visible": an ARIA tablist with a roving tab stop;
 * arrow keys, Home and End move between the tabs and select them.
 */
export function VariantTabs({ tabs, activeIndex, onSelect, panelId, idPrefix }: VariantTabsProps) {
  const intl = useIntl();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  if (!showsTabs(tabs.length)) return null;

  const move = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    onSelect(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const targets: Record<string, number> = {
      ArrowRight: activeIndex + 1,
      ArrowDown: activeIndex + 1,
      ArrowLeft: activeIndex - 1,
      ArrowUp: activeIndex - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    move(target);
  };

  return (
    <div className="bw-tablist" role="tablist" aria-label={intl.formatMessage(messages.label)}>
      {tabs.map((tab, index) => {
        const selected = index === activeIndex;
        return (
          <button
            key={tab.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            id={tabElementId(idPrefix, index)}
            type="button"
            role="tab"
            className={selected ? 'bw-tablist__tab bw-tablist__tab--active' : 'bw-tablist__tab'}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
