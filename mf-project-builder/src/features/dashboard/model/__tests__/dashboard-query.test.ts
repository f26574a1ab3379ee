import {
  actionOf,
  countBody,
  dashboardBody,
  defaultCriteria,
  filtersOthers,
  tabsFor,
} from '../dashboard-query';
import { endOfDayIso, startOfDayIso } from '../date-range';

describe('the dashboard calls (project-builder.md §6, §7)', () => {
  it('gives internal users my, open and completed from my; everyone else open and closed', () => {
    expect(tabsFor(true)).toEqual(['my', 'open', 'completed']);
    expect(tabsFor(false)).toEqual(['open', 'closed']);
    expect(defaultCriteria(true)).toEqual({
      tab: 'my',
      sortKey: 'lastModifiedAtDesc',
      filters: {},
    });
    expect(defaultCriteria(false).tab).toBe('open');
  });

  it('lists tab my with getMyProjectsDashboard and internal users’ other tabs with V2', () => {
    expect(actionOf('my', true)).toBe('project/getMyProjectsDashboard');
    expect(actionOf('open', true)).toBe('project/getMyProjectsDashboardV2');
    expect(actionOf('completed', true)).toBe('project/getMyProjectsDashboardV2');
    expect(actionOf('open', false)).toBe('project/getMyProjectsDashboard');
    expect(actionOf('closed', false)).toBe('project/getMyProjectsDashboard');
  });

  it('sends every filter, and counts with limit 0 and offset 0 whatever the sort', () => {
    const criteria = {
      tab: 'open' as const,
      sortKey: 'nameAsc' as const,
      filters: {
        user: { id: 'harness-trade', name: 'Taylor Trade' },
        startDate: '2024-01-05',
        endDate: '2024-01-10',
        projectType: 'healthcare' as const,
      },
    };
    expect(dashboardBody(criteria, { limit: 10, offset: 20 })).toEqual({
      limit: 10,
      offset: 20,
      status: 'open',
      sortKey: 'nameAsc',
      userDetails: ['harness-trade'],
      projectTypeDetails: ['healthcare'],
      startDate: startOfDayIso('2024-01-05'),
      endDate: endOfDayIso('2024-01-10'),
      page: 'dashboard list',
    });
    expect(countBody(criteria)).toMatchObject({
      limit: 0,
      offset: 0,
      sortKey: 'lastModifiedAtDesc',
      userDetails: ['harness-trade'],
    });
  });

  it('knows when the user filter names someone other than the signed-in user', () => {
    const user = { id: 'harness-trade', name: 'Taylor Trade' };
    expect(filtersOthers({ user }, 'harness-internal')).toBe(true);
    expect(filtersOthers({ user }, 'harness-trade')).toBe(false);
    expect(filtersOthers({}, 'harness-internal')).toBe(false);
  });
});
