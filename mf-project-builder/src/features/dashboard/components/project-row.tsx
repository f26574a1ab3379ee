import { useId, type MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import {
  formatProjectDate,
  href,
  type Market,
  type ProjectSummary,
  type ProjectType,
} from '@specify/contracts';
import { Menu, type MenuItem } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';

export type RowAction = 'clone' | 'delete' | 'close' | 'open';

export interface ProjectRowProps {
  project: ProjectSummary;
  market: Market;
  /** Close is offered on open projects' tabs (my, open), Open on closed ones' (§4). */
  status: 'open' | 'closed';
  /** Internal users see whose project it is. */
  showOwner: boolean;
  typeLabel: (type: ProjectType) => string;
  onAction: (action: RowAction, project: ProjectSummary) => void;
}

const follow = (url: string) => (event: MouseEvent<HTMLElement>) => {
  event.preventDefault();
  navigateToUrl(url);
};

/**
 * One project of a list (project-builder.md §2): its name links to the view, then its type,
 * location, Project ID, dates, who changed it last when that is not the owner, the owner for
 * internal users, and the row menu View, Edit, Clone, Delete, and Close or Open.
 */
export function ProjectRow({
  project,
  market,
  status,
  showOwner,
  typeLabel,
  onAction,
}: ProjectRowProps) {
  const t = useMessages();
  const titleId = useId();
  const query = { projectId: project.shoppingListId };
  const viewHref = href('projectView', market, undefined, query);
  const editHref = href('projectEdit', market, undefined, query);
  const toggle: RowAction = status === 'open' ? 'close' : 'open';
  const items: MenuItem[] = [
    { label: t('dashboard.action.view'), href: viewHref, onSelect: follow(viewHref) },
    { label: t('dashboard.action.edit'), href: editHref, onSelect: follow(editHref) },
    { label: t('dashboard.action.clone'), onSelect: () => onAction('clone', project) },
    { label: t('dashboard.action.delete'), onSelect: () => onAction('delete', project) },
    { label: t(`dashboard.action.${toggle}`), onSelect: () => onAction(toggle, project) },
  ];
  const facts: [string, string][] = [
    [t('dashboard.row.type'), typeLabel(project.projectType)],
    [t('dashboard.row.location'), project.projectLocation],
    [t('dashboard.row.projectId'), project.opportunityNumber || t('dashboard.row.none')],
    [t('dashboard.row.created'), formatProjectDate(project.projectCreatedDate)],
    [t('dashboard.row.modified'), formatProjectDate(project.lastModifiedAt)],
    // Someone other than the owner changed it last: an internal user (§6, issue 30).
    ...(project.lastModifiedBy && project.lastModifiedBy !== project.ownerName
      ? [[t('dashboard.row.modifiedBy'), project.lastModifiedBy] as [string, string]]
      : []),
    ...(showOwner
      ? [
          [t('dashboard.row.owner'), project.ownerName || t('dashboard.row.none')] as [
            string,
            string,
          ],
        ]
      : []),
  ];

  return (
    <li className="builder-project">
      <article aria-labelledby={titleId} className="builder-project__card">
        <div className="builder-project__head">
          <h2 id={titleId} className="builder-project__title">
            <a href={viewHref} onClick={navigateToUrl}>
              {project.projectName}
            </a>
          </h2>
          <Menu
            label={t('dashboard.row.actions')}
            ariaLabel={t('dashboard.row.actionsFor', { name: project.projectName })}
            items={items}
            align="end"
          />
        </div>
        <dl className="builder-project__facts">
          {facts.map(([term, value]) => (
            <div key={term} className="builder-project__fact">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </article>
    </li>
  );
}
