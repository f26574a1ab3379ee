import { CSRF_COOKIE, CSRF_HEADER, MARKET_HEADER } from '@specify/contracts';

/**
 * A bench's browser session against the platform over HTTP: it keeps the cookies the platform
 * sets and sends them back with the CSRF cookie echoed and the market header, as callAction does.
 */
export function siteSession(extraHeaders: Record<string, string> = {}) {
  const cookies = new Map<string, string>();
  return {
    /** Remembers the cookies an answer sets. */
    keep(response: Response): void {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const [name = '', value = ''] = pair.split('=');
        cookies.set(name.trim(), value.trim());
      }
    },
    /** The headers the next request sends. */
    headers(): Record<string, string> {
      return {
        ...extraHeaders,
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        [CSRF_HEADER]: cookies.get(CSRF_COOKIE) ?? '',
        [MARKET_HEADER]: 'au',
      };
    },
  };
}
