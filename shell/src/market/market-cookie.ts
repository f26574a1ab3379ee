import {
  DEFAULT_MARKET,
  MARKET_COOKIE,
  marketFromCookie,
  splitMarket,
  type Market,
} from '@specify/contracts';

/**
 * The market a path is served in: its own segment, else the remembered market, else au. The
 * cookie is read only when the path has no market: reading `document.cookie` asks the browser's
 * network process, and the chrome resolves the market on every render.
 */
export function resolveMarket(pathname: string, cookie?: string): Market {
  return (
    splitMarket(pathname).market ?? marketFromCookie(cookie ?? document.cookie) ?? DEFAULT_MARKET
  );
}

export function rememberMarket(market: Market) {
  document.cookie = `${MARKET_COOKIE}=${market}; path=/; max-age=31536000; samesite=lax`;
}
