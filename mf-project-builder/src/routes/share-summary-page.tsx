import { SHARE_QUERY } from '@specify/contracts';
import { PageWidth, usePageLocation } from '@specify/ui';
import type { BuilderProps } from '../lib/builder-props';
import { SharedSummary } from '../features/project-summary/components/shared-summary';

/**
 * `/{locale}/project-builder/share-summary/?projectId&company&share` (project-builder.md §2): the
 * read-only summary for anyone holding the link. The project and its token come from the query;
 * `company` only names whose summary it is and grants nothing.
 */
export function ShareSummaryPage(props: BuilderProps) {
  const query = new URLSearchParams(usePageLocation().search);
  const projectId = query.get(SHARE_QUERY.projectId);
  const shareToken = query.get(SHARE_QUERY.token);
  return (
    <PageWidth className="builder-page">
      <SharedSummary
        {...props}
        link={projectId && shareToken ? { projectId, shareToken } : undefined}
      />
    </PageWidth>
  );
}
