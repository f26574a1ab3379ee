import { Suspense, lazy, useEffect, useRef } from 'react';
import {
  REMOTES,
  linkStatusNotice,
  matchRoute,
  withoutLinkStatus,
  type EventBus,
  type RuntimeConfig,
} from '@specify/contracts';
import { ChromeIntl, useMessages } from '../i18n/intl';
import { rememberMarket, resolveMarket } from '../market/market-cookie';
import type { SessionStore } from '../session/session-store';
import { useSessionSnapshot } from '../session/use-session';
import { FloatingMenu } from './floating-menu/floating-menu';
import { Footer } from './footer/footer';
import { GeoPopup } from './geo/geo-popup';
import { Header } from './header/header';
import { Toasts } from './toasts';
import { ReleaseOverrides } from './release-overrides/release-overrides';
import { AddToCartHost } from '../parcels/add-to-cart-host';
import { AddToProjectHost } from '../parcels/add-to-project-host';
import { QuickViewHost } from '../parcels/quick-view-host';
import { SignInHost } from '../parcels/sign-in-host';
import './chrome.css';
import { SkipLink, navigateTo, usePageLocation } from '@specify/ui';

/** The not-found page loads when a path is not found, not with every page. */
const NotFoundPage = lazy(() =>
  import(/* webpackChunkName: "not-found" */ './not-found-page').then((module) => ({
    default: module.NotFoundPage,
  })),
);

export function regionId(remote: string) {
  return `region-${remote}`;
}

export interface LayoutProps {
  bus: EventBus;
  config: RuntimeConfig;
  /** A visitor until the account service answers; the chrome never waits for it. */
  sessions: SessionStore;
}

/**
 * Query flags any page may carry (storefront §2): `login=true` asks for the sign-in dialog once,
 * and the link-status parameters of verification and reset links show their notice. Either is
 * then taken out of the address, so a reload or Back does not repeat it.
 */
function useQueryFlags(bus: EventBus) {
  const location = usePageLocation();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const login = params.get('login') === 'true';
    const notice = linkStatusNotice(params);
    if (!login && !notice) return;
    params.delete('login');
    const search = withoutLinkStatus(params);
    navigateTo(location.pathname + search, { replace: true });
    if (notice) bus.publish('toast:show', { tone: notice.tone, message: notice.message });
    if (login || notice?.offerSignIn)
      bus.publish('auth:login-requested', { returnTo: location.pathname + search });
  }, [bus, location.pathname, location.search]);
}

/** Keeps `--spec-header-height` equal to the header's real height, for sticky screens. */
function useHeaderHeightVariable() {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const header = frame.current?.querySelector('header');
    if (!header || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const height = Math.round(entry.borderBoxSize[0]?.blockSize ?? header.offsetHeight);
      document.documentElement.style.setProperty('--spec-header-height', `${height}px`);
    });
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return frame;
}

function Frame({ bus, config, sessions }: LayoutProps) {
  const t = useMessages();
  const location = usePageLocation();
  const market = resolveMarket(location.pathname);
  const route = matchRoute(location.pathname, market);
  const { session, known } = useSessionSnapshot(sessions);
  const frame = useHeaderHeightVariable();
  useQueryFlags(bus);

  useEffect(() => {
    if (route?.marketInPath) rememberMarket(route.market);
  }, [route?.marketInPath, route?.market]);

  return (
    <div ref={frame} className="shell-frame">
      <SkipLink target="main">{t('chrome.skipToContent')}</SkipLink>
      <Header market={market} bus={bus} config={config} session={session} sessionKnown={known} />
      <main id="main" tabIndex={-1} className="shell-main">
        {(!route || route.owner === 'shell') && (
          <Suspense fallback={null}>
            <NotFoundPage key={location.pathname + location.search} />
          </Suspense>
        )}
        {REMOTES.map((remote) => (
          <div key={remote} id={regionId(remote)} data-remote-region={remote} />
        ))}
      </main>
      {/* Before the footer: on a narrow screen it is a strip in the page's flow there. */}
      <FloatingMenu market={market} bus={bus} />
      <Footer market={market} />
      <GeoPopup market={market} />
      <SignInHost bus={bus} market={market} config={config} />
      <AddToCartHost bus={bus} market={market} config={config} />
      <AddToProjectHost bus={bus} market={market} config={config} session={session} />
      <QuickViewHost bus={bus} market={market} config={config} session={session} />
      <Toasts bus={bus} />
      <ReleaseOverrides config={config} />
    </div>
  );
}

/**
 * The page frame. Each remote has a fixed region inside <main>; single-spa mounts the active
 * remote into its region, and the shell itself renders the chrome, the not-found page and the
 * toasts remotes ask for.
 */
export function Layout(props: LayoutProps) {
  const location = usePageLocation();
  return (
    <ChromeIntl market={resolveMarket(location.pathname)}>
      <Frame {...props} />
    </ChromeIntl>
  );
}
