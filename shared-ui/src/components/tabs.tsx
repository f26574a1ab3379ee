import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

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
  const id = useId();
  const list = useRef<HTMLDivElement>(null);

  function select(tabId: string, focus: boolean) {
    setOwn(tabId);
    onSelect?.(tabId);
    if (focus) list.current?.querySelector<HTMLElement>(`[data-tab="${tabId}"]`)?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.id === current);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    if (tab) select(tab.id, true);
  }

  const active = tabs.find((tab) => tab.id === current);
  return (
    <div className="spec-tabs">
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        className="spec-tabs__list"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.id}`}
            data-tab={tab.id}
            aria-selected={tab.id === current}
            aria-controls={`${id}-panel-${tab.id}`}
            tabIndex={tab.id === current ? 0 : -1}
            className="spec-tabs__tab"
            onClick={() => select(tab.id, false)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {active && (
        <div
          role="tabpanel"
          id={`${id}-panel-${active.id}`}
          aria-labelledby={`${id}-tab-${active.id}`}
          tabIndex={0}
          className="spec-tabs__panel"
        >
          {active.panel}
        </div>
      )}
    </div>
  );
}
