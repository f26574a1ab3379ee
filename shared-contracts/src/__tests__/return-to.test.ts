import { safeReturnPath } from '../return-to';

const ORIGIN = 'https://specify.example';

describe('safeReturnPath', () => {
  it.each([
    ['/au/cart', '/au/cart'],
    ['/nz/products/baths/?colour=black#top', '/nz/products/baths/?colour=black#top'],
    ['/au/%5Cencoded', '/au/%5Cencoded'],
  ])('keeps a path of this site: %s', (value, path) => {
    expect(safeReturnPath(value, ORIGIN)).toBe(path);
  });

  it.each([
    ['another host, written as a path with a backslash', '/\\evil.example/phish'],
    ['a backslash anywhere', '/au\\..\\\\evil.example'],
    ['a protocol-relative URL', '//evil.example/phish'],
    ['an absolute URL', 'https://evil.example/'],
    ['a script URL', 'javascript:alert(1)'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a newline', '/au\n/x'],
    ['a relative path', 'au/cart'],
    ['nothing', ''],
    ['far too long', `/${'a'.repeat(2_000)}`],
  ])('refuses %s', (_what, value) => {
    expect(safeReturnPath(value, ORIGIN)).toBeUndefined();
  });

  it('refuses no value', () => {
    expect(safeReturnPath(undefined, ORIGIN)).toBeUndefined();
    expect(safeReturnPath(null, ORIGIN)).toBeUndefined();
  });
});
