/** Longer than any path of this site: refused rather than carried around. */
const MAX_RETURN_PATH_LENGTH = 2_000;
/** Browsers read `/\host` as `//host`; no path of this site holds a control character. */
const REFUSED_CHARACTERS = /[\\\p{Cc}]/u;

/**
 * Where a visitor may be sent after a detour (signing in, completing company details): a path of
 * this site, never another origin. The value must start with `/`, hold no backslash or control
 * character, and resolve (`new URL(value, origin)`) to `origin`; answers its path, query and hash,
 * or undefined. Every return-to of the site goes through this one helper.
 */
export function safeReturnPath(
  value: string | null | undefined,
  origin: string,
): string | undefined {
  if (!value || value.length > MAX_RETURN_PATH_LENGTH) return undefined;
  if (!value.startsWith('/') || REFUSED_CHARACTERS.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
