import { satisfiesRange } from '../version-range';

describe('satisfiesRange', () => {
  it.each([
    ['0.2.0', '^0.2.0', true],
    ['0.2.7', '^0.2.0', true],
    ['0.3.0', '^0.2.0', false],
    ['0.1.9', '^0.2.0', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    ['1.9.0', '^1.2.3', true],
    ['2.0.0', '^1.2.3', false],
    ['1.2.2', '^1.2.3', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['0.2.0', '0.2.0', true],
    ['0.2.1', '=0.2.0', false],
    ['0.3.5', '>=0.2.0 <0.4.0', true],
    ['0.4.0', '>=0.2.0 <0.4.0', false],
    ['0.2.0', '>0.2.0', false],
    ['0.2.0', '<=0.2.0', true],
    ['1.0.0', '^0.2.0 || ^1.0.0', true],
    ['3.1.4', '*', true],
    ['0.2.0', 'v0.2.0', true],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfiesRange(version, range)).toBe(expected);
  });

  it.each([
    ['0.3.0-beta.1', '^0.2.0'],
    ['0.2.0', '^0.2'],
    ['0.2.0', 'latest'],
    ['0.2.0', ''],
  ])('does not take %s in %s, which it cannot read', (version, range) => {
    expect(satisfiesRange(version, range)).toBe(false);
  });
});
