import { useId, type MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { href } from '@specify/contracts';
import { ButtonLink, requestSignIn } from '@specify/ui';
import { useDocumentMeta } from '@specify/ui/document-meta';
import { pageTitle } from '@specify/contracts/composition/page-head';
import { useMessages } from '../../../i18n/messages';
import type { BuilderProps } from '../../../lib/builder-props';
import { ProjectBoard } from './project-board';
import '../dashboard.css';

/**
 * `/{locale}/project-builder/`: My Specifications (project-builder.md §2 "Dashboard and lists").
 * A signed-in user gets the welcome, Create a project and the project lists; a visitor is asked to
 * sign in or sign up (both open the shell's sign-in dialog, which holds the sign-up form too).
 */
export function Dashboard(props: BuilderProps) {
  const { market, bus, session } = props;
  const t = useMessages();
  useDocumentMeta(pageTitle(t('dashboard.title')), undefined);
  const headingId = useId();
  const openSignIn = (view: 'sign-in' | 'sign-up') => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    requestSignIn(bus, { view });
  };
  // Without script handling the click, ?login=true asks the shell for the sign-in dialog.
  const signInHref = href('projectDashboard', market, undefined, { login: true });
  const firstName = session.status === 'authenticated' ? session.account.firstName?.trim() : '';

  return (
    <section aria-labelledby={headingId} className="builder-dashboard">
      <header className="builder-dashboard__header">
        <div className="builder-dashboard__welcome">
          <h1 id={headingId} className="builder-dashboard__title">
            {t('dashboard.title')}
          </h1>
          {session.status === 'authenticated' ? (
            <p>
              {firstName
                ? t('dashboard.welcome', { name: firstName })
                : t('dashboard.welcomeAnonymous')}{' '}
              {t('dashboard.intro')}
            </p>
          ) : (
            <p>{t('dashboard.visitorIntro')}</p>
          )}
        </div>
        {session.status === 'authenticated' ? (
          <ButtonLink href={href('projectCreate', market)} onClick={navigateToUrl}>
            {t('dashboard.create')}
          </ButtonLink>
        ) : (
          <div className="builder-dashboard__prompt">
            <ButtonLink href={signInHref} onClick={openSignIn('sign-in')}>
              {t('dashboard.signIn')}
            </ButtonLink>
            <ButtonLink href={signInHref} variant="secondary" onClick={openSignIn('sign-up')}>
              {t('dashboard.signUp')}
            </ButtonLink>
          </div>
        )}
      </header>
      {session.status === 'authenticated' && (
        <ProjectBoard {...props} accountId={session.account.accountId} />
      )}
    </section>
  );
}
