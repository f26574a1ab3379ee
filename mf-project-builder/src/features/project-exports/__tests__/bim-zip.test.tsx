import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import JSZip from 'jszip';
import { http, HttpResponse } from 'msw';
import { PROJECT_TIMERS } from '@specify/contracts';
import {
  KITCHEN_MIXER,
  LAUNDRY_RAIL,
  RETIRED_SPOUT,
  fixtureProject,
  twoRoomProject,
} from '../../../testing/export-fixtures';
import {
  exportFixture,
  exportRequests,
  exportServer,
  setUpExportServer,
} from '../../../testing/export-server';
import { captureSaves, expectClearedAfter, renderExports } from './render-exports';

setUpExportServer();
const { saved } = captureSaves();
afterEach(() => jest.useRealTimers());

const bar = () => within(screen.getByRole('group', { name: 'Export this project' }));
const fileRequests = () =>
  exportRequests.flatMap((request) => (request.kind === 'file' ? [request.url] : []));

async function zipNames(): Promise<string[]> {
  await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['files.zip']));
  const zip = await JSZip.loadAsync(saved[0]!.blob);
  return Object.keys(zip.files).sort();
}

describe("Download all BIM files (project-builder.md §7, §8, §9 'files.zip')", () => {
  it('fetches every BIM file once with a cacheBust, behind a progress dialog, and saves files.zip', async () => {
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    exportServer.use(
      http.get('/files/bim/ridge-rail.rfa', async ({ request }) => {
        const url = new URL(request.url);
        exportRequests.push({ kind: 'file', url: `${url.pathname}${url.search}` });
        await gate;
        return HttpResponse.text('BIM /files/bim/ridge-rail.rfa');
      }),
    );
    const user = userEvent.setup();
    const { analytics } = renderExports(
      fixtureProject([KITCHEN_MIXER, LAUNDRY_RAIL, { ...KITCHEN_MIXER, roomName: 'Laundry 1' }]),
    );
    await user.click(bar().getByRole('button', { name: 'Download all BIM files' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download all BIM files' });
    expect(await within(dialog).findByText('Downloading files: 2 of 3')).toBeInTheDocument();
    release();

    expect(await zipNames()).toEqual([
      'kinnear-basin-mixer.dwg',
      'kinnear-basin-mixer.rfa',
      'ridge-rail.rfa',
    ]);
    const zip = await JSZip.loadAsync(saved[0]!.blob);
    expect(await zip.file('ridge-rail.rfa')?.async('string')).toBe('BIM /files/bim/ridge-rail.rfa');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fileRequests()).toHaveLength(3);
    for (const url of fileRequests())
      expect(url).toMatch(/^\/files\/bim\/[a-z-]+\.(rfa|dwg)\?cacheBust=\d+$/);
    expect(bar().getByRole('alert')).toBeEmptyDOMElement();
    expect(analytics).toEqual([
      {
        event: 'file_download',
        params: { project_id: 'prj-export', file_type: 'bim_zip', bulk: true, file_count: 3 },
      },
    ]);
  });

  it('zips the files that came and says some are unavailable when others did not', async () => {
    exportFixture.brokenFiles.add('/files/bim/ridge-rail.rfa');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderExports(twoRoomProject());
    await user.click(bar().getByRole('button', { name: 'Download all BIM files' }));
    expect(await zipNames()).toEqual(['kinnear-basin-mixer.dwg', 'kinnear-basin-mixer.rfa']);
    expect(bar().getByRole('alert')).toHaveTextContent(
      'Some files are currently unavailable for download. Please try again later.',
    );
  });

  it("says 'Error downloading files. Try again later.' for 2 s when no file came, and saves nothing", async () => {
    jest.useFakeTimers();
    for (const url of ['kinnear-basin-mixer.rfa', 'kinnear-basin-mixer.dwg', 'ridge-rail.rfa'])
      exportFixture.brokenFiles.add(`/files/bim/${url}`);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { analytics } = renderExports(twoRoomProject());
    await user.click(bar().getByRole('button', { name: 'Download all BIM files' }));
    const alert = bar().getByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent('Error downloading files. Try again later.'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(analytics).toEqual([]);
    expectClearedAfter(alert, PROJECT_TIMERS.bimErrorMs);
  });

  it('says the ZIP could not be created when jszip fails, and ends the dialog', async () => {
    jest.spyOn(JSZip.prototype, 'generateAsync').mockRejectedValueOnce(new Error('out of memory'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderExports(twoRoomProject());
    await user.click(bar().getByRole('button', { name: 'Download all BIM files' }));
    await waitFor(() =>
      expect(bar().getByRole('alert')).toHaveTextContent(
        'An error occurred while creating the ZIP file. Please try again later.',
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('is not offered when no available item has BIM files', () => {
    renderExports(fixtureProject([{ ...KITCHEN_MIXER, bimFiles: [] }, RETIRED_SPOUT]));
    expect(bar().getByRole('button', { name: 'Export to Excel' })).toBeEnabled();
    expect(bar().queryByRole('button', { name: 'Download all BIM files' })).not.toBeInTheDocument();
  });
});
