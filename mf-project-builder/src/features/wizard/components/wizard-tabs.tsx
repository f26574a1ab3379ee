import type { KeyboardEvent } from 'react';
import type { WizardTab } from '../../../lib/project-tab';

export interface WizardTabItem {
  tab: WizardTab;
  label: string;
  disabled: boolean;
}

export const tabId = (base: string, tab: WizardTab) => `${base}-tab-${tab}`;
export const panelId = (base: string, tab: WizardTab) => `${base}-panel-${tab}`;

/**
 * The wizard's four steps as a WAI-ARIA tab list with manual activation: the arrows, Home and End
 * move focus over the enabled tabs, Enter, Space or a click selects one. Selecting may first ask
 * about unsaved changes, so moving focus alone never does.
 */
export function WizardTabs({
  base,
  label,
  tabs,
  selected,
  onSelect,
}: {
  base: string;
  label: string;
  tabs: readonly WizardTabItem[];
  selected: WizardTab;
  onSelect: (tab: WizardTab) => void;
}) {
  function onKeyDown(event: KeyboardEvent) {
    const enabled = tabs.filter((item) => !item.disabled);
    const focused = enabled.findIndex(
      (item) => tabId(base, item.tab) === document.activeElement?.id,
    );
    const moves: Record<string, number> = {
      ArrowRight: focused + 1,
      ArrowLeft: focused - 1,
      Home: 0,
      End: enabled.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined || enabled.length === 0) return;
    event.preventDefault();
    const item = enabled[(next + enabled.length) % enabled.length];
    if (item) document.getElementById(tabId(base, item.tab))?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className="builder-wizard__tabs" onKeyDown={onKeyDown}>
      {tabs.map((item) => (
        <button
          key={item.tab}
          type="button"
          role="tab"
          id={tabId(base, item.tab)}
          aria-selected={item.tab === selected}
          aria-controls={item.tab === selected ? panelId(base, item.tab) : undefined}
          tabIndex={item.tab === selected ? 0 : -1}
          disabled={item.disabled}
          className="builder-wizard__tab"
          onClick={() => {
            if (item.tab !== selected) onSelect(item.tab);
          }}
        >
          <span className="builder-wizard__step" aria-hidden="true">
            {item.tab}
          </span>
          <span>{item.label}</span>
        </button>
      ))}
    </div>
  );
}
