export type JsonRecord = Record<string, unknown>;

export function isObject(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every leaf value at a dotted path, looking through arrays at any level (Algolia's semantics). */
export function valuesAt(value: unknown, path: readonly string[]): unknown[] {
  const out: unknown[] = [];
  eachValueAt(value, path, (leaf) => out.push(leaf));
  return out;
}

/**
 * Calls `visit` with each of valuesAt's values, collecting none: an index build reads 35
 * attributes of 100k records, and a list per read was a gigabyte of garbage a build.
 */
export function eachValueAt(
  value: unknown,
  path: readonly string[],
  visit: (leaf: unknown) => void,
  depth = 0,
): void {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) eachValueAt(value[i], path, visit, depth);
  } else if (depth === path.length) {
    if (value !== undefined && value !== null) visit(value);
  } else if (typeof value === 'object' && value !== null) {
    eachValueAt((value as JsonRecord)[path[depth] ?? ''], path, visit, depth + 1);
  }
}

/** The first leaf value at a dotted path (valuesAt's first), without collecting the others. */
export function firstValueAt(value: unknown, path: readonly string[], depth = 0): unknown {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstValueAt(item, path, depth);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (depth === path.length) return value ?? undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  return firstValueAt((value as JsonRecord)[path[depth] ?? ''], path, depth + 1);
}

/**
 * Dotted paths by parent path and key, each built once: walking 100k records would otherwise
 * concatenate (and hash) the same path strings for every leaf.
 */
export class PathCache {
  private readonly children = new Map<string, Map<string, string>>();

  child(prefix: string, key: string): string {
    let keys = this.children.get(prefix);
    if (!keys) this.children.set(prefix, (keys = new Map()));
    let path = keys.get(key);
    if (path === undefined) keys.set(key, (path = prefix ? `${prefix}.${key}` : key));
    return path;
  }
}

/** Every numeric leaf of a record by dotted path (Algolia indexes all numbers for filtering). */
export function numericLeaves(
  value: unknown,
  prefix: string,
  visit: (path: string, value: number) => void,
  paths: PathCache = new PathCache(),
): void {
  if (typeof value === 'number' && Number.isFinite(value)) {
    visit(prefix, value);
  } else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) numericLeaves(value[i], prefix, visit, paths);
  } else if (isObject(value)) {
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      const child = value[key];
      // Text and flags hold no number: their path is never made.
      if (typeof child === 'number' || (typeof child === 'object' && child !== null))
        numericLeaves(child, paths.child(prefix, key), visit, paths);
    }
  }
}

/** The string form a facet value takes in `facets` counts and filters. */
export function facetString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return undefined;
}
