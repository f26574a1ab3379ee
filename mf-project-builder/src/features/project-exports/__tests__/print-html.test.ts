import type { Project, Session } from '@specify/contracts';
import { FIXTURE_USERS } from '../../../testing/project-store';
import { ASSET_ORIGIN, twoRoomProject } from '../../../testing/export-fixtures';
import { exportLines } from '../model/export-lines';
import { projectPrintHtml } from '../model/print-html';
import { t } from './translate';

const SITE = 'http://localhost';

function sessionOf(user: (typeof FIXTURE_USERS)['trade' | 'internal']): Session {
  return { status: 'authenticated', account: { ...user } };
}

function print(
  project: Project,
  {
    showPrices = true,
    showBimFiles = true,
    landscape = true,
    session = sessionOf(FIXTURE_USERS.trade),
  } = {},
) {
  const html = projectPrintHtml(
    {
      project,
      lines: exportLines(project),
      market: 'au',
      session,
      landscape,
      showPrices,
      showBimFiles,
      siteOrigin: SITE,
    },
    t,
  );
  return { html, page: new DOMParser().parseFromString(html, 'text/html') };
}

const headings = (page: Document) =>
  [...page.querySelectorAll('thead th')].map((cell) => cell.textContent);
const rows = (page: Document) =>
  [...page.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent),
  );

describe('the summary as the PDF prints it (project-builder.md §9 "PDF table columns")', () => {
  it('is a complete document: the cover, then a table with every column when prices and BIM files are shown', () => {
    const { html, page } = print(twoRoomProject());
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(page.documentElement.lang).toBe('en-AU');
    expect(page.querySelector('style')?.textContent).toContain('size: A4 landscape');
    expect(page.querySelector('h1')?.textContent).toBe('Harbour House');
    expect(page.querySelector('.byline')?.textContent).toBe('by Harbour Plumbing');
    expect(
      [...page.querySelectorAll('dl div')].map((fact) => [
        fact.querySelector('dt')?.textContent,
        fact.querySelector('dd')?.textContent,
      ]),
    ).toEqual([
      ['Project type', 'Multi-residential'],
      ['Location', 'NSW'],
      ['Date created', '05 Jan 2024'],
      ['Prepared by', 'Taylor Trade'],
    ]);
    expect(headings(page)).toEqual([
      'Room',
      'Image',
      'Prod Code',
      'Product Name',
      'Specification/Details',
      'BIM Files',
      'Qty',
      'Note',
      'RRP',
      'Total',
    ]);
    const [mixer, rail] = rows(page);
    expect(mixer?.[0]).toBe('Kitchen 1');
    expect(mixer?.slice(2, 4)).toEqual(['BM-100-CP-CODE', 'Kinnear Basin Mixer']);
    expect(mixer?.slice(6)).toEqual(['2', '', '$349.50', '$699.00']);
    expect(rail?.slice(6)).toEqual(['3', 'Fit at 900 mm', '$459.00', '$1,377.00']);
    // The project's total closes the table, under Total.
    const total = page.querySelector('tfoot tr');
    expect(total?.querySelector('th')?.textContent).toBe('Project total');
    expect(total?.querySelector('th')?.getAttribute('colspan')).toBe('9');
    expect(total?.querySelector('td')?.textContent).toBe('$2,076.00');
  });

  it('lays words out for A4: they wrap at spaces, amounts never break', () => {
    const style = print(twoRoomProject()).page.querySelector('style')?.textContent ?? '';
    expect(style).not.toContain('overflow-wrap: anywhere');
    expect(style).toContain('word-break: normal');
    expect(style).toMatch(/td\.number[^{]*\{[^}]*white-space: nowrap/);
  });

  it('leaves out BIM Files without BIM files shown, and RRP and Total without prices', () => {
    const project = twoRoomProject();
    expect(headings(print(project, { showBimFiles: false }).page)).toEqual([
      'Room',
      'Image',
      'Prod Code',
      'Product Name',
      'Specification/Details',
      'Qty',
      'Note',
      'RRP',
      'Total',
    ]);
    const { page, html } = print(project, { showPrices: false });
    expect(headings(page)).toEqual([
      'Room',
      'Image',
      'Prod Code',
      'Product Name',
      'Specification/Details',
      'BIM Files',
      'Qty',
      'Note',
    ]);
    expect(html).not.toContain('$349.50');
    // No total without prices.
    expect(page.querySelector('tfoot')).toBeNull();
  });

  it('prints only available items', () => {
    const { page, html } = print(twoRoomProject());
    expect(rows(page).map((row) => row[2])).toEqual(['BM-100-CP-CODE', 'SR-300-MB-CODE']);
    expect(html).not.toContain('OLD-999');
    expect(html).not.toContain('Retired Spout');
  });

  it('details the first 8 specification lines, then the compliance rows', () => {
    const { page } = print(twoRoomProject());
    const details = [...page.querySelectorAll('tbody tr:first-child .col-details li')].map(
      (line) => line.textContent,
    );
    expect(details).toEqual([
      ...Array.from({ length: 8 }, (_, index) => `Spec ${index + 1}: value ${index + 1}`),
      'AS1428.1 Accessible: Yes',
    ]);
  });

  it('links BIM files absolutely, keeps images on this site as paths and drops others', () => {
    const { page } = print(twoRoomProject());
    const links = [...page.querySelectorAll('tbody tr:first-child .col-bim a')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Revit (RFA)', `${SITE}/files/bim/kinnear-basin-mixer.rfa`],
      ['AutoCAD (DWG)', `${SITE}/files/bim/kinnear-basin-mixer.dwg`],
    ]);
    const images = [...page.querySelectorAll('tbody img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      '/files/images/thumbnail/kinnear-basin-mixer-1.png',
    ]);
    expect(page.body.innerHTML).not.toContain(ASSET_ORIGIN);
  });

  it('escapes everything the project holds', () => {
    const project = twoRoomProject({ projectName: 'Harbour <script>alert(1)</script>' });
    const { page, html } = print(project);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Rail</b>');
    expect(page.querySelector('h1')?.textContent).toBe('Harbour <script>alert(1)</script>');
    expect(page.querySelector('title')?.textContent).toBe('Harbour <script>alert(1)</script>');
    expect(rows(page)[1]?.[3]).toBe('Ridge <b>Rail</b> & "Co"');
    expect(page.querySelectorAll('script, b')).toHaveLength(0);
  });

  it("reads 'For {customer}' to an internal user, in portrait when the template is", () => {
    const { page } = print(twoRoomProject(), {
      session: sessionOf(FIXTURE_USERS.internal),
      landscape: false,
    });
    expect(page.querySelector('.byline')?.textContent).toBe('For Casey Customer');
    expect(page.querySelector('style')?.textContent).toContain('size: A4 portrait');
  });

  it("says so when there is nothing to print, and 'Prepared by -' without a specifier", () => {
    const project = twoRoomProject({ roomGroups: [], username: '' });
    const { page } = print(project);
    expect(rows(page)).toEqual([['No products in this project yet.']]);
    expect(page.querySelector('tbody td')?.getAttribute('colspan')).toBe('10');
    expect(page.querySelector('dl div:last-child dd')?.textContent).toBe('-');
  });
});
