/**
 * The one spelling of a file's URL path that the platform serves, or undefined for any other.
 * The path is split on `/` and each segment decoded once; a path is canonical only when no
 * segment is empty (`//`), a dot segment (`.`, `..`, `%2e`), or decodes to a separator (`%2f`,
 * `\`, `%5c`), a `%` (double encoding) or a control character, and every escape is well formed.
 * Guards compare this decoded path, and anything else is refused before the static server (which
 * normalises differently) sees it, so no second spelling can reach a guarded file.
 */
export function canonicalFilePath(url: string): string | undefined {
  const rawPath = url.split('?')[0] ?? '';
  if (!rawPath.startsWith('/')) return undefined;
  const segments: string[] = [];
  for (const raw of rawPath.slice(1).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (segment === '' || segment === '.' || segment === '..') return undefined;
    // eslint-disable-next-line no-control-regex -- control characters are what it refuses
    if (/[/\\%\u0000-\u001f\u007f]/.test(segment)) return undefined;
    segments.push(segment);
  }
  return `/${segments.join('/')}`;
}
