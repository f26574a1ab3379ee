import { useState, type ReactNode } from 'react';
import { useTabs } from '../hooks/use-tabs';

export interface Tab {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps {
  /** Names the tab list ('Product details'). */
  label: string;
  tabs: readonly Tab[];
  /** Controlled selection; uncontrolled (first tab) when left out. */
  selected?: string;
  onSelect?: (id: string) => void;
}

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation): one tab stop for the list, arrows move and
 * select, Home and End jump; only the selected panel is rendered.
 */
export function Tabs({ label, tabs, selected, onSelect }: TabsProps) {
  const [own, setOwn] = useState(tabs[0]?.id);
  const current = selected ?? own;
  const { listProps, tabProps, panelProps } = useTabs({
    label,
    tabs,
    selected: current,
    onSelect: (tabId) => {
      setOwn(tabId);
      onSelect?.(tabId);
    },
  });

  const active = tabs.find((tab) => tab.id === current);
  return (
    <div className="spec-tabs">
      <div {...listProps} className="spec-tabs__list">
        {tabs.map((tab) => (
          <button key={tab.id} {...tabProps(tab.id)} className="spec-tabs__tab">
            {tab.label}
          </button>
        ))}
      </div>
      {active && (
        <div {...panelProps(active.id)} tabIndex={0} className="spec-tabs__panel">
          {active.panel}
        </div>
      )}
    </div>
  );
}
