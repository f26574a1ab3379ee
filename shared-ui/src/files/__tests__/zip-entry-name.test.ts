import { zipEntryName } from '../zip-entry-name';

describe('zipEntryName', () => {
  it('names an entry after the last segment of its URL, decoded, without the query', () => {
    expect(zipEntryName('/files/au/Luna%20Mixer%20Spec.pdf?cacheBust=1', new Set())).toBe(
      'Luna Mixer Spec.pdf',
    );
    expect(zipEntryName('https://cdn.example.com/a/b/model.rfa', new Set())).toBe('model.rfa');
  });

  it('numbers a name already taken, before its extension, as a desktop does', () => {
    const taken = new Set<string>();
    const names = ['/a/spec.pdf', '/b/spec.pdf', '/c/spec.pdf', '/d/README', '/e/README'].map(
      (url) => zipEntryName(url, taken),
    );
    expect(names).toEqual(['spec.pdf', 'spec (2).pdf', 'spec (3).pdf', 'README', 'README (2)']);
  });

  it('keeps a malformed escape as written instead of failing the whole zip', () => {
    expect(zipEntryName('/files/100%25%zz.pdf', new Set())).toBe('100%25%zz.pdf');
  });

  it('names a URL without a file name "file"', () => {
    expect(zipEntryName('/files/', new Set())).toBe('file');
  });
});
