import { useEffect, useState } from 'react';
import { useMessages } from '../i18n/intl';
import { SHELL_PAGE_HEADS } from '@specify/contracts/composition/page-head';
import { ButtonLink, PageWidth, navigateTo } from '@specify/ui';
import { useDocumentMeta } from '@specify/ui/document-meta';
import { MessagePanel } from '@specify/ui/message-panel';

export const NOT_FOUND_REDIRECT_SECONDS = 5;

/** Spec "Not-found page": counts down from 5 each second, then goes to the home page. */
export function NotFoundPage() {
  const t = useMessages();
  // The head the platform serves the page with (a path no route has, or /404).
  const { title, description } = SHELL_PAGE_HEADS.notFound;
  useDocumentMeta(title, description);
  const [secondsLeft, setSecondsLeft] = useState(NOT_FOUND_REDIRECT_SECONDS);

  useEffect(() => {
    if (secondsLeft <= 0) {
      navigateTo('/');
      return undefined;
    }
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  return (
    <PageWidth as="section" aria-labelledby="not-found-title" className="shell-not-found">
      <MessagePanel
        icon="search"
        headingLevel="h1"
        titleId="not-found-title"
        title={t('notFound.title')}
        actions={
          <ButtonLink
            href="/"
            onClick={(event) => {
              event.preventDefault();
              navigateTo('/');
            }}
          >
            {t('notFound.home')}
          </ButtonLink>
        }
      >
        <p>{t('notFound.body')}</p>
        <p role="status">{t('notFound.redirect', { seconds: secondsLeft })}</p>
      </MessagePanel>
    </PageWidth>
  );
}
