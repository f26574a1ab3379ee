import type { ReactNode, Ref } from 'react';
import { useTabs } from '@specify/ui';
import type { WizardTab } from '../../../lib/project-tab';

export interface WizardTabItem {
  tab: WizardTab;
  label: string;
  disabled: boolean;
}

/**
 * The wizard's four steps and the selected step's panel, on @specify/ui's tabs with manual
 * activation: the arrows, Home and End move focus over the enabled tabs, Enter, Space or a click
 * selects one. Selecting may first ask about unsaved changes, so moving focus alone never does.
 */
export function WizardTabs({
  label,
  tabs,
  selected,
  onSelect,
  panelRef,
  children,
}: {
  label: string;
  tabs: readonly WizardTabItem[];
  selected: WizardTab;
  onSelect: (tab: WizardTab) => void;
  /** The panel, which the wizard moves focus into when a step's screen opens the next step. */
  panelRef: Ref<HTMLDivElement>;
  /** The selected step's screen. */
  children: ReactNode;
}) {
  const { listProps, tabProps, panelProps } = useTabs({
    label,
    tabs: tabs.map((item) => ({ id: String(item.tab), disabled: item.disabled })),
    selected: String(selected),
    onSelect: (id) => {
      const item = tabs.find((candidate) => String(candidate.tab) === id);
      if (item && item.tab !== selected) onSelect(item.tab);
    },
    activation: 'manual',
  });

  return (
    <>
      <div {...listProps} className="builder-wizard__tabs">
        {tabs.map((item) => (
          <button key={item.tab} {...tabProps(String(item.tab))} className="builder-wizard__tab">
            <span className="builder-wizard__step" aria-hidden="true">
              {item.tab}
            </span>
            <span>{item.label}</span>
          </button>
        ))}
      </div>
      <div ref={panelRef} {...panelProps(String(selected))} className="builder-wizard__panel">
        {children}
      </div>
    </>
  );
}
