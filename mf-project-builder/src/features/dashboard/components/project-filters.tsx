import { useId, useState } from 'react';
import { PROJECT_TYPES } from '@specify/contracts';
import { Button, Select, TextField, type SelectOption } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import type { DashboardFilters } from '../model/dashboard-query';
import { today, withEnd, withStart, type DateRangeError } from '../model/date-range';
import { UserSearch } from './user-search';

export interface ProjectFiltersProps {
  filters: DashboardFilters;
  onChange: (filters: DashboardFilters) => void;
  /** getProjectMetadata's project types. */
  typeOptions: readonly SelectOption[];
}

type DateField = 'start' | 'end';

/**
 * The internal users' filters (project-builder.md §2, §5): user, date range and project type.
 * A date the rules refuse stays in its field with the reason and is not applied, so typing a
 * date digit by digit is never interrupted.
 */
export function ProjectFilters({ filters, onChange, typeOptions }: ProjectFiltersProps) {
  const t = useMessages();
  const headingId = useId();
  const [drafts, setDrafts] = useState({ start: '', end: '' });
  const [dateError, setDateError] = useState<{ field: DateField; error: DateRangeError }>();
  const [generation, setGeneration] = useState(0);
  const active = Boolean(
    filters.user || filters.startDate || filters.endDate || filters.projectType,
  );

  function chooseDate(field: DateField, value: string) {
    const range = { startDate: filters.startDate, endDate: filters.endDate };
    const result = field === 'start' ? withStart(range, value) : withEnd(range, value);
    setDrafts((current) => ({
      ...current,
      [field]: value,
      ...(field === 'start' && !result.error && !result.range.endDate ? { end: '' } : {}),
    }));
    setDateError(result.error ? { field, error: result.error } : undefined);
    if (!result.error) onChange({ ...filters, ...result.range });
  }

  function clear() {
    setDrafts({ start: '', end: '' });
    setDateError(undefined);
    setGeneration((current) => current + 1);
    onChange({});
  }

  const errorOf = (field: DateField) =>
    dateError?.field === field ? t(`dashboard.filter.${dateError.error}`) : undefined;

  return (
    <div role="group" aria-labelledby={headingId} className="builder-filters">
      <h2 id={headingId} className="builder-filters__title">
        {t('dashboard.filters')}
      </h2>
      <div className="builder-filters__fields">
        <UserSearch
          key={generation}
          selected={filters.user}
          onSelect={(user) => onChange({ ...filters, user })}
        />
        <TextField
          type="date"
          label={t('dashboard.filter.from')}
          max={today()}
          value={drafts.start}
          error={errorOf('start')}
          onChange={(event) => chooseDate('start', event.target.value)}
        />
        <TextField
          type="date"
          label={t('dashboard.filter.to')}
          min={filters.startDate}
          value={drafts.end}
          error={errorOf('end')}
          onChange={(event) => chooseDate('end', event.target.value)}
        />
        <Select
          label={t('dashboard.filter.type')}
          placeholder={t('dashboard.filter.allTypes')}
          options={typeOptions}
          value={filters.projectType ?? ''}
          onChange={(event) =>
            onChange({
              ...filters,
              projectType: PROJECT_TYPES.find((type) => type === event.target.value),
            })
          }
        />
      </div>
      {active && (
        <Button variant="ghost" size="sm" onClick={clear}>
          {t('dashboard.filter.clear')}
        </Button>
      )}
    </div>
  );
}
