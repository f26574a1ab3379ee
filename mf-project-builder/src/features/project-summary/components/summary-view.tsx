import { useId, type ReactNode } from 'react';
import {
  PROJECT_TYPE_LABELS,
  formatProjectDate,
  type Market,
  type Session,
  type SharedProject,
} from '@specify/contracts';
import { useMessages } from '../../../i18n/messages';
import { isInternal } from '../../../lib/guards';
import type { SummaryTemplate } from '../../../lib/summary-exports';
import { summaryRooms } from '../model/summary-items';
import { Heading } from './heading';
import { LandscapeSummary } from './landscape-summary';
import { PortraitSummary } from './portrait-summary';
import { PrintPageStyle } from './print-page-style';
import '../project-summary.css';

export interface SummaryViewProps {
  project: SharedProject;
  market: Market;
  /** Who is looking: an internal user reads 'For {customer}', anyone else 'by {company}'. */
  session: Session;
  template: SummaryTemplate;
  showPrices: boolean;
  showBimFiles: boolean;
  /** The level of the project name's heading: 2 in the wizard's tab, 1 on a page of its own. */
  level: 1 | 2;
  /** The cover banner's buttons (Share, Save, Print); none on the shared view. */
  actions?: ReactNode;
  /** Template choice, toggles and exports, between the cover and the products. */
  toolbar?: ReactNode;
  /** Under the products (Back to products). */
  footer?: ReactNode;
}

/**
 * The project summary (project-builder.md §2 "Tab 4 / summary page"): the cover banner with the
 * project's name, who it is for or by, and its type, location, creation date and specifier, then
 * the products in the chosen template. Unavailable items are left out (§9). Printing shows this
 * and nothing else around it.
 */
export function SummaryView({
  project,
  market,
  session,
  template,
  showPrices,
  showBimFiles,
  level,
  actions,
  toolbar,
  footer,
}: SummaryViewProps) {
  const t = useMessages();
  const titleId = useId();
  const rooms = summaryRooms(project);
  const customer = ('customerName' in project ? String(project.customerName) : '').trim();
  const company = project.companyName.trim();
  const byline =
    isInternal(session) && customer
      ? t('summary.banner.for', { customer })
      : company
        ? t('summary.banner.by', { company })
        : undefined;
  const meta: [string, string][] = [
    [t('summary.meta.type'), PROJECT_TYPE_LABELS[project.projectType]],
    [t('summary.meta.location'), project.projectLocation],
    [t('summary.meta.created'), formatProjectDate(project.projectCreatedDate)],
    [t('summary.meta.preparedBy'), project.username.trim() || t('summary.none')],
  ];

  return (
    <section
      className="builder-summary"
      data-template={template}
      data-builder-summary=""
      aria-labelledby={titleId}
    >
      <PrintPageStyle template={template} />
      <header className="builder-summary-cover">
        <div className="builder-summary-cover__heading">
          <Heading level={level} id={titleId} className="builder-summary-cover__title">
            {project.projectName}
          </Heading>
          {byline && <p className="builder-summary-cover__byline">{byline}</p>}
        </div>
        {actions && (
          <div className="builder-summary-cover__actions builder-summary-screen-only">
            {actions}
          </div>
        )}
        <dl className="builder-summary-cover__meta">
          {meta.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </header>
      {toolbar && (
        <div className="builder-summary-toolbar builder-summary-screen-only">{toolbar}</div>
      )}
      {rooms.length === 0 ? (
        <p className="builder-summary-empty">{t('summary.empty')}</p>
      ) : template === 'landscape' ? (
        <LandscapeSummary rooms={rooms} market={market} showPrices={showPrices} />
      ) : (
        <PortraitSummary
          rooms={rooms}
          market={market}
          showPrices={showPrices}
          showBimFiles={showBimFiles}
          level={level + 1}
        />
      )}
      {footer && <div className="builder-summary-footer builder-summary-screen-only">{footer}</div>}
    </section>
  );
}
