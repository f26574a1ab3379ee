import { useAction } from '@specify/ui/api';
import type { DashboardTab } from '@specify/contracts';
import { actionOf, countBody, tabsFor, type ListCriteria } from './dashboard-query';

export interface TabCounts {
  counts: Partial<Record<DashboardTab, number>>;
  refresh: () => void;
}

function useCount(
  tab: DashboardTab,
  criteria: ListCriteria,
  { internal, empty }: { internal: boolean; empty: boolean },
) {
  const shown = tabsFor(internal).includes(tab) && !empty;
  const { data, mutate } = useAction(
    actionOf(tab, internal),
    shown ? countBody({ ...criteria, tab }) : null,
    { revalidateOnFocus: false },
  );
  return { count: empty ? 0 : data?.total, refresh: () => void mutate() };
}

/**
 * The counts the tabs show (project-builder.md §2: my, open and completed), each a list call with
 * limit 0 and offset 0 under the same sort and filters as the lists, so a count matches its tab.
 * `myEmpty`: tab my lists nothing (the user filter names someone else), so it counts 0.
 */
export function useTabCounts(
  criteria: ListCriteria,
  { internal, myEmpty }: { internal: boolean; myEmpty: boolean },
): TabCounts {
  const my = useCount('my', criteria, { internal, empty: internal && myEmpty });
  const open = useCount('open', criteria, { internal, empty: false });
  const completed = useCount('completed', criteria, { internal, empty: false });
  return {
    counts: {
      ...(internal ? { my: my.count, completed: completed.count } : {}),
      open: open.count,
    },
    refresh: () => {
      my.refresh();
      open.refresh();
      completed.refresh();
    },
  };
}
