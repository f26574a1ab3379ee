/**
 * Whether a version satisfies an npm range, for the contracts check before a remote loads,
 * instead of the semver package in every first visit. The ranges are what a remote's
 * package.json declares for @specify/contracts (`^0.2.0`), so it reads the forms a declaration
 * of full versions uses: exact, `^`, `~`, comparators (`>=0.2.0 <0.4.0`), `*` and `||`.
 * Prereleases and anything else it cannot read do not satisfy.
 */
type Triple = [number, number, number];

const VERSION = /^(\d+)\.(\d+)\.(\d+)$/;
const COMPARATOR = /^(\^|~|>=|<=|>|<|=)?v?(\d+\.\d+\.\d+)$/;

function parse(version: string): Triple | undefined {
  const match = VERSION.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

function compare(a: Triple, b: Triple): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** The first version a caret or tilde range no longer allows. */
function ceiling(operator: '^' | '~', [major, minor, patch]: Triple): Triple {
  if (operator === '~') return [major, minor + 1, 0];
  if (major > 0) return [major + 1, 0, 0];
  return minor > 0 ? [0, minor + 1, 0] : [0, 0, patch + 1];
}

function passes(version: Triple, comparator: string): boolean {
  if (comparator === '*') return true;
  const match = COMPARATOR.exec(comparator);
  const bound = match && parse(match[2] ?? '');
  if (!match || !bound) return false;
  const order = compare(version, bound);
  switch (match[1]) {
    case '^':
    case '~':
      return order >= 0 && compare(version, ceiling(match[1], bound)) < 0;
    case '>=':
      return order >= 0;
    case '>':
      return order > 0;
    case '<=':
      return order <= 0;
    case '<':
      return order < 0;
    default:
      return order === 0;
  }
}

export function satisfiesRange(version: string, range: string): boolean {
  const parsed = parse(version);
  if (!parsed) return false;
  return range.split('||').some((set) => {
    const comparators = set.trim().split(/\s+/);
    return comparators.every((comparator) => passes(parsed, comparator));
  });
}
