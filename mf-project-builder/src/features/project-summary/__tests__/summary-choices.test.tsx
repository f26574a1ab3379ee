import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderTab } from '../../../testing/render-tab';
import {
  FIXTURE_USERS,
  requests,
  seedProject,
  server,
  setUpProjectServer,
} from '../../../testing/project-server';
import { SummaryTab } from '../components/summary-tab';
import { bimChoiceKey } from '../model/bim-choice';

setUpProjectServer();
afterEach(() => window.sessionStorage.clear());

function seedMixer(changes = {}) {
  return seedProject(FIXTURE_USERS.trade, { projectName: 'Bay Apartments', ...changes }, [
    { sku: 'BM-100-CP', roomName: 'Kitchen 1', quantity: 2, roomNotes: '' },
  ]);
}

const saves = () =>
  requests
    .filter((request) => request.name === 'project/updateProjectStatus')
    .map((request) => request.body);
const mixer = () => screen.getByRole('article', { name: 'Kinnear Basin Mixer' });

describe('the template choice and the PDF toggles', () => {
  it("'Show prices on PDF' saves at once and hides the prices; each save goes with the version the last one gave", async () => {
    const user = userEvent.setup();
    // The platform answers only when the test lets it, so the second toggle comes before the
    // first save's answer.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.post('/action/project/updateProjectStatus', () => answered));
    const project = seedMixer();
    const { changes } = renderTab(SummaryTab, { project });

    const prices = screen.getByRole('checkbox', { name: 'Show prices on PDF' });
    expect(prices).toBeChecked();
    await user.click(prices);
    expect(prices).not.toBeChecked();
    expect(within(mixer()).queryByText('RRP')).not.toBeInTheDocument();
    await user.click(prices);
    answer();

    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()).toEqual([
      { shoppingListId: project.id, version: 1, fieldName: 'showPricesOnPdf', status: false },
      { shoppingListId: project.id, version: 2, fieldName: 'showPricesOnPdf', status: true },
    ]);
    await waitFor(() => expect(changes.at(-1)?.version).toBe(3));
    expect(changes.at(-1)?.showPricesOnPdf).toBe(true);
    expect(within(mixer()).getByText('RRP')).toBeVisible();
  });

  it("'Show BIM files on PDF' saves at once, hides the BIM files and is kept for the session", async () => {
    const user = userEvent.setup();
    const project = seedMixer();
    renderTab(SummaryTab, { project });

    const bim = screen.getByRole('checkbox', { name: 'Show BIM files on PDF' });
    expect(bim).toBeChecked();
    expect(within(mixer()).getByRole('link', { name: 'Revit (RFA)' })).toBeVisible();
    await user.click(bim);

    expect(within(mixer()).queryByRole('link', { name: 'Revit (RFA)' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(bimChoiceKey(project.id))).toBe('false');
    await waitFor(() =>
      expect(saves()).toEqual([
        { shoppingListId: project.id, version: 1, fieldName: 'showBimFilesOnPdf', status: false },
      ]),
    );
  });

  it('on reload the BIM choice kept for the session wins over the saved one', () => {
    // Saved on (the default), but turned off earlier in this session.
    const project = seedMixer({ showBimFilesOnPdf: true });
    window.sessionStorage.setItem(bimChoiceKey(project.id), 'false');
    renderTab(SummaryTab, { project });

    expect(screen.getByRole('checkbox', { name: 'Show BIM files on PDF' })).not.toBeChecked();
    expect(within(mixer()).queryByRole('link', { name: 'Revit (RFA)' })).not.toBeInTheDocument();
  });

  it("without a kept choice the saved one applies, another project's kept choice aside", () => {
    const other = seedMixer();
    window.sessionStorage.setItem(bimChoiceKey(other.id), 'true');
    renderTab(SummaryTab, { project: seedMixer({ showBimFilesOnPdf: false }) });

    expect(screen.getByRole('checkbox', { name: 'Show BIM files on PDF' })).not.toBeChecked();
  });

  it('choosing Landscape shows the summary table and saves showLandscape on the project', async () => {
    const user = userEvent.setup();
    const project = seedMixer();
    renderTab(SummaryTab, { project });

    await user.click(screen.getByRole('radio', { name: 'Landscape' }));

    expect(screen.getByRole('table', { name: 'Product summary' })).toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(saves()).toEqual([
        { shoppingListId: project.id, version: 1, fieldName: 'showLandscape', status: true },
      ]),
    );
    await user.click(screen.getByRole('radio', { name: 'Portrait' }));
    expect(screen.getByRole('article', { name: 'Kinnear Basin Mixer' })).toBeVisible();
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]).toEqual({
      shoppingListId: project.id,
      version: 2,
      fieldName: 'showLandscape',
      status: false,
    });
  });

  it('a failed save is only logged: the choice stays on the screen', async () => {
    const user = userEvent.setup();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post('/action/project/updateProjectStatus', () =>
        HttpResponse.json(
          { isError: true, statusCode: 500, code: 'INTERNAL', message: 'Down', error: {} },
          { status: 500 },
        ),
      ),
    );
    renderTab(SummaryTab, { project: seedMixer() });

    await user.click(screen.getByRole('checkbox', { name: 'Show prices on PDF' }));

    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        expect.stringContaining('Saving showPricesOnPdf'),
        expect.anything(),
      ),
    );
    expect(screen.getByRole('checkbox', { name: 'Show prices on PDF' })).not.toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
  });

  it('in view mode the choices change the summary but nothing is saved', async () => {
    const user = userEvent.setup();
    renderTab(SummaryTab, { project: seedMixer(), readOnly: true });

    await user.click(screen.getByRole('checkbox', { name: 'Show prices on PDF' }));
    await user.click(screen.getByRole('radio', { name: 'Landscape' }));

    expect(screen.getByRole('table', { name: 'Product summary' })).not.toHaveTextContent('RRP');
    await act(async () => undefined);
    expect(saves()).toEqual([]);
  });
});

describe('the buttons', () => {
  it('Back to products returns to tab 2', async () => {
    const user = userEvent.setup();
    const { tabs } = renderTab(SummaryTab, { project: seedMixer() });

    await user.click(screen.getByRole('button', { name: 'Back to products' }));

    expect(tabs).toEqual([2]);
  });

  it('Print prints the page, on A4 in the orientation of the chosen template', async () => {
    const user = userEvent.setup();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { bus } = renderTab(SummaryTab, { project: seedMixer() });
    const events: unknown[] = [];
    bus.subscribe('analytics:event', (event) => events.push(event));
    const pageRule = () => document.querySelector('[data-builder-summary] style')?.textContent;

    expect(pageRule()).toContain('size: A4 portrait');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(events).toEqual([
      { event: 'print', params: expect.objectContaining({ content_type: 'project' }) },
    ]);

    await user.click(screen.getByRole('radio', { name: 'Landscape' }));
    expect(pageRule()).toContain('size: A4 landscape');
    print.mockRestore();
  });

  it('places the exports given to it: Save on the cover, the rest in the toolbar, with the choices made', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    renderTab(SummaryTab, {
      project: seedMixer(),
      extra: {
        renderSave: (context) => (
          <button
            type="button"
            onClick={() => seen.push(`save ${context.template} ${context.showPrices}`)}
          >
            Save
          </button>
        ),
        renderExportBar: (context) => (
          <button
            type="button"
            onClick={() =>
              seen.push(`excel ${context.project.projectName} ${context.showBimFiles}`)
            }
          >
            Export to Excel
          </button>
        ),
      },
    });

    const cover = screen
      .getByRole('heading', { level: 2, name: 'Bay Apartments' })
      .closest('header');
    expect(cover).toContainElement(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('group', { name: 'Summary options' }).parentElement).toContainElement(
      screen.getByRole('button', { name: 'Export to Excel' }),
    );
    await user.click(screen.getByRole('radio', { name: 'Landscape' }));
    await user.click(screen.getByRole('checkbox', { name: 'Show BIM files on PDF' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));

    expect(seen).toEqual(['save landscape true', 'excel Bay Apartments false']);
  });
});
