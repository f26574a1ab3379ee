import { href } from '@specify/contracts';
import { Button, Redirect, Spinner } from '@specify/ui';
import { useDocumentMeta } from '@specify/ui/document-meta';
import { pageTitle } from '@specify/contracts/composition/page-head';
import { useMessages } from '../../../i18n/messages';
import { useActionMessage } from '../../../lib/action-message';
import type { BuilderProps } from '../../../lib/builder-props';
import { useSharedSummary, type ShareLink } from '../api/shared-summary';
import { SummaryView } from './summary-view';

/**
 * The shared read-only summary (project-builder.md §2 share-summary, §6 "Shared-link viewer"):
 * the summary as the owner last saved its template and toggles, for anyone holding the link,
 * signed in or not, without the template choice, toggles, exports, Back to products, Share, Save
 * or Print. A link the platform does not know shows the site's not-found page.
 */
export function SharedSummary({
  link,
  ...builder
}: BuilderProps & { link: ShareLink | undefined }) {
  if (!link) return <Redirect to={href('notFound', builder.market)} />;
  return <SharedSummaryOf link={link} {...builder} />;
}

function SharedSummaryOf({ link, market, session }: BuilderProps & { link: ShareLink }) {
  const t = useMessages();
  const actionMessage = useActionMessage();
  const { data: project, error, missing, isValidating, mutate } = useSharedSummary(link);
  useDocumentMeta(project ? pageTitle(project.projectName) : undefined, undefined);
  if (missing) return <Redirect to={href('notFound', market)} />;
  if (project)
    return (
      <SummaryView
        project={project}
        market={market}
        session={session}
        template={project.showLandscape ? 'landscape' : 'portrait'}
        showPrices={project.showPricesOnPdf}
        showBimFiles={project.showBimFilesOnPdf}
        level={1}
      />
    );
  if (error)
    return (
      <div className="builder-summary-problem">
        <p role="alert">{actionMessage(error)}</p>
        <Button variant="secondary" busy={isValidating} onClick={() => void mutate()}>
          {t('summary.shared.retry')}
        </Button>
      </div>
    );
  return <Spinner label={t('summary.shared.loading')} />;
}
