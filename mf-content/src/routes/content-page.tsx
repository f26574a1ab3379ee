import { useEffect, useState, type ReactNode } from 'react';
import type { Market } from '@specify/contracts';
import { href } from '@specify/contracts';
import {
  Breadcrumbs,
  Button,
  LoadingOverlay,
  Spinner,
  navigateTo,
  usePageLocation,
} from '@specify/ui';
import { useDocumentMeta } from '@specify/ui/document-meta';
import type { PageSection } from '@specify/contracts/content/page-sections';
import { useMessages } from '../i18n/messages';
import { PageSections, leadsWithHeading } from '../features/sections/page-sections';
import { usePageDocument } from '../model/page-document';
import { contentHead } from '../model/page-head';

/** A content page's document with its loading, missing (→ not-found) and failed states. */
export function PageDocument({
  market,
  slug,
  children,
}: {
  market: Market;
  slug: string;
  children: (page: { title: string; sections: PageSection[] }) => ReactNode;
}) {
  const t = useMessages();
  const state = usePageDocument(market, slug);
  useEffect(() => {
    if (state.status === 'missing') navigateTo(href('notFound', market), { replace: true });
  }, [state.status, market]);
  const head = state.status === 'ready' ? contentHead(state.title, state.sections) : undefined;
  useDocumentMeta(head?.title, head?.description);
  switch (state.status) {
    case 'loading':
    case 'missing':
      return (
        <div className="content-state">
          <Spinner size="lg" label={t('page.loading')} />
        </div>
      );
    case 'failed':
      return (
        <div className="content-state" role="alert">
          <p>{t('page.failed')}</p>
          <Button onClick={state.retry}>{t('page.retry')}</Button>
        </div>
      );
    case 'ready':
      return <>{children(state)}</>;
  }
}

/** Our Story opens behind a loading overlay for 2 s (storefront §2, §9). */
export const STORY_OVERLAY_MS = 2000;
const OVERLAY_PAGES = new Set(['our-story']);

function useOpeningOverlay(slug: string): boolean {
  const [active, setActive] = useState(OVERLAY_PAGES.has(slug));
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setActive(false), STORY_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, [active]);
  return active;
}

/** Every CMS page: its crumbs, its sections in order, or 'No sections to display.' */
export function ContentPage({ market, slug }: { market: Market; slug: string }) {
  const t = useMessages();
  const { pathname } = usePageLocation();
  const overlay = useOpeningOverlay(slug);
  return (
    <LoadingOverlay active={overlay} label={t('page.loading')}>
      <PageDocument market={market} slug={slug}>
        {({ title, sections }) => (
          <div className="content-page" data-page={slug}>
            {slug !== 'home' && (
              <div className="content-page__crumbs">
                <Breadcrumbs pathname={pathname} market={market} />
              </div>
            )}
            {!leadsWithHeading(sections) && <h1 className="content-page__title">{title}</h1>}
            {sections.length === 0 ? (
              <p className="content-empty">{t('page.empty')}</p>
            ) : (
              <PageSections sections={sections} market={market} />
            )}
          </div>
        )}
      </PageDocument>
    </LoadingOverlay>
  );
}
