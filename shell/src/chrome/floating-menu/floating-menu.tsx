import { Suspense, lazy, useRef, useState } from 'react';
import { href, type EventBus, type Market } from '@specify/contracts';
import { useMessages } from '../../i18n/intl';
import { PageLink } from '@specify/ui';

/** The form loads when first asked for, not with every page. */
const FeedbackDialog = lazy(() =>
  import(/* webpackChunkName: "feedback" */ './feedback-dialog').then((module) => ({
    default: module.FeedbackDialog,
  })),
);

/** Storefront §9 "Local storage: floating menu open flag". */
export const FLOATING_MENU_KEY = 'specify.floatingMenu.open';

/**
 * The visitor's last choice; before any, collapsed to its tab. Open by default it covered the
 * controls at the page's right edge (List View, Print, Sort by ...) on every first visit.
 */
function readOpen(): boolean {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(FLOATING_MENU_KEY);
  } catch {
    // Storage blocked: fall back to the default.
  }
  return stored === 'true';
}

function writeOpen(open: boolean) {
  try {
    window.localStorage.setItem(FLOATING_MENU_KEY, String(open));
  } catch {
    // Private browsing without storage: the choice lasts for this page only.
  }
}

/**
 * The floating side menu (storefront §2): quick links and Share Feedback, collapsible to a tab;
 * whether it is open is kept in local storage. Wide screens float the tab in the page's right
 * gutter, low on the screen; narrower ones have no gutter to spare, so there it is a strip in the
 * page's flow just above the footer and covers nothing (floating-menu.css).
 */
export function FloatingMenu({ market, bus }: { market: Market; bus: EventBus }) {
  const t = useMessages();
  const [open, setOpen] = useState(readOpen);
  const [feedback, setFeedback] = useState(false);
  const toggleButton = useRef<HTMLButtonElement>(null);
  const choose = (next: boolean) => {
    setOpen(next);
    writeOpen(next);
  };
  // Open, the panel covers what is beneath it: following a link puts it away (the next page starts
  // clear), and so does Escape. Share Feedback keeps it: its dialog returns focus there.
  const used = () => choose(false);
  return (
    <aside
      className="shell-floating"
      data-open={open ? '' : undefined}
      aria-label={t('floating.title')}
      onKeyDown={(event) => {
        // React bubbles the feedback dialog's keys here through its portal: that Escape is its.
        if (event.key !== 'Escape' || !open) return;
        if (!event.currentTarget.contains(event.target as Node)) return;
        choose(false);
        toggleButton.current?.focus();
      }}
    >
      <button
        type="button"
        className="shell-floating__toggle"
        aria-expanded={open}
        aria-controls="shell-floating-links"
        ref={toggleButton}
        aria-label={open ? t('floating.toggleClose') : t('floating.toggleOpen')}
        onClick={() => choose(!open)}
      >
        <span aria-hidden="true">{open ? '›' : '‹'}</span>
      </button>
      <ul id="shell-floating-links" className="shell-floating__links" hidden={!open}>
        <li>
          <button type="button" onClick={() => setFeedback(true)}>
            {t('floating.feedback')}
          </button>
        </li>
        <li>
          <PageLink to={href('contactUs', market)} onClick={used}>
            {t('floating.contact')}
          </PageLink>
        </li>
        <li>
          <PageLink to={href('bimLibrary', market)} onClick={used}>
            {t('floating.bim')}
          </PageLink>
        </li>
      </ul>
      {feedback && (
        <Suspense fallback={null}>
          <FeedbackDialog open market={market} bus={bus} onClose={() => setFeedback(false)} />
        </Suspense>
      )}
    </aside>
  );
}
