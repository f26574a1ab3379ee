import { PageWidth } from '@specify/ui';
import { useMessages } from '../i18n/messages';
import type { BuilderProps } from '../lib/builder-props';

/**
 * The shared read-only summary is Project Builder part 2 (issue 16); until it lands the link
 * opens this page, which says so instead of failing.
 */
export function ShareSummaryPage(_props: BuilderProps) {
  const t = useMessages();
  return (
    <PageWidth>
      <section aria-labelledby="share-summary-title" className="builder-page">
        <h1 id="share-summary-title">{t('shareSummary.title')}</h1>
        <p>{t('shareSummary.pending')}</p>
      </section>
    </PageWidth>
  );
}
