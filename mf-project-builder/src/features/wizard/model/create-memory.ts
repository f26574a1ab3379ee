import type { Market, Project } from '@specify/contracts';
import type { WizardTab } from '../../../lib/project-tab';

/**
 * The create route's memory (project-builder.md §2): the tab the user is on and the project being
 * built, kept in local storage so a reload comes back to them; for one market and account.
 */
export const CREATE_MEMORY_KEY = 'specify:project-builder:create';

export interface CreateMemory {
  tab: WizardTab;
  project: Project;
}

interface Stored extends CreateMemory {
  market: Market;
  accountId: string;
}

const TABS: readonly number[] = [1, 2, 3, 4];

/** The few fields the wizard relies on before the server's fresh copy replaces it. */
function looksLikeProject(value: unknown): value is Project {
  if (!value || typeof value !== 'object') return false;
  const project = value as Record<string, unknown>;
  return (
    typeof project.id === 'string' &&
    typeof project.version === 'number' &&
    typeof project.projectName === 'string' &&
    Array.isArray(project.roomLabels) &&
    Array.isArray(project.roomGroups) &&
    Array.isArray(project.lineItems)
  );
}

export function readCreateMemory(market: Market, accountId: string): CreateMemory | undefined {
  try {
    const raw = window.localStorage.getItem(CREATE_MEMORY_KEY);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (stored.market !== market || stored.accountId !== accountId) return undefined;
    if (!TABS.includes(Number(stored.tab)) || !looksLikeProject(stored.project)) return undefined;
    return { tab: stored.tab as WizardTab, project: stored.project };
  } catch {
    return undefined;
  }
}

export function writeCreateMemory(
  market: Market,
  accountId: string,
  memory: CreateMemory | undefined,
): void {
  try {
    if (!memory) window.localStorage.removeItem(CREATE_MEMORY_KEY);
    else
      window.localStorage.setItem(
        CREATE_MEMORY_KEY,
        JSON.stringify({ market, accountId, ...memory } satisfies Stored),
      );
  } catch {
    // Storage blocked or full: the wizard works, it just will not remember.
  }
}
