import * as v from 'valibot';

/** The two markets, chosen by the first path segment (spec §1, §3). */
export const MARKETS = ['au', 'nz'] as const;
export type Market = (typeof MARKETS)[number];
export const DEFAULT_MARKET: Market = 'au';
export const marketSchema = v.picklist(MARKETS);

export type CurrencyCode = 'AUD' | 'NZD';
/** A market's upper-case country: catalogue and bundle prices, tax rates and enquiries carry it. */
export type MarketCountry = 'AU' | 'NZ';

export interface MarketDefinition {
  market: Market;
  locale: 'en_AU' | 'en_NZ';
  /** BCP 47 form, as used by Intl and the search locale map. */
  languageTag: 'en-AU' | 'en-NZ';
  country: MarketCountry;
  currencyCode: CurrencyCode;
  /** GST included in every price (percent). */
  gstRate: number;
  region: string;
  flag: string;
}

export const MARKET_DEFINITIONS: Readonly<Record<Market, MarketDefinition>> = {
  au: {
    market: 'au',
    locale: 'en_AU',
    languageTag: 'en-AU',
    country: 'AU',
    currencyCode: 'AUD',
    gstRate: 10,
    region: 'Australia',
    flag: '🇦🇺',
  },
  nz: {
    market: 'nz',
    locale: 'en_NZ',
    languageTag: 'en-NZ',
    country: 'NZ',
    currencyCode: 'NZD',
    gstRate: 15,
    region: 'New Zealand',
    flag: '🇳🇿',
  },
};

export const MARKET_COUNTRIES: readonly MarketCountry[] = MARKETS.map(
  (market) => MARKET_DEFINITIONS[market].country,
);
export const CURRENCY_CODES: readonly CurrencyCode[] = MARKETS.map(
  (market) => MARKET_DEFINITIONS[market].currencyCode,
);

/** Name of the cookie that remembers the visitor's market (spec §9 "Cookies: locale"). */
export const MARKET_COOKIE = 'locale';

export function isMarket(value: unknown): value is Market {
  return typeof value === 'string' && (MARKETS as readonly string[]).includes(value);
}

/** Reads the market from a cookie header or `document.cookie` string. */
export function marketFromCookie(cookieHeader: string | undefined | null): Market | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === MARKET_COOKIE && isMarket(value)) return value;
  }
  return undefined;
}
