import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { http, HttpResponse } from 'msw';
import { PROJECT_TIMERS } from '@specify/contracts';
import {
  ASSET_ORIGIN,
  KITCHEN_MIXER,
  fixtureProject,
  twoRoomProject,
} from '../../../testing/export-fixtures';
import {
  PNG_BYTES,
  exportFixture,
  exportRequests,
  exportServer,
  setUpExportServer,
} from '../../../testing/export-server';
import { bytesOf, captureSaves, expectClearedAfter, renderExports } from './render-exports';

setUpExportServer();
const { saved } = captureSaves();

// A fixed day for the file name; the clock moves only when the test (or waitFor) moves it.
beforeEach(() => jest.useFakeTimers({ now: new Date(2024, 0, 5, 10, 30) }));
afterEach(() => jest.useRealTimers());

const setUp = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const bar = () => within(screen.getByRole('group', { name: 'Export this project' }));

async function exportedSheet() {
  await waitFor(() => expect(saved).toHaveLength(1));
  // Reading the file back (FileReader, jszip) runs on timers only a real clock moves.
  jest.useRealTimers();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await bytesOf(saved[0]!.blob));
  return { workbook, sheet: workbook.getWorksheet('Sheet1')! };
}

/** An image's size as the sheet holds it (exceljs reads it back, though its types leave it out). */
const sizeOf = (range: object) => (range as { ext?: unknown }).ext;

const rowValues = (sheet: ExcelJS.Worksheet, row: number) =>
  (sheet.getRow(row).values as unknown[]).slice(1);

describe("Export to Excel (project-builder.md §9 'Excel')", () => {
  it('saves {project}_{ddmmyyyy}.xlsx: Sheet1, columns 35 wide, a header row 30 high, then a row 150 high per available item with its image at 200x170', async () => {
    const user = setUp();
    const { analytics } = renderExports(twoRoomProject());
    await user.click(bar().getByRole('button', { name: 'Export to Excel' }));
    const { workbook, sheet } = await exportedSheet();

    expect(saved[0]?.name).toBe('Harbour House_05012024.xlsx');
    expect(workbook.worksheets.map((each) => each.name)).toEqual(['Sheet1']);
    expect(rowValues(sheet, 1)).toEqual([
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
    expect(sheet.columns.map((column) => column.width)).toEqual(Array(10).fill(35));
    expect(sheet.getRow(1).height).toBe(30);
    expect(sheet.rowCount).toBe(3);
    expect([sheet.getRow(2).height, sheet.getRow(3).height]).toEqual([150, 150]);

    const [room, image, code, name, details, bim, quantity, note, rrp, total] = rowValues(sheet, 2);
    expect([room, image, code, name, quantity, note, rrp, total]).toEqual([
      'Kitchen 1',
      undefined,
      'BM-100-CP-CODE',
      'Kinnear Basin Mixer',
      2,
      '',
      349.5,
      699,
    ]);
    // The rail's note, as the CSV has it.
    expect(rowValues(sheet, 3)[7]).toBe('Fit at 900 mm');
    expect(String(details).split('\n')).toEqual([
      ...Array.from({ length: 8 }, (_, index) => `Spec ${index + 1}: value ${index + 1}`),
      'AS1428.1 Accessible: Yes',
    ]);
    expect(String(bim).split('\n')).toEqual([
      'Revit (RFA): http://localhost/files/bim/kinnear-basin-mixer.rfa',
      'AutoCAD (DWG): http://localhost/files/bim/kinnear-basin-mixer.dwg',
    ]);
    expect(sheet.getCell('I2').numFmt).toBe('"$"#,##0.00');
    expect(rowValues(sheet, 3).slice(2, 4)).toEqual(['SR-300-MB-CODE', 'Ridge <b>Rail</b> & "Co"']);

    const images = sheet.getImages();
    expect(
      images.map((each) => [each.range.tl.nativeCol, each.range.tl.nativeRow, sizeOf(each.range)]),
    ).toEqual([
      [1, 1, { width: 200, height: 170 }],
      [1, 2, { width: 200, height: 170 }],
    ]);
    for (const each of images)
      expect(new Uint8Array(workbook.getImage(Number(each.imageId)).buffer!)).toEqual(PNG_BYTES);
    expect(analytics).toEqual([
      {
        event: 'project_export',
        params: { project_id: 'prj-export', format: 'excel', item_count: 2 },
      },
    ]);
  });

  it('fetches images on this site directly and only asset-host images through the proxy', async () => {
    const user = setUp();
    renderExports(twoRoomProject());
    await user.click(bar().getByRole('button', { name: 'Export to Excel' }));
    await exportedSheet();
    expect(exportRequests.filter((request) => request.kind === 'proxy')).toEqual([
      { kind: 'proxy', body: { fileUrl: `${ASSET_ORIGIN}/images/ridge-rail.png` } },
    ]);
    expect(exportRequests.filter((request) => request.kind === 'file')).toEqual([
      { kind: 'file', url: '/files/images/thumbnail/kinnear-basin-mixer-1.png' },
    ]);
  });

  it('leaves out BIM Files, RRP and Total as the toggles do', async () => {
    const user = setUp();
    renderExports(twoRoomProject(), { showPrices: false, showBimFiles: false });
    await user.click(bar().getByRole('button', { name: 'Export to Excel' }));
    const { sheet } = await exportedSheet();
    expect(rowValues(sheet, 1)).toEqual([
      'Room',
      'Image',
      'Prod Code',
      'Product Name',
      'Specification/Details',
      'Qty',
      'Note',
    ]);
    expect(rowValues(sheet, 2)).toHaveLength(7);
  });

  it('fetches at most 5 images at once, telling the progress as they come', async () => {
    const items = Array.from({ length: 12 }, (_, index) => ({
      ...KITCHEN_MIXER,
      sku: `BM-${index}`,
      image: `/files/images/thumbnail/mixer-${index}.png`,
    }));
    const held: (() => void)[] = [];
    let inFlight = 0;
    let most = 0;
    exportServer.use(
      http.get('/files/images/*', async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise<void>((release) => held.push(release));
        inFlight -= 1;
        return new HttpResponse(PNG_BYTES, { headers: { 'content-type': 'image/png' } });
      }),
    );
    const user = setUp();
    renderExports(fixtureProject(items));
    await user.click(bar().getByRole('button', { name: 'Export to Excel' }));

    await waitFor(() => expect(held).toHaveLength(5));
    expect(bar().getByRole('status')).toHaveTextContent('Preparing images 0 of 12');
    expect(bar().getByRole('button', { name: 'Export to CSV' })).toBeDisabled();
    held.shift()?.();
    await waitFor(() =>
      expect(bar().getByRole('status')).toHaveTextContent('Preparing images 1 of 12'),
    );
    await waitFor(() => expect(held).toHaveLength(5));
    expect(inFlight).toBe(5);
    while (held.length) {
      held.shift()?.();
      await act(() => jest.advanceTimersByTimeAsync(0));
    }
    const { sheet } = await exportedSheet();
    expect(most).toBe(5);
    expect(sheet.getImages()).toHaveLength(12);
    expect(sheet.rowCount).toBe(13);
    expect(bar().getByRole('status')).toBeEmptyDOMElement();
  });

  it('still saves the workbook when an image cannot be fetched, without that image', async () => {
    exportFixture.brokenFiles.add('/files/images/thumbnail/kinnear-basin-mixer-1.png');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = setUp();
    renderExports(twoRoomProject());
    await user.click(bar().getByRole('button', { name: 'Export to Excel' }));
    const { sheet } = await exportedSheet();
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getImages().map((each) => each.range.tl.nativeRow)).toEqual([2]);
  });

  it("says 'Failed to download the file. Please try again later.' when the workbook cannot be made, for 5 s", async () => {
    jest.spyOn(ExcelJS.Workbook.prototype, 'addWorksheet').mockImplementation(() => {
      throw new Error('out of memory');
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = setUp();
    const { analytics } = renderExports(twoRoomProject());
    await user.click(bar().getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() =>
      expect(bar().getByRole('alert')).toHaveTextContent(
        'Failed to download the file. Please try again later.',
      ),
    );
    expect(saved).toEqual([]);
    expect(analytics).toEqual([]);
    expectClearedAfter(bar().getByRole('alert'), PROJECT_TIMERS.exportErrorMs);
  });
});
