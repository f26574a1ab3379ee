import * as v from 'valibot';
import { MARKETS, MARKET_DEFINITIONS, type Market } from './markets';

/**
 * The geo-location mismatch popup (storefront §2, §9 "Cookies"): when the visitor seems to be in
 * the other market, the shell offers it once; either answer sets this cookie for good.
 */
export const GEO_POPUP_COOKIE = 'geo_popup_seen';

/** Where the platform says which market the visitor is likely in. */
export const VISITOR_MARKET_PATH = '/geo/market';

export const visitorMarketSchema = v.object({ market: v.nullable(v.picklist(MARKETS)) });
export type VisitorMarket = v.InferOutput<typeof visitorMarketSchema>;

/** The market whose country is this ISO code (`NZ` → nz), if any. */
export function marketOfCountry(country: string | undefined): Market | undefined {
  const code = country?.trim().toUpperCase();
  return MARKETS.find((market) => MARKET_DEFINITIONS[market].country === code);
}

/**
 * The visitor's likely market: a CDN's country header when one is set (`cf-ipcountry`,
 * `x-country`), else the region of the first Accept-Language tag that names one of ours.
 */
export function likelyMarket(headers: {
  country?: string | undefined;
  acceptLanguage?: string | undefined;
}): Market | undefined {
  const fromCountry = marketOfCountry(headers.country);
  if (fromCountry) return fromCountry;
  for (const part of (headers.acceptLanguage ?? '').split(',').slice(0, 20)) {
    const region = /^[a-z]{2,3}-([a-z]{2})\b/i.exec(part.trim())?.[1];
    const market = marketOfCountry(region);
    if (market) return market;
  }
  return undefined;
}

/** The market in a `VISITOR_MARKET_PATH` answer; undefined for none or a malformed answer. */
export function parseVisitorMarket(body: unknown): Market | undefined {
  const parsed = v.safeParse(visitorMarketSchema, body);
  return parsed.success ? (parsed.output.market ?? undefined) : undefined;
}
