import { useState } from 'react';
import {
  ANONYMOUS_SESSION,
  accountLabel,
  callAction,
  href,
  type EventBus,
  type Market,
  type Session,
} from '@specify/contracts';
import { Button, Menu, navigateTo } from '@specify/ui';
import { useMessages } from '../../i18n/intl';

export interface AccountEntryProps {
  session: Session;
  market: Market;
  bus: EventBus;
  /** The current path, where sign-in returns to. */
  returnTo: string;
}

/**
 * Storefront §2 "Account dropdown": visitors get 'Sign in / Sign up' (mf-account answers
 * `auth:login-requested` with its modal); signed-in users a menu labelled with their first name or
 * the email's local part (8 characters, then '…') holding Projects, My account, Wishlist and
 * Log out.
 */
export function AccountEntry({ session, market, bus, returnTo }: AccountEntryProps) {
  const t = useMessages();
  const [busy, setBusy] = useState(false);

  if (session.status === 'anonymous') {
    return (
      <Button
        variant="secondary"
        size="sm"
        className="shell-account__sign-in"
        onClick={() => bus.publish('auth:login-requested', { returnTo })}
      >
        <PersonIcon />
        {/* On a phone only the icon shows; the text stays the button's name. */}
        <span className="shell-account__text">{t('account.signIn')}</span>
      </Button>
    );
  }

  async function logOut() {
    if (busy) return;
    setBusy(true);
    try {
      await callAction('account/logout', { market });
      bus.publish('auth:changed', { session: ANONYMOUS_SESSION });
      bus.publish('analytics:event', { event: 'logout' });
      navigateTo('/');
    } catch {
      bus.publish('toast:show', { tone: 'error', message: t('account.logOutFailed') });
    } finally {
      setBusy(false);
    }
  }

  const go = (to: string) => (event: { preventDefault: () => void }) => {
    event.preventDefault();
    navigateTo(to);
  };
  const projects = href('projectDashboard', market);
  const myAccount = href('myAccount', market);
  const wishlist = href('wishlist', market);
  return (
    <Menu
      className="shell-account"
      label={accountLabel(session.account)}
      align="end"
      items={[
        { label: t('account.projects'), href: projects, onSelect: go(projects) },
        { label: t('account.myAccount'), href: myAccount, onSelect: go(myAccount) },
        { label: t('account.wishlist'), href: wishlist, onSelect: go(wishlist) },
        { label: t('account.logOut'), onSelect: () => void logOut() },
      ]}
    />
  );
}

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" strokeLinecap="round" />
    </svg>
  );
}
