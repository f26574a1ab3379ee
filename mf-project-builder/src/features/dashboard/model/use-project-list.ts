import { useEffect, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import {
  PROJECT_LIMITS,
  callAction,
  type DashboardResponse,
  type Market,
  type ProjectSummary,
} from '@specify/contracts';
import { useActionMarket } from '@specify/ui/api';
import {
  actionOf,
  dashboardBody,
  type DashboardAction,
  type DashboardBody,
  type ListCriteria,
} from './dashboard-query';

/** The action, market and body of a page, and the list's generation (see `changed`). */
type PageKey = readonly [DashboardAction, Market, DashboardBody, number];

const fetchPage = ([name, market, body]: PageKey) => callAction(name, { market, body });

export interface ProjectList {
  projects: ProjectSummary[];
  /** Projects the list holds in all, once the first page answered. */
  total?: number;
  /** No page yet (and no error). */
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  error?: Error;
  loadMore: () => void;
  /** Reads every loaded page again (a retry). */
  refresh: () => void;
  /**
   * A project changed (closed, opened, deleted, cloned): every tab's list is read afresh when next
   * shown, not only this one's; another tab's cached pages would otherwise show it where it was.
   */
  changed: () => void;
}

/**
 * One tab's list, ten projects a page (project-builder.md §7, §9): new criteria start again at
 * offset 0; `loadMore` adds the next page. `empty` lists nothing without asking (tab my while the
 * user filter names someone else).
 */
export function useProjectList(
  criteria: ListCriteria,
  { internal, empty }: { internal: boolean; empty: boolean },
): ProjectList {
  const market = useActionMarket();
  const action = actionOf(criteria.tab, internal);
  const pageSize = PROJECT_LIMITS.pageSize;
  const [generation, setGeneration] = useState(0);
  const { data, error, size, setSize, isLoading, mutate } = useSWRInfinite<
    DashboardResponse,
    Error,
    (index: number, previous: DashboardResponse | null) => PageKey | null
  >(
    (index, previous) => {
      if (empty || (previous && index * pageSize >= previous.total)) return null;
      return [
        action,
        market,
        dashboardBody(criteria, { limit: pageSize, offset: index * pageSize }),
        generation,
      ];
    },
    fetchPage,
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );

  // List fetch errors are only logged (§8); the list says it could not load and offers a retry.
  useEffect(() => {
    if (error) console.error('The project list could not be read.', error);
  }, [error]);

  const pages = data ?? [];
  const projects = pages.flatMap((page) => page.results);
  const total = pages[0]?.total;
  const loadingMore = !error && size > pages.length && pages.length > 0;
  return {
    projects,
    total: empty ? 0 : total,
    loading: !empty && isLoading,
    loadingMore,
    hasMore: !empty && total !== undefined && projects.length < total,
    error,
    loadMore: () => {
      if (!loadingMore) void setSize(pages.length + 1);
    },
    refresh: () => void mutate(),
    changed: () => setGeneration((current) => current + 1),
  };
}
