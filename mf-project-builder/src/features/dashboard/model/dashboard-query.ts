import {
  DEFAULT_PROJECT_SORT,
  EXTERNAL_TABS,
  INTERNAL_TABS,
  PROJECT_LIMITS,
  type ActionRequest,
  type DashboardTab,
  type ProjectSortKey,
  type ProjectType,
} from '@specify/contracts';
import { endOfDayIso, startOfDayIso } from './date-range';

/** A user the internal filter names (a suggestUserNames answer). */
export interface FilterUser {
  id: string;
  name: string;
}

/** The internal users' filters (project-builder.md §2, §5): user, date range, project type. */
export interface DashboardFilters {
  user?: FilterUser;
  /** Calendar dates, yyyy-mm-dd, as the date inputs hold them. */
  startDate?: string;
  endDate?: string;
  projectType?: ProjectType;
}

/** What a list shows: changing any part starts again at page 1 (§4 "List"). */
export interface ListCriteria {
  tab: DashboardTab;
  sortKey: ProjectSortKey;
  filters: DashboardFilters;
}

export type DashboardAction = 'project/getMyProjectsDashboard' | 'project/getMyProjectsDashboardV2';
export type DashboardBody = ActionRequest<'project/getMyProjectsDashboard'>;

export const tabsFor = (internal: boolean): readonly DashboardTab[] =>
  internal ? INTERNAL_TABS : EXTERNAL_TABS;

/** The tabs whose count is shown (§2: my, open and completed). */
export const COUNTED_TABS: readonly DashboardTab[] = ['my', 'open', 'completed'];

export const defaultCriteria = (internal: boolean): ListCriteria => ({
  tab: internal ? 'my' : 'open',
  sortKey: DEFAULT_PROJECT_SORT,
  filters: {},
});

/** Internal users list tab my with the first call and every other tab with V2 (§6). */
export function actionOf(tab: DashboardTab, internal: boolean): DashboardAction {
  return internal && tab !== 'my'
    ? 'project/getMyProjectsDashboardV2'
    : 'project/getMyProjectsDashboard';
}

/** A user filter naming someone else leaves tab my empty (§4 "List"). */
export function filtersOthers(filters: DashboardFilters, accountId: string): boolean {
  return filters.user !== undefined && filters.user.id !== accountId;
}

/**
 * The body of a list call: a page of `limit` (10, or 0 for a count) from `offset`, the tab as its
 * status, the sort, and the filters: the user's account id, the project type, and the dates as the
 * start of the first day to the end of the last.
 */
export function dashboardBody(
  criteria: ListCriteria,
  page: { limit: number; offset: number } = { limit: PROJECT_LIMITS.pageSize, offset: 0 },
): DashboardBody {
  const { user, startDate, endDate, projectType } = criteria.filters;
  return {
    limit: page.limit,
    offset: page.offset,
    status: criteria.tab,
    sortKey: criteria.sortKey,
    ...(user ? { userDetails: [user.id] } : {}),
    ...(projectType ? { projectTypeDetails: [projectType] } : {}),
    ...(startDate ? { startDate: startOfDayIso(startDate) } : {}),
    ...(endDate ? { endDate: endOfDayIso(endDate) } : {}),
    page: 'dashboard list',
  };
}

/** The count call of a tab: the same list with limit 0 from offset 0 (the sort cannot change it). */
export const countBody = (criteria: ListCriteria) =>
  dashboardBody({ ...criteria, sortKey: DEFAULT_PROJECT_SORT }, { limit: 0, offset: 0 });
