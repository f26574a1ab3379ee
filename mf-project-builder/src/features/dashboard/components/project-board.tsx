import { useEffect, useMemo, useRef, useState } from 'react';
import {
  PROJECT_SORT_KEYS,
  PROJECT_TIMERS,
  PROJECT_TYPE_LABELS,
  statusOfTab,
  type DashboardTab,
  type ProjectSummary,
  type ProjectType,
} from '@specify/contracts';
import { Select, Tabs } from '@specify/ui';
import { useAction } from '@specify/ui/api';
import { useMessages } from '../../../i18n/messages';
import type { BuilderProps } from '../../../lib/builder-props';
import { isInternal } from '../../../lib/guards';
import {
  defaultCriteria,
  filtersOthers,
  tabsFor,
  type DashboardFilters,
  type ListCriteria,
} from '../model/dashboard-query';
import { useDebouncedValue } from '../model/use-debounced-value';
import { useProjectList } from '../model/use-project-list';
import { useTabCounts } from '../model/use-tab-counts';
import { CloneDialog } from './clone-dialog';
import { ProjectFilters } from './project-filters';
import { ProjectList } from './project-list';
import type { RowAction } from './project-row';
import { StatusDialog } from './status-dialog';

type Acting = { action: RowAction; project: ProjectSummary };

/**
 * The signed-in user's projects (project-builder.md §2, §4, §6): tabs with their counts (internal
 * users my, open, completed; everyone else Open and Closed), the sort, the internal users'
 * filters, and the list of the chosen tab with its row actions. A change of tab, sort or filter
 * starts the list again at page 1, 300 ms after the last change.
 */
export function ProjectBoard({ market, session, accountId }: BuilderProps & { accountId: string }) {
  const t = useMessages();
  const internal = isInternal(session);
  const [criteria, setCriteria] = useState<ListCriteria>(() => defaultCriteria(internal));
  const settled = useDebouncedValue(criteria, PROJECT_TIMERS.listRefreshDebounceMs);
  const myEmpty = internal && filtersOthers(settled.filters, accountId);
  const list = useProjectList(settled, { internal, empty: settled.tab === 'my' && myEmpty });
  const { counts, refresh: refreshCounts } = useTabCounts(settled, { internal, myEmpty });
  const metadata = useAction('project/getProjectMetadata', internal ? {} : null);
  const [acting, setActing] = useState<Acting>();
  const listBox = useRef<HTMLDivElement>(null);
  const focusList = useRef(false);

  const typeOptions = useMemo(() => metadata.data?.EnumFields.projectType ?? [], [metadata.data]);
  const typeLabel = (type: ProjectType) =>
    typeOptions.find((option) => option.value === type)?.label ?? PROJECT_TYPE_LABELS[type];

  // The row acted on left this tab (deleted, closed or opened): focus stays in the list.
  useEffect(() => {
    if (acting || !focusList.current) return;
    focusList.current = false;
    listBox.current?.focus();
  }, [acting]);

  function setFilters(filters: DashboardFilters) {
    // A user filter naming someone else moves internal users from tab my to open (§4 "List").
    setCriteria((current) => ({
      ...current,
      filters,
      tab: current.tab === 'my' && filtersOthers(filters, accountId) ? 'open' : current.tab,
    }));
  }

  function finished(changed: boolean) {
    focusList.current = changed && acting?.action !== 'clone';
    setActing(undefined);
    if (!changed) return;
    list.changed();
    refreshCounts();
  }

  const tabLabel = (tab: DashboardTab) => {
    const label = t(`dashboard.tab.${tab}`);
    const count = counts[tab];
    return count === undefined ? label : t('dashboard.tab.count', { label, count });
  };

  const panel = (
    <div ref={listBox} tabIndex={-1} className="builder-dashboard__list">
      <ProjectList
        label={t(`dashboard.list.${settled.tab}`)}
        list={list}
        pending={settled !== criteria}
        market={market}
        status={statusOfTab(settled.tab)}
        showOwner={internal}
        typeLabel={typeLabel}
        onAction={(action, project) => setActing({ action, project })}
      />
    </div>
  );

  return (
    <div className="builder-board">
      {internal && (
        <ProjectFilters
          filters={criteria.filters}
          onChange={setFilters}
          typeOptions={typeOptions}
        />
      )}
      <div className="builder-board__sort">
        <Select
          label={t('dashboard.sort')}
          options={PROJECT_SORT_KEYS.map((key) => ({
            value: key,
            label: t(`dashboard.sort.${key}`),
          }))}
          value={criteria.sortKey}
          onChange={(event) => {
            const sortKey = PROJECT_SORT_KEYS.find((key) => key === event.target.value);
            if (sortKey) setCriteria((current) => ({ ...current, sortKey }));
          }}
        />
      </div>
      <Tabs
        label={t('dashboard.tabs')}
        selected={criteria.tab}
        onSelect={(id) => {
          const tab = tabsFor(internal).find((candidate) => candidate === id);
          if (tab) setCriteria((current) => ({ ...current, tab }));
        }}
        tabs={tabsFor(internal).map((tab) => ({ id: tab, label: tabLabel(tab), panel }))}
      />
      {acting?.action === 'clone' && (
        <CloneDialog project={acting.project} accountId={accountId} onClose={finished} />
      )}
      {acting && acting.action !== 'clone' && (
        <StatusDialog action={acting.action} project={acting.project} onClose={finished} />
      )}
    </div>
  );
}
