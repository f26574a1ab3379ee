import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import JSZip from 'jszip';
import { renderProductAt } from '../../../testing/render-product';
import { http, HttpResponse } from 'msw';
import {
  brokenFiles,
  fileRequests,
  server,
  setUpProductServer,
} from '../../../testing/product-server';
import { LUNA_PATH } from '../../../testing/product-fixtures';

setUpProductServer();

let saved: { name: string; blob: Blob | undefined }[];
let revoked: string[];
beforeEach(() => {
  saved = [];
  revoked = [];
  let last: Blob | undefined;
  URL.createObjectURL = (blob: Blob) => {
    last = blob;
    return 'blob:files';
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: last });
  };
});

let published: ReturnType<typeof renderProductAt>['published'];
async function technicalDownloads() {
  ({ published } = renderProductAt(`/au/product/${LUNA_PATH}/`));
  const section = await screen.findByRole('region', { name: 'Technical Information' });
  return within(section);
}

describe('the file panel', () => {
  it('opens each file in a new tab, in its original size, and reports the download', async () => {
    const panel = await technicalDownloads();
    const revit = await panel.findByRole('link', { name: 'Revit (RFA) (opens in a new tab)' });
    expect(revit).toHaveAttribute('href', '/files/bim/1234/luna-basin-mixer.rfa');
    expect(revit).toHaveAttribute('target', '_blank');
    revit.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(revit);
    expect(published['analytics:event']).toEqual([
      { event: 'file_download', params: { file_type: 'RFA-file', item_id: 'LU1234-1' } },
    ]);
    expect(panel.getByRole('img', { name: 'Luna Basin Mixer: dimensions' })).toHaveAttribute(
      'src',
      '/files/images/original/luna-technical.svg',
    );
  });

  it('Download all files fetches every file with a cacheBust, behind a blocking progress dialog, and saves files.zip', async () => {
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/files/docs/1234/spec-part-2.pdf', async ({ request }) => {
        fileRequests.push(new URL(request.url).pathname + new URL(request.url).search);
        await gate;
        return HttpResponse.text('part 2');
      }),
    );
    const panel = await technicalDownloads();
    await userEvent.click(await panel.findByRole('button', { name: 'Download all files' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download all files' });
    expect(await within(dialog).findByText('Downloading files: 4 of 5')).toBeInTheDocument();
    release();
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['files.zip']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fileRequests).toHaveLength(5);
    for (const request of fileRequests) expect(request).toMatch(/\?cacheBust=\d+$/);
    const zip = await JSZip.loadAsync(saved[0]!.blob!);
    expect(Object.keys(zip.files).sort()).toEqual([
      'install-set.pdf',
      'luna-basin-mixer.rfa',
      'luna-manual.pdf',
      'spec-part-1.pdf',
      'spec-part-2.pdf',
    ]);
    expect(await zip.file('luna-manual.pdf')!.async('string')).toBe(
      'file /files/docs/manuals/luna-manual.pdf',
    );
    await waitFor(() => expect(revoked).toEqual(['blob:files']));
  });

  it('stops at a file that fails, shows the error for 2 s and saves nothing', async () => {
    brokenFiles.add('/files/docs/1234/install-set.pdf');
    const panel = await technicalDownloads();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(await panel.findByRole('button', { name: 'Download all files' }));
    expect(
      await panel.findByText('Error downloading file, please try again later'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(fileRequests.length).toBeLessThan(5);
    await waitFor(
      () =>
        expect(
          panel.queryByText('Error downloading file, please try again later'),
        ).not.toBeInTheDocument(),
      { timeout: 3000 },
    );
  });

  it('shows the zip error when the zip cannot be made, and ends the overlay', async () => {
    jest.spyOn(JSZip.prototype, 'generateAsync').mockRejectedValueOnce(new Error('out of memory'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const panel = await technicalDownloads();
    await userEvent.click(await panel.findByRole('button', { name: 'Download all files' }));
    expect(
      await panel.findByText('Error creating ZIP file, please try again later'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
