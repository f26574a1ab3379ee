import { useMemo } from 'react';
import {
  href,
  matchRoute,
  switchMarketPath,
  type EventBus,
  type Market,
  type RuntimeConfig,
  type Session,
} from '@specify/contracts';
import { CHROME_DOCUMENTS } from '@specify/contracts/content/client';
import { MarketSelect, PageLink, PageWidth, navigateTo, usePageLocation } from '@specify/ui';
import { useMessages } from '../../i18n/intl';
import { rememberMarket } from '../../market/market-cookie';
import { fallbackMenu } from '../navigation/fallback';
import { useChromeSection } from '../navigation/use-content-document';
import { AccountEntry } from './account-entry';
import { Logo } from './logo';
import { MegaMenu } from './mega-menu';
import { MobileMenu } from './mobile-menu';
import { querySuggestionSource } from './query-suggestions';
import { SearchBar } from './search-bar';
import { useCartCount } from './use-cart-count';

export interface HeaderProps {
  market: Market;
  bus: EventBus;
  config: RuntimeConfig;
  session: Session;
  /** False while the boot's account read is out: the cart is read once it is in. */
  sessionKnown: boolean;
}

/**
 * The site header (storefront §2 "Global widgets"): the logo home, the mega menu from the CMS
 * (a drawer below 1024 px), the search bar (not on the search page), the market toggle, the
 * account entry, the wishlist (a visitor's too: it is kept for their session) and the cart.
 */
export function Header({ market, bus, config, session, sessionKnown }: HeaderProps) {
  const t = useMessages();
  const location = usePageLocation();
  const navigation = useChromeSection(market, CHROME_DOCUMENTS.navigation, 'navigation');
  const items =
    navigation.status === 'ready'
      ? navigation.section.items
      : navigation.status === 'failed'
        ? fallbackMenu(market, t)
        : [];
  const suggest = useMemo(() => querySuggestionSource(config.search, market), [config, market]);
  const onSearchPage = matchRoute(location.pathname)?.name === 'search';
  const cartCount = useCartCount(bus, market, session, sessionKnown);

  function changeMarket(next: Market) {
    rememberMarket(next);
    navigateTo(switchMarketPath(location.pathname, next) + location.search);
  }
  function onNavigate(link: { label: string; href: string }) {
    bus.publish('analytics:event', {
      event: 'menu_link',
      params: { label: link.label, href: link.href },
    });
  }
  function onSearch(query: string) {
    bus.publish('analytics:event', { event: 'search', params: { search_term: query } });
    navigateTo(href('search', market, undefined, { query }));
  }

  return (
    <header className="shell-header">
      <div className="shell-header__strip">
        <PageWidth className="shell-header__strip-inner">
          <p className="shell-header__tagline">{t('chrome.tagline')}</p>
          <MarketSelect value={market} onChange={changeMarket} />
        </PageWidth>
      </div>
      <PageWidth className="shell-header__bar" data-search={onSearchPage ? 'hidden' : 'shown'}>
        <MobileMenu items={items} onNavigate={onNavigate} />
        <PageLink
          to={href('home', market)}
          className="shell-header__logo"
          aria-label={t('chrome.home')}
        >
          <Logo />
        </PageLink>
        {!onSearchPage && (
          <div className="shell-header__search">
            <SearchBar key={market} suggest={suggest} onSearch={onSearch} />
          </div>
        )}
        <div className="shell-header__actions">
          <AccountEntry
            session={session}
            market={market}
            bus={bus}
            returnTo={location.pathname + location.search}
          />
          <PageLink
            to={href('wishlist', market)}
            className="shell-header__wishlist"
            aria-label={t('account.wishlist')}
            title={t('account.wishlist')}
          >
            <HeartIcon />
          </PageLink>
          <PageLink
            to={href('cart', market)}
            className="shell-header__cart"
            aria-label={t('cart.label', { count: cartCount })}
          >
            <CartIcon />
            {cartCount > 0 && (
              <span className="shell-header__cart-count" aria-hidden="true">
                {cartCount > 99 ? '99+' : cartCount}
              </span>
            )}
          </PageLink>
        </div>
      </PageWidth>
      <div className="shell-header__nav">
        <PageWidth>
          <MegaMenu items={items} onNavigate={onNavigate} />
        </PageWidth>
      </div>
    </header>
  );
}

function HeartIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path
        d="M12 20.5s-7.5-4.6-9.2-9.4C1.6 7.7 3.9 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.3 0 5.6 3.2 4.4 6.6-1.7 4.8-9.2 9.4-9.2 9.4Z"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d="M3 4h2l2.2 11h11.3L21 7H6.3" strokeLinejoin="round" strokeLinecap="round" />
      <circle cx="9" cy="19.5" r="1.5" />
      <circle cx="17" cy="19.5" r="1.5" />
    </svg>
  );
}
