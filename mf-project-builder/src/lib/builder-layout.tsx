import { useState, type ReactNode } from 'react';
import { navigateToUrl } from 'single-spa';
import { ANONYMOUS_SESSION, callAction, href } from '@specify/contracts';
import { PageWidth } from '@specify/ui';
import { useMessages } from '../i18n/messages';
import { useActionMessage } from './action-message';
import type { BuilderProps } from './builder-props';

/**
 * The builder's frame (project-builder.md §2 "Side menu in the builder"): Projects, My account
 * (company registration while the account has no first name) and Log out (then the home page),
 * beside the screen. Visitors get no menu.
 */
export function BuilderLayout({
  market,
  bus,
  session,
  current,
  children,
}: BuilderProps & { current: 'projects' | 'none'; children: ReactNode }) {
  const t = useMessages();
  const message = useActionMessage();
  const [busy, setBusy] = useState(false);
  if (session.status === 'anonymous')
    return <PageWidth className="builder-page">{children}</PageWidth>;
  const accountHref = session.account.firstName?.trim()
    ? href('myAccount', market)
    : href('companyRegistration', market);

  async function logOut() {
    setBusy(true);
    try {
      await callAction('account/logout', { market });
      bus.publish('auth:changed', { session: ANONYMOUS_SESSION });
      bus.publish('analytics:event', { event: 'logout' });
      navigateToUrl(href('home', market));
    } catch (error) {
      bus.publish('toast:show', { tone: 'error', message: message(error) });
      setBusy(false);
    }
  }

  return (
    <PageWidth className="builder-page builder-layout">
      <nav aria-label={t('nav.label')} className="builder-nav">
        <ul>
          <li>
            <a
              href={href('projectDashboard', market)}
              onClick={navigateToUrl}
              aria-current={current === 'projects' ? 'page' : undefined}
            >
              {t('nav.projects')}
            </a>
          </li>
          <li>
            <a href={accountHref} onClick={navigateToUrl}>
              {t('nav.myAccount')}
            </a>
          </li>
          <li>
            <button type="button" className="builder-nav__button" onClick={logOut} disabled={busy}>
              {t('nav.logOut')}
            </button>
          </li>
        </ul>
      </nav>
      <div className="builder-layout__main">{children}</div>
    </PageWidth>
  );
}
