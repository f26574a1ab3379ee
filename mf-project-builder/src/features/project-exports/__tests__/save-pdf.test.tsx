import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PROJECT_TIMERS } from '@specify/contracts';
import { twoRoomProject } from '../../../testing/export-fixtures';
import {
  exportFixture,
  exportRequests,
  exportServer,
  lastPrintedHtml,
  setUpExportServer,
} from '../../../testing/export-server';
import { PDF_POLL_LIMIT } from '../model/make-project-pdf';
import { captureSaves, renderExports } from './render-exports';

setUpExportServer();
const { saved, revoked } = captureSaves();

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const setUp = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
/** The alert beside Save, in the summary's cover. */
const saveAlert = () => within(screen.getByRole('banner')).getByRole('alert');
/** The bodies sent to the PDF endpoints, in order. */
const sent = (kind: 'pdf' | 'pdf-download') =>
  exportRequests.flatMap((request) => (request.kind === kind ? [request.body] : []));

/** Lets the requests under way answer, without moving the clock. */
async function settle() {
  await act(() => jest.advanceTimersByTimeAsync(0));
}

/** Lets the requests under way answer, then moves the clock on by one poll. */
async function nextPoll() {
  await settle();
  await act(() => jest.advanceTimersByTimeAsync(PROJECT_TIMERS.pdfPollMs));
}

describe("Save: the summary's PDF (project-builder.md §4 'PDF save', §7)", () => {
  it('sends the print HTML, polls every 2 s under a loading overlay (202, then the file) and saves it', async () => {
    exportFixture.pdfPollsUntilReady = 1;
    const user = setUp();
    const { analytics } = renderExports(twoRoomProject(), { template: 'landscape' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Preparing your PDF...')).toBeVisible();
    await settle();
    expect(sent('pdf')).toHaveLength(1);
    const [queued] = sent('pdf');
    expect(queued).toEqual({
      html: expect.stringContaining('<h1>Harbour House</h1>'),
      isLandscapeMode: true,
      filename: expect.stringMatching(/^Harbour House_summary_[A-Za-z0-9]{4}\.pdf$/),
      shoppingListId: 'prj-export',
      emailId: 'trade@example.com',
    });
    const { filename } = queued as { filename: string };
    expect(lastPrintedHtml()).toContain('BM-100-CP');

    // Nothing is asked for before the first 2 s are up; then the answer is 202, still queued.
    await act(() => jest.advanceTimersByTimeAsync(PROJECT_TIMERS.pdfPollMs - 1));
    expect(sent('pdf-download')).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(1));
    await settle();
    expect(sent('pdf-download')).toHaveLength(1);
    expect(saved).toEqual([]);
    expect(screen.getByText('Preparing your PDF...')).toBeVisible();

    await nextPoll();
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual([filename]));
    expect(sent('pdf-download')).toEqual([{ filename }, { filename }]);
    expect(await saved[0]?.blob.text()).toBe('%PDF-1.4 fixture');
    expect(screen.queryByText('Preparing your PDF...')).not.toBeInTheDocument();
    expect(saveAlert()).toBeEmptyDOMElement();
    expect(analytics).toEqual([
      {
        event: 'project_pdf_save',
        params: { project_id: 'prj-export', landscape: true, item_count: 2 },
      },
    ]);
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(revoked).toHaveLength(1);
  });

  it('prints portrait for the portrait template, without the columns the toggles hide', async () => {
    const user = setUp();
    renderExports(twoRoomProject(), {
      template: 'portrait',
      showPrices: false,
      showBimFiles: false,
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('pdf')).toHaveLength(1));
    expect(sent('pdf')[0]).toMatchObject({ isLandscapeMode: false });
    const page = new DOMParser().parseFromString(lastPrintedHtml(), 'text/html');
    expect([...page.querySelectorAll('th')].map((cell) => cell.textContent)).toEqual([
      'Room',
      'Image',
      'Prod Code',
      'Product Name',
      'Specification/Details',
      'Qty',
      'Note',
    ]);
  });

  it("says 'Failed to generate PDF' with the status text when the file is refused, and saves nothing", async () => {
    exportServer.use(
      http.post(
        '/:market/api/download-project-pdf/',
        () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }),
      ),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = setUp();
    const { analytics } = renderExports(twoRoomProject());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await nextPoll();
    await waitFor(() => expect(saveAlert()).not.toBeEmptyDOMElement());
    expect(saveAlert()).toHaveTextContent('Failed to generate PDF: Service Unavailable');
    expect(screen.queryByText('Preparing your PDF...')).not.toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(analytics).toEqual([]);
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy');
  });

  it('says so when the render is refused outright, without polling', async () => {
    exportServer.use(
      http.post(
        '/:market/api/pdf-my-project-html/',
        () => new HttpResponse(null, { status: 429, statusText: 'Too Many Requests' }),
      ),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = setUp();
    renderExports(twoRoomProject());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveAlert()).not.toBeEmptyDOMElement());
    expect(saveAlert()).toHaveTextContent('Failed to generate PDF: Too Many Requests');
    await nextPoll();
    expect(sent('pdf-download')).toHaveLength(0);
  });

  it('gives up with an error when the PDF never comes back', async () => {
    exportFixture.pdfPollsUntilReady = PDF_POLL_LIMIT + 5;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = setUp();
    renderExports(twoRoomProject());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (let poll = 0; poll < PDF_POLL_LIMIT; poll += 1) await nextPoll();
    await waitFor(() => expect(saveAlert()).not.toBeEmptyDOMElement());
    expect(saveAlert()).toHaveTextContent(
      'Failed to generate PDF: it is taking too long. Please try again later.',
    );
    expect(sent('pdf-download')).toHaveLength(PDF_POLL_LIMIT);
    await nextPoll();
    expect(sent('pdf-download')).toHaveLength(PDF_POLL_LIMIT);
    expect(saved).toEqual([]);
  });

  it('stops polling when the summary is left', async () => {
    exportFixture.pdfPollsUntilReady = 3;
    const user = setUp();
    const { unmount } = renderExports(twoRoomProject());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await nextPoll();
    await waitFor(() => expect(sent('pdf-download')).toHaveLength(1));
    unmount();
    for (let poll = 0; poll < 4; poll += 1) await nextPoll();
    expect(sent('pdf-download')).toHaveLength(1);
    expect(saved).toEqual([]);
  });
});
