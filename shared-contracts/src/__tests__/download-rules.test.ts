import * as v from 'valibot';
import { DOWNLOAD_NAMES, downloadFiles as files, fileLinks } from '../catalogue/downloads';
import { ACTIONS } from '../api/actions';

describe('download entry rules (storefront §5 "Downloads")', () => {
  it.each(['', '-', 'NULL', 'warrantyURL', '  -  '])('skip an entry whose value is %j', (value) => {
    expect(files([{ name: 'SDS-file', value }])).toEqual([]);
    expect(fileLinks({ name: 'SDS-file', value: [value, '/files/docs/a.pdf'] })).toEqual([
      '/files/docs/a.pdf',
    ]);
  });

  it.each([
    ['installation-guidelines', 'installation-guidelines-set'],
    ['technical-manual', 'technical-manual-set'],
  ] as const)('show plain %s only when %s has no file', (plain, set) => {
    const withSet = files([
      { name: plain, value: '/files/docs/plain.pdf' },
      { name: set, value: ['/files/docs/set-1.pdf', 'NULL'] },
    ]);
    expect(withSet.map((file) => [file.type, file.url])).toEqual([[set, '/files/docs/set-1.pdf']]);
    for (const empty of ['', '-', 'NULL', ['NULL']]) {
      const withoutSet = files([
        { name: plain, value: '/files/docs/plain.pdf' },
        { name: set, value: empty },
      ]);
      expect(withoutSet.map((file) => [file.type, file.url])).toEqual([
        [plain, '/files/docs/plain.pdf'],
      ]);
    }
  });

  it('name each file for its button, numbering the parts of a list, in entry order', () => {
    expect(
      files([
        { name: 'BOM-file', value: '/files/docs/bom.pdf' },
        { name: 'RFA-file', value: '/files/bim/a.rfa' },
        { name: 'specification-sheet', value: ['/files/docs/s1.pdf', '/files/docs/s2.pdf'] },
      ]).map((file) => file.name),
    ).toEqual([
      'Exploded Diagram',
      'Revit (RFA)',
      'Specification Sheet (part 1)',
      'Specification Sheet (part 2)',
    ]);
    expect(DOWNLOAD_NAMES['installation-guidelines-set']).toBe('Installation Guidelines');
  });

  it('give every link in its original size', () => {
    expect(
      files([{ name: 'technical-image', value: '/files/images/thumbnail/luna-technical.svg' }]),
    ).toEqual([
      {
        type: 'technical-image',
        name: 'Technical Image',
        url: '/files/images/original/luna-technical.svg',
      },
    ]);
  });

  it("answer in the shape of downloadFiles' response schema", () => {
    const answer = {
      sku: 'A-1',
      files: files([{ name: 'test-report', value: '/files/docs/report.pdf' }]),
    };
    expect(v.is(ACTIONS['product/downloadFiles'].response, answer)).toBe(true);
    expect(
      v.is(ACTIONS['product/downloadFiles'].response, {
        sku: 'A-1',
        files: [{ type: 'RFA-file', name: 'Revit', url: '/files/images/thumbnail/a.svg' }],
      }),
    ).toBe(false);
    expect(v.is(ACTIONS['product/downloadFiles'].request, { sku: '' })).toBe(false);
  });
});
