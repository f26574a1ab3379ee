import { useEffect, type ReactNode } from 'react';
import { navigateToUrl } from 'single-spa';
import { href, sessionKind, type Market, type Session } from '@specify/contracts';
import { Spinner } from '@specify/ui';
import { useMessages } from '../i18n/messages';

/** Where a user may not be on a builder screen goes (project-builder.md §2, §6). */
export function guardTarget(session: Session, market: Market): string | undefined {
  if (session.status === 'anonymous') return href('home', market);
  if (!session.account.firstName?.trim()) return href('companyRegistration', market);
  return undefined;
}

/**
 * The wizard's guard: a visitor goes to the home page, a signed-in user without a first name to
 * company registration; everyone else sees the screen.
 */
export function SignedInOnly({
  session,
  market,
  children,
}: {
  session: Session;
  market: Market;
  children: ReactNode;
}) {
  const t = useMessages();
  const target = guardTarget(session, market);
  useEffect(() => {
    if (target) navigateToUrl(target);
  }, [target]);
  if (target) return <Spinner label={t('guard.redirecting')} />;
  return <>{children}</>;
}

export const isInternal = (session: Session) => sessionKind(session) === 'internal';
