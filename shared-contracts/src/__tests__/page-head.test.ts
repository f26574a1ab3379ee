import {
  MAX_DESCRIPTION_LENGTH,
  MAX_TITLE_LENGTH,
  SITE_DESCRIPTION,
  boundedHead,
  pageDescription,
  pageTitle,
} from '../composition/page-head';

describe('page heads', () => {
  it("put the site's name after the page's", () => {
    expect(pageTitle('Tapware')).toBe('Tapware | Specify');
  });

  it('describe a page in the words of its text, without markdown, on one line', () => {
    expect(
      pageDescription(
        '## Luna\n\nThe **Luna** mixer, see [the range](/au/range) ![x](/x.svg)\n- quiet',
      ),
    ).toBe('Luna The Luna mixer, see the range quiet');
    expect(pageDescription('  \n ')).toBeUndefined();
    expect(pageDescription(undefined)).toBeUndefined();
  });

  it('cut a long description at a word, within the bound', () => {
    const words = 'a quiet basin mixer with a slim spout, '.repeat(10);
    const cut = pageDescription(words) ?? '';
    expect(cut.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    expect(cut).toMatch(/ (a|quiet|basin|mixer|with|slim|spout)…$/);
    expect(words.startsWith(cut.slice(0, -1))).toBe(true);
    // A description within the bound is left whole.
    expect(pageDescription('x'.repeat(MAX_DESCRIPTION_LENGTH))).toHaveLength(
      MAX_DESCRIPTION_LENGTH,
    );
  });

  it("are never empty: the site's name and description stand in", () => {
    expect(boundedHead(undefined)).toEqual({ title: 'Specify', description: SITE_DESCRIPTION });
    expect(boundedHead({ title: '  ', description: '' })).toEqual({
      title: 'Specify',
      description: SITE_DESCRIPTION,
    });
    expect(boundedHead({ title: 'Cart | Specify' })).toEqual({
      title: 'Cart | Specify',
      description: SITE_DESCRIPTION,
    });
    expect(boundedHead({ title: 'x '.repeat(MAX_TITLE_LENGTH) }).title.length).toBeLessThanOrEqual(
      MAX_TITLE_LENGTH,
    );
  });
});
