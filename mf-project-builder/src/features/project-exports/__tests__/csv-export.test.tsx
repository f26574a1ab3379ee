import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { PROJECT_TIMERS } from '@specify/contracts';
import { KITCHEN_MIXER, fixtureProject, twoRoomProject } from '../../../testing/export-fixtures';
import { setUpExportServer } from '../../../testing/export-server';
import { bytesOf, captureSaves, expectClearedAfter, renderExports } from './render-exports';

setUpExportServer();
const { saved } = captureSaves();

beforeEach(() => jest.useFakeTimers({ now: new Date(2024, 10, 23, 9, 0) }));
afterEach(() => jest.useRealTimers());

const setUp = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const bar = () => within(screen.getByRole('group', { name: 'Export this project' }));

async function exportedCsv() {
  await waitFor(() => expect(saved).toHaveLength(1));
  jest.useRealTimers();
  return new TextDecoder().decode(await bytesOf(saved[0]!.blob));
}

describe("Export to CSV (project-builder.md §9 'CSV')", () => {
  it('saves {project}_{ddmmyyyy}.csv with a row per available item, prices with the variant’s digits and a $', async () => {
    const user = setUp();
    const { analytics } = renderExports(twoRoomProject());
    await user.click(bar().getByRole('button', { name: 'Export to CSV' }));
    const csv = await exportedCsv();
    expect(saved[0]?.name).toBe('Harbour House_23112024.csv');
    expect(saved[0]?.blob.type).toBe('text/csv;charset=utf-8');
    expect(Papa.parse<string[]>(csv).data).toEqual([
      ['Room', 'Prod Code', 'SKU', 'Product Name', 'Qty', 'Note', 'RRP', 'Total'],
      [
        'Kitchen 1',
        'BM-100-CP-CODE',
        'BM-100-CP',
        'Kinnear Basin Mixer',
        '2',
        '',
        '$349.50',
        '$699.00',
      ],
      [
        'Laundry 1',
        'SR-300-MB-CODE',
        'SR-300-MB',
        'Ridge <b>Rail</b> & "Co"',
        '3',
        'Fit at 900 mm',
        '$459',
        '$1377',
      ],
    ]);
    expect(csv).not.toContain('OLD-999');
    expect(analytics).toEqual([
      {
        event: 'project_export',
        params: { project_id: 'prj-export', format: 'csv', item_count: 2 },
      },
    ]);
  });

  it('leaves the prices out when they are not shown', async () => {
    const user = setUp();
    renderExports(twoRoomProject(), { showPrices: false });
    await user.click(bar().getByRole('button', { name: 'Export to CSV' }));
    const rows = Papa.parse<string[]>(await exportedCsv()).data;
    expect(rows[0]).toEqual(['Room', 'Prod Code', 'SKU', 'Product Name', 'Qty', 'Note']);
    expect(rows[1]).toEqual([
      'Kitchen 1',
      'BM-100-CP-CODE',
      'BM-100-CP',
      'Kinnear Basin Mixer',
      '2',
      '',
    ]);
  });

  it('keeps a note that looks like a formula from running as one in a spreadsheet', async () => {
    const user = setUp();
    renderExports(
      fixtureProject([{ ...KITCHEN_MIXER, roomNotes: '=HYPERLINK("http://evil.example")' }]),
    );
    await user.click(bar().getByRole('button', { name: 'Export to CSV' }));
    const rows = Papa.parse<string[]>(await exportedCsv()).data;
    expect(rows[1]?.[5]).toBe(`'=HYPERLINK("http://evil.example")`);
  });

  it("says 'Failed to download the file. Please try again later.' when the CSV cannot be made, for 5 s", async () => {
    jest.spyOn(Papa, 'unparse').mockImplementation(() => {
      throw new Error('cannot write');
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = setUp();
    renderExports(twoRoomProject());
    await user.click(bar().getByRole('button', { name: 'Export to CSV' }));
    const alert = bar().getByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent('Failed to download the file. Please try again later.'),
    );
    expect(saved).toEqual([]);
    expectClearedAfter(alert, PROJECT_TIMERS.exportErrorMs);
  });
});
