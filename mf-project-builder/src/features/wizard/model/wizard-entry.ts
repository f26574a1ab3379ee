import type { WizardTab } from '../../../lib/project-tab';

/**
 * What the wizard keeps in its history entry's state: the tab it was left on (a reload or Back
 * returns to it), and whether the entry began as the create route (root.tsx then keeps the same
 * wizard when its URL turns into edit?projectId).
 */
export interface WizardEntry {
  wizardTab: WizardTab;
  fromCreate?: true;
}

const TABS: readonly unknown[] = [1, 2, 3, 4];

function entryOf(state: unknown): Partial<WizardEntry> {
  return state && typeof state === 'object' ? (state as Partial<WizardEntry>) : {};
}

/** The tab a history entry was left on, if it holds one. */
export function wizardTabOf(state: unknown): WizardTab | undefined {
  const { wizardTab } = entryOf(state);
  return TABS.includes(wizardTab) ? wizardTab : undefined;
}

/** Whether the entry began as the create route. */
export function cameFromCreate(state: unknown): boolean {
  return entryOf(state).fromCreate === true;
}

export function wizardEntryState(state: unknown, tab: WizardTab, creating: boolean): WizardEntry {
  return creating || cameFromCreate(state)
    ? { wizardTab: tab, fromCreate: true }
    : { wizardTab: tab };
}
