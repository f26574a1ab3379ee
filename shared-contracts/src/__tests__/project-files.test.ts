import * as v from 'valibot';
import { projectPdfFilenameSchema, shareTokenSchema } from '../api/project';
import { shareSummaryPath } from '../api/project-endpoints';

describe('the project PDF file name (project-builder.md §9)', () => {
  it('takes {project}_summary_{4 characters}.pdf, spaces and macrons included', () => {
    for (const name of ['Harbour House_summary_a1B2.pdf', 'Tūroa Lodge - Stage 2_summary_zzzz.pdf'])
      expect(v.is(projectPdfFilenameSchema, name)).toBe(true);
  });

  it.each([
    ['a path', '../etc/passwd_summary_abcd.pdf'],
    ['a backslash', '..\\x_summary_abcd.pdf'],
    ['a quote', 'a"b_summary_abcd.pdf'],
    ['a control character', 'a\u0000b_summary_abcd.pdf'],
    ['a new line', 'a\nb_summary_abcd.pdf'],
    ['another extension', 'House_summary_abcd.exe'],
    ['no random part', 'House_summary_.pdf'],
  ])('refuses %s', (_what, name) => {
    expect(v.is(projectPdfFilenameSchema, name)).toBe(false);
  });
});

describe('the share link (project-builder.md §2 share-summary)', () => {
  it('carries the project, the company and the token, encoded', () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWx';
    expect(v.is(shareTokenSchema, token)).toBe(true);
    const path = shareSummaryPath('nz', {
      projectId: 'p-1',
      company: 'Harbour & Co',
      shareToken: token,
    });
    const url = new URL(path, 'https://specify.example');
    expect(url.pathname).toBe('/nz/project-builder/share-summary/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'p-1',
      company: 'Harbour & Co',
      share: token,
    });
  });

  it('refuses a token too short to be unguessable or with other characters', () => {
    for (const token of ['short', 'a'.repeat(21), `${'a'.repeat(22)}/`, 'a'.repeat(65)])
      expect(v.is(shareTokenSchema, token)).toBe(false);
  });
});
