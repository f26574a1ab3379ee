import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { algoliasearch } from 'algoliasearch';
import {
  generateSecuredApiKey,
  indexAllowed,
  sourceAllowed,
  verifySecuredApiKey,
  type SecuredKeyRestrictions,
} from '../secured-keys';
import { withKeyHelper } from './key-helper';

interface Vector {
  testName: string;
  steps: {
    parameters: { parentApiKey: string; restrictions: SecuredKeyRestrictions };
    expected?: { match: string };
  }[];
}

const FIXTURES = join(__dirname, 'fixtures/algolia-cts');
const vectors = JSON.parse(
  readFileSync(join(FIXTURES, 'client--search--generateSecuredApiKey.json'), 'utf8'),
) as Vector[];
const BEFORE_2050 = new Date('2049-01-01T00:00:00Z');
const realClient = withKeyHelper(algoliasearch('APPID', 'unused'));

describe("Algolia's published secured-key vectors (CTS)", () => {
  it.each(vectors.map((vector) => [vector.testName, vector.steps[0]!] as const))(
    '%s: ours and the real client produce the same key, and it verifies',
    (_name, step) => {
      const { parentApiKey, restrictions } = step.parameters;
      const ours = generateSecuredApiKey(parentApiKey, restrictions);
      const theirs = realClient.generateSecuredApiKey({ parentApiKey, restrictions });
      expect(ours).toBe(theirs);
      if (step.expected) expect(ours).toBe(step.expected.match);
      const verified = verifySecuredApiKey(theirs, parentApiKey, BEFORE_2050);
      expect(verified.filters).toBe(restrictions.filters);
      expect(verified.userToken).toBe(restrictions.userToken);
      expect(verified.restrictIndices).toEqual(restrictions.restrictIndices);
      if (restrictions.searchParams?.hitsPerPage) {
        expect(Number(verified.searchParams.hitsPerPage)).toBe(
          restrictions.searchParams.hitsPerPage,
        );
      }
    },
  );
});

describe('secured key verification', () => {
  const parent = 'parent-search-key';
  const now = new Date('2030-01-01T00:00:00Z');
  const key = generateSecuredApiKey(parent, {
    filters: 'audience:visitor',
    validUntil: now.getTime() / 1000 + 60,
    restrictIndices: ['specify_*'],
  });

  it('accepts a good key and reads its restrictions', () => {
    const verified = verifySecuredApiKey(key, parent, now);
    expect(verified.filters).toBe('audience:visitor');
    expect(indexAllowed(verified, 'specify_products_au')).toBe(true);
    expect(indexAllowed(verified, 'other_products_au')).toBe(false);
  });

  it('rejects an expired key', () => {
    expect(() => verifySecuredApiKey(key, parent, new Date(now.getTime() + 61_000))).toThrow(
      'The validity of this secured API key has expired',
    );
  });

  it('rejects a tampered key (filters removed, HMAC kept)', () => {
    const decoded = Buffer.from(key, 'base64').toString();
    const tampered = Buffer.from(
      decoded.replace('audience%3Avisitor', 'audience%3Ainternal'),
    ).toString('base64');
    expect(() => verifySecuredApiKey(tampered, parent, now)).toThrow(
      'Invalid Application-ID or API key',
    );
  });

  it('rejects a key made from another parent, and garbage', () => {
    const foreign = generateSecuredApiKey('another-parent', { filters: 'audience:internal' });
    expect(() => verifySecuredApiKey(foreign, parent, now)).toThrow(
      'Invalid Application-ID or API key',
    );
    expect(() => verifySecuredApiKey('not a key', parent, now)).toThrow(
      'Invalid Application-ID or API key',
    );
  });

  it('restrictSources limits callers by IPv4 CIDR', () => {
    const verified = verifySecuredApiKey(
      generateSecuredApiKey(parent, { restrictSources: '192.168.1.0/24' }),
      parent,
      now,
    );
    expect(sourceAllowed(verified, '192.168.1.77')).toBe(true);
    expect(sourceAllowed(verified, '::ffff:192.168.1.77')).toBe(true);
    expect(sourceAllowed(verified, '10.0.0.1')).toBe(false);
  });
});
