import { useEffect, useRef } from 'react';
import { PROJECT_TIMERS, type ProjectSummary } from '@specify/contracts';
import { Button, Spinner } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import type { ProjectList as ProjectListState } from '../model/use-project-list';
import { ProjectRow, type ProjectRowProps } from './project-row';

export interface ProjectListProps extends Omit<ProjectRowProps, 'project'> {
  /** Names the list ('Open projects'). */
  label: string;
  list: ProjectListState;
  /** The criteria changed and the list has not been asked yet (the 300 ms refresh debounce). */
  pending: boolean;
}

/**
 * Calls `onNear` whenever `target` comes within the infinite-scroll distance (120 px, §9) of the
 * bottom of the viewport. Watched anew after each page, so a short page that leaves the target in
 * range asks for the next one too.
 */
function useNearViewportEnd(onNear: () => void, enabled: boolean, loaded: number) {
  const target = useRef<HTMLDivElement>(null);
  const latest = useRef(onNear);
  latest.current = onNear;
  useEffect(() => {
    const element = target.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `0px 0px ${PROJECT_TIMERS.infiniteScrollPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, loaded]);
  return target;
}

/**
 * A tab's projects, ten at a time (project-builder.md §4 "List", §9): the next page loads as the
 * end of the list nears the bottom of the window, or with Load more (keyboard users, and browsers
 * without IntersectionObserver). 'No Records Found.' when the tab holds none.
 */
export function ProjectList({ label, list, pending, ...row }: ProjectListProps) {
  const t = useMessages();
  const canLoadMore = !pending && list.hasMore && !list.loadingMore && !list.error;
  const sentinel = useNearViewportEnd(list.loadMore, canLoadMore, list.projects.length);

  if (pending || list.loading) return <Spinner label={t('dashboard.list.loading')} />;
  if (list.projects.length === 0 && list.error) return <ListFailed onRetry={list.refresh} />;
  if (list.projects.length === 0)
    return <p className="builder-dashboard__empty">{t('dashboard.list.empty')}</p>;
  return (
    <>
      <ul aria-label={label} className="builder-projects">
        {list.projects.map((project: ProjectSummary) => (
          <ProjectRow key={project.shoppingListId} project={project} {...row} />
        ))}
      </ul>
      <div className="builder-projects__more">
        <p role="status" className="builder-projects__shown">
          {t('dashboard.list.shown', {
            shown: list.projects.length,
            total: list.total ?? list.projects.length,
          })}
        </p>
        {list.error ? (
          <ListFailed onRetry={list.refresh} />
        ) : (
          list.hasMore && (
            <>
              <div ref={sentinel} aria-hidden="true" />
              <Button variant="secondary" busy={list.loadingMore} onClick={list.loadMore}>
                {t('dashboard.list.loadMore')}
              </Button>
            </>
          )
        )}
      </div>
    </>
  );
}

function ListFailed({ onRetry }: { onRetry: () => void }) {
  const t = useMessages();
  return (
    <div role="alert" className="builder-dashboard__failed">
      <p>{t('dashboard.list.failed')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('dashboard.list.retry')}
      </Button>
    </div>
  );
}
