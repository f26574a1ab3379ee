import { useId, useRef, type KeyboardEvent } from 'react';

export interface UseTabsOptions {
  /** Names the tab list ('Product details'). */
  label: string;
  /** The tabs in order; a disabled one is skipped by the keys and cannot be clicked. */
  tabs: readonly { id: string; disabled?: boolean }[];
  selected: string | undefined;
  onSelect: (id: string) => void;
  /**
   * 'automatic' (the default): the arrows select the tab they move to. 'manual': they only move
   * focus, and Enter, Space or a click selects, for tabs whose selection may first ask something.
   */
  activation?: 'automatic' | 'manual';
}

/**
 * The WAI-ARIA tabs pattern without a look of its own: one tab stop for the list (the selected
 * tab), the arrows, Home and End moving over the enabled tabs, and the ids that tie the selected
 * tab to its panel (the only one rendered, so the only one a tab controls). `Tabs` is built on it;
 * tabs drawn differently (the project builder's wizard steps) spread its props on their own
 * elements.
 */
export function useTabs({
  label,
  tabs,
  selected,
  onSelect,
  activation = 'automatic',
}: UseTabsOptions) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (tab: string) => `${id}-tab-${tab}`;
  const panelId = (tab: string) => `${id}-panel-${tab}`;

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const enabled = tabs.filter((tab) => !tab.disabled);
    // Automatic activation keeps focus on the selected tab; manual moves focus alone.
    const from =
      activation === 'automatic'
        ? selected
        : event.target instanceof HTMLElement
          ? event.target.dataset.tab
          : undefined;
    const index = enabled.findIndex((tab) => tab.id === from);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: enabled.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined || enabled.length === 0) return;
    event.preventDefault();
    const tab = enabled[(next + enabled.length) % enabled.length];
    if (!tab) return;
    if (activation === 'automatic') onSelect(tab.id);
    list.current?.querySelector<HTMLElement>(`[data-tab="${tab.id}"]`)?.focus();
  }

  return {
    listProps: { ref: list, role: 'tablist', 'aria-label': label, onKeyDown },
    tabProps: (tab: string) => ({
      type: 'button' as const,
      role: 'tab',
      id: tabId(tab),
      'data-tab': tab,
      'aria-selected': tab === selected,
      'aria-controls': tab === selected ? panelId(tab) : undefined,
      tabIndex: tab === selected ? 0 : -1,
      disabled: tabs.find((candidate) => candidate.id === tab)?.disabled,
      onClick: () => onSelect(tab),
    }),
    panelProps: (tab: string) => ({
      role: 'tabpanel',
      id: panelId(tab),
      'aria-labelledby': tabId(tab),
    }),
  };
}
