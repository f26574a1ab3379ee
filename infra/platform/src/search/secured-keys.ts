import { createHmac, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { decodeParamsString, SearchApiError } from '@specify/search-engine';

/**
 * Secured API keys in Algolia's format: base64(hex HMAC-SHA256(parent key, restrictions) +
 * restrictions), the restrictions a query string with sorted keys (what the official clients'
 * generateSecuredApiKey produce, byte for byte).
 */
export interface SecuredKeyRestrictions {
  filters?: string;
  validUntil?: number;
  restrictIndices?: string[];
  restrictSources?: string;
  userToken?: string;
  /** Any other search parameter: forced on every query made with the key. */
  searchParams?: Record<string, unknown>;
}

/** Algolia's serialisation: sorted keys, arrays joined by commas, `%20` for spaces. */
export function serializeRestrictions(restrictions: SecuredKeyRestrictions): string {
  const { searchParams, ...rest } = restrictions;
  const merged: Record<string, unknown> = { ...rest, ...searchParams };
  return Object.keys(merged)
    .filter((key) => merged[key] !== undefined)
    .sort()
    .map((key) => {
      const value = merged[key];
      const text = Array.isArray(value) ? value.join(',') : String(value);
      return `${key}=${encodeURIComponent(text).replace(/\+/g, '%20')}`;
    })
    .join('&');
}

export function generateSecuredApiKey(parentApiKey: string, restrictions: SecuredKeyRestrictions) {
  const query = serializeRestrictions(restrictions);
  const hmac = createHmac('sha256', parentApiKey).update(query).digest('hex');
  return Buffer.from(hmac + query).toString('base64');
}

export interface VerifiedKey {
  /** The key's embedded `filters`, ANDed with every query. */
  filters?: string;
  validUntil?: number;
  restrictIndices?: string[];
  restrictSources?: string;
  userToken?: string;
  /** Other embedded search parameters, which override the request's. */
  searchParams: Record<string, unknown>;
}

const INVALID = 'Invalid Application-ID or API key';

function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Verifies a secured key against its parent; throws 403 when tampered, foreign or expired. */
export function verifySecuredApiKey(apiKey: string, parentApiKey: string, now: Date): VerifiedKey {
  let decoded: string;
  try {
    decoded = Buffer.from(apiKey, 'base64').toString('utf8');
  } catch {
    throw new SearchApiError(403, INVALID);
  }
  const mac = decoded.slice(0, 64);
  const query = decoded.slice(64);
  if (!/^[0-9a-f]{64}$/.test(mac)) throw new SearchApiError(403, INVALID);
  const expected = createHmac('sha256', parentApiKey).update(query).digest('hex');
  if (!constantTimeEqual(mac, expected)) throw new SearchApiError(403, INVALID);

  const { filters, validUntil, restrictIndices, restrictSources, userToken, ...searchParams } =
    Object.fromEntries(new URLSearchParams(query)) as Record<string, string>;
  const key: VerifiedKey = {
    searchParams: decodeParamsString(new URLSearchParams(searchParams).toString()),
  };
  if (filters !== undefined) key.filters = filters;
  if (userToken !== undefined) key.userToken = userToken;
  if (restrictSources !== undefined) key.restrictSources = restrictSources;
  if (restrictIndices !== undefined)
    key.restrictIndices = restrictIndices.split(',').filter(Boolean);
  if (validUntil !== undefined) {
    key.validUntil = Number(validUntil);
    if (!Number.isFinite(key.validUntil) || key.validUntil * 1000 <= now.getTime()) {
      throw new SearchApiError(403, 'The validity of this secured API key has expired');
    }
  }
  return key;
}

/** `restrictIndices` entries may start or end with `*`, as in Algolia. */
export function indexAllowed(key: VerifiedKey, indexName: string): boolean {
  if (!key.restrictIndices) return true;
  return key.restrictIndices.some((pattern) => {
    if (pattern === '*') return true;
    if (pattern.startsWith('*') && pattern.endsWith('*') && pattern.length > 1) {
      return indexName.includes(pattern.slice(1, -1));
    }
    if (pattern.endsWith('*')) return indexName.startsWith(pattern.slice(0, -1));
    if (pattern.startsWith('*')) return indexName.endsWith(pattern.slice(1));
    return pattern === indexName;
  });
}

function ipv4ToNumber(ip: string): number | undefined {
  const parts = ip
    .replace(/^::ffff:/, '')
    .split('.')
    .map(Number);
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) {
    return undefined;
  }
  return parts.reduce((total, part) => total * 256 + part, 0);
}

/** `restrictSources`: IPv4 addresses or CIDR ranges separated by `;`. */
export function sourceAllowed(key: VerifiedKey, ip: string): boolean {
  if (!key.restrictSources) return true;
  const address = ipv4ToNumber(ip);
  return key.restrictSources.split(';').some((source) => {
    const [range = '', bitsText] = source.trim().split('/');
    if (isIP(range) !== 4 || address === undefined) return range === ip;
    const bits = bitsText === undefined ? 32 : Number(bitsText);
    const base = ipv4ToNumber(range) ?? 0;
    const size = 2 ** (32 - bits);
    return Math.floor(address / size) === Math.floor(base / size);
  });
}
