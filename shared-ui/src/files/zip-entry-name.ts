/**
 * The name a downloaded file takes inside a zip: the last segment of its URL, decoded (a malformed
 * escape keeps the name as written), and numbered like a desktop does when a name is already
 * `taken` ("spec.pdf", "spec (2).pdf"). Adds the name it answers to `taken`.
 */
export function zipEntryName(url: string, taken: Set<string>): string {
  const segment = new URL(url, 'http://files.invalid').pathname.split('/').pop() || 'file';
  let base = segment;
  try {
    base = decodeURIComponent(segment);
  } catch {
    // A malformed escape: keep the name as it is written.
  }
  let name = base;
  for (let copy = 2; taken.has(name); copy += 1) name = base.replace(/(\.[^.]*)?$/, ` (${copy})$1`);
  taken.add(name);
  return name;
}
