import {
  DEFAULT_MARKET,
  MARKET_COOKIE,
  marketFromCookie,
  splitMarket,
  type Market,
} from '@specify/contracts';

/** The market a path is served in: its own segment, else the remembered market, else au. */
export function resolveMarket(pathname: string, cookie: string = document.cookie): Market {
  return splitMarket(pathname).market ?? marketFromCookie(cookie) ?? DEFAULT_MARKET;
}

export function rememberMarket(market: Market) {
  document.cookie = `${MARKET_COOKIE}=${market}; path=/; max-age=31536000; samesite=lax`;
}
