import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PROJECT_TIMERS } from '@specify/contracts';
import { renderBuilder } from '../../../testing/render-builder';
import {
  FIXTURE_USERS,
  requests,
  seedProject,
  server,
  setUpProjectServer,
} from '../../../testing/project-server';

setUpProjectServer();

const DASHBOARD = '/au/project-builder/';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setUp() {
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

const callsOf = (name: string) =>
  requests.filter((request) => request.name === name).map((request) => request.body);

async function choose(user: ReturnType<typeof userEvent.setup>, project: string, action: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${project}` }));
  await user.click(screen.getByRole('menuitem', { name: action }));
  return screen.getByRole('dialog');
}

describe('the row menu', () => {
  it("deletes after 'Yes, please delete', says so, and after 3 s closes and refreshes", async () => {
    seedProject(FIXTURE_USERS.trade, { projectName: 'Harbour House' });
    seedProject(FIXTURE_USERS.trade, { projectName: 'Bayside Clinic' });
    renderBuilder(DASHBOARD);
    const user = setUp();
    await screen.findByRole('tab', { name: 'Open (2)' });
    const dialog = await choose(user, 'Harbour House', 'Delete');
    expect(dialog).toHaveAccessibleName('Delete project');
    expect(
      within(dialog).getByText('Are you sure you want to delete Harbour House'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Yes, please delete' }));
    expect(await within(dialog).findByText('Project deleted successfully.')).toHaveRole('status');
    expect(callsOf('project/deleteProject')).toEqual([{ id: 'prj-0001', version: 1 }]);
    expect(within(dialog).queryByRole('button', { name: 'Yes, please delete' })).toBeNull();

    act(() => jest.advanceTimersByTime(PROJECT_TIMERS.dialogCloseMs - 1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The deleted row's menu is going away: focus waits in the list instead of on the page.
    expect(screen.getByRole('tabpanel')).toContainElement(document.activeElement as HTMLElement);
    expect(await screen.findByRole('tab', { name: 'Open (1)' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Harbour House' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Bayside Clinic' })).toBeInTheDocument();
  });

  it('closes an open project with the status toggle, and it leaves the Open tab', async () => {
    seedProject(FIXTURE_USERS.trade, { projectName: 'Harbour House' });
    renderBuilder(DASHBOARD);
    const user = setUp();
    const dialog = await choose(user, 'Harbour House', 'Close');
    expect(dialog).toHaveAccessibleName('Close project');
    expect(within(dialog).getByText('Are you sure you want to close Harbour House')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, please close' }));
    expect(await within(dialog).findByText('Project closed successfully.')).toBeInTheDocument();
    expect(callsOf('project/updateProjectStatus')).toEqual([
      { shoppingListId: 'prj-0001', version: 1, fieldName: 'status', status: false },
    ]);
    act(() => jest.advanceTimersByTime(PROJECT_TIMERS.dialogCloseMs));
    expect(await screen.findByText('No Records Found.')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Open (0)' })).toBeInTheDocument();
  });

  it('opens a closed project from the Closed tab', async () => {
    seedProject(FIXTURE_USERS.trade, { projectName: 'Old Mill', status: 'closed' });
    renderBuilder(DASHBOARD);
    const user = setUp();
    await user.click(screen.getByRole('tab', { name: 'Closed' }));
    const dialog = await choose(user, 'Old Mill', 'Open');
    expect(dialog).toHaveAccessibleName('Open project');
    expect(within(dialog).getByText('Are you sure you want to open Old Mill')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, please open' }));
    expect(await within(dialog).findByText('Project opened successfully.')).toBeInTheDocument();
    expect(callsOf('project/updateProjectStatus')).toEqual([
      { shoppingListId: 'prj-0001', version: 1, fieldName: 'status', status: true },
    ]);
    act(() => jest.advanceTimersByTime(PROJECT_TIMERS.dialogCloseMs));
    expect(await screen.findByText('No Records Found.')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Open (1)' })).toBeInTheDocument();
  });

  it('shows a project reopened on Closed back on Open, not the Open list read before', async () => {
    seedProject(FIXTURE_USERS.trade, { projectName: 'Harbour House' });
    seedProject(FIXTURE_USERS.trade, { projectName: 'Bayside Clinic' });
    renderBuilder(DASHBOARD);
    const user = setUp();
    const close = await choose(user, 'Harbour House', 'Close');
    await user.click(within(close).getByRole('button', { name: 'Yes, please close' }));
    await within(close).findByText('Project closed successfully.');
    act(() => jest.advanceTimersByTime(PROJECT_TIMERS.dialogCloseMs));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Harbour House' })).not.toBeInTheDocument(),
    );

    await user.click(screen.getByRole('tab', { name: 'Closed' }));
    const reopen = await choose(user, 'Harbour House', 'Open');
    await user.click(within(reopen).getByRole('button', { name: 'Yes, please open' }));
    await within(reopen).findByText('Project opened successfully.');
    act(() => jest.advanceTimersByTime(PROJECT_TIMERS.dialogCloseMs));

    await user.click(await screen.findByRole('tab', { name: 'Open (2)' }));
    expect(await screen.findByRole('article', { name: 'Harbour House' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Bayside Clinic' })).toBeInTheDocument();
  });

  it("says 'Failed to update project' and why when a close is refused, and keeps the dialog for Cancel or another try", async () => {
    seedProject(FIXTURE_USERS.trade, { projectName: 'Harbour House' });
    server.use(
      http.all(
        '/action/project/updateProjectStatus',
        () =>
          HttpResponse.json(
            {
              isError: true,
              statusCode: 409,
              code: 'error.project.stale',
              message: 'This project was changed somewhere else.',
              error: { message: 'This project was changed somewhere else.' },
            },
            { status: 409 },
          ),
        { once: true },
      ),
    );
    renderBuilder(DASHBOARD);
    const user = setUp();
    const dialog = await choose(user, 'Harbour House', 'Close');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, please close' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Failed to update project: This project was changed somewhere else.',
      ),
    );
    expect(screen.queryByText('Project closed successfully.')).not.toBeInTheDocument();
    // Another try goes through (the refusal answered once).
    await user.click(within(dialog).getByRole('button', { name: 'Yes, please close' }));
    expect(await within(dialog).findByText('Project closed successfully.')).toHaveRole('status');
    expect(within(dialog).getByRole('alert')).toBeEmptyDOMElement();
  });

  it("says 'Failed to delete project' when the project is not found, and Cancel then refreshes the list", async () => {
    seedProject(FIXTURE_USERS.trade, { projectName: 'Harbour House' });
    seedProject(FIXTURE_USERS.trade, { projectName: 'Bayside Clinic' });
    server.use(
      http.all('/action/project/deleteProject', () =>
        HttpResponse.json(
          {
            isError: true,
            statusCode: 404,
            code: 'error.project.notFound',
            message: 'That project was not found.',
            error: { message: 'That project was not found.' },
          },
          { status: 404 },
        ),
      ),
    );
    renderBuilder(DASHBOARD);
    const user = setUp();
    await screen.findByRole('tab', { name: 'Open (2)' });
    const lists = callsOf('project/getMyProjectsDashboard').length;
    const dialog = await choose(user, 'Harbour House', 'Delete');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, please delete' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Failed to delete project: That project was not found.',
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'Yes, please delete' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(callsOf('project/getMyProjectsDashboard').length).toBeGreaterThan(lists),
    );
    expect(screen.getByRole('article', { name: 'Harbour House' })).toBeInTheDocument();
  });

  it('changes nothing on Cancel and gives focus back to the row menu', async () => {
    seedProject(FIXTURE_USERS.trade, { projectName: 'Harbour House' });
    renderBuilder(DASHBOARD);
    const user = setUp();
    const dialog = await choose(user, 'Harbour House', 'Delete');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsOf('project/deleteProject')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Actions for Harbour House' })).toHaveFocus();
  });
});

describe('the clone dialog', () => {
  it('requires a name, clones it trimmed, says so and closes after 3 s', async () => {
    seedProject(FIXTURE_USERS.trade, { projectName: 'Harbour House' });
    renderBuilder(DASHBOARD);
    const user = setUp();
    const dialog = await choose(user, 'Harbour House', 'Clone');
    expect(dialog).toHaveAccessibleName('Clone project');
    const name = within(dialog).getByRole('textbox', { name: 'Specification name' });
    expect(name).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Clone' }));
    expect(name).toHaveAccessibleDescription('Specification name is required.');
    await user.type(name, '   ');
    await user.keyboard('{Enter}');
    expect(name).toHaveAccessibleDescription('Specification name is required.');
    expect(callsOf('project/cloneProject')).toEqual([]);

    await user.type(name, 'Harbour House Stage 2  ');
    await user.click(within(dialog).getByRole('button', { name: 'Clone' }));
    expect(await within(dialog).findByText('Project cloned successfully.')).toHaveRole('status');
    expect(callsOf('project/cloneProject')).toEqual([
      {
        projectName: 'Harbour House Stage 2',
        customerId: 'harness-trade',
        shoppingListId: 'prj-0001',
      },
    ]);
    act(() => jest.advanceTimersByTime(PROJECT_TIMERS.dialogCloseMs - 1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Harbour House Stage 2' })).toBeVisible();
    expect(await screen.findByRole('tab', { name: 'Open (2)' })).toBeInTheDocument();
  });

  it('clones on Enter', async () => {
    // Real timers: nothing here waits on the spec's timers.
    jest.useRealTimers();
    seedProject(FIXTURE_USERS.trade, { projectName: 'Harbour House' });
    renderBuilder(DASHBOARD);
    const user = userEvent.setup();
    const dialog = await choose(user, 'Harbour House', 'Clone');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Specification name' }),
      'Stage 3{Enter}',
    );
    expect(await within(dialog).findByText('Project cloned successfully.')).toBeInTheDocument();
    expect(callsOf('project/cloneProject')).toEqual([
      expect.objectContaining({ projectName: 'Stage 3' }),
    ]);
  });

  it('keeps blocked characters out, strips them from a paste and cuts it to 50', async () => {
    seedProject(FIXTURE_USERS.trade, { projectName: 'Harbour House' });
    renderBuilder(DASHBOARD);
    const user = setUp();
    const dialog = await choose(user, 'Harbour House', 'Clone');
    const name = within(dialog).getByRole('textbox', { name: 'Specification name' });
    expect(name).toHaveAttribute('maxLength', '50');
    await user.type(name, 'Stage #2 (north)!');
    expect(name).toHaveValue('Stage 2 north');

    await user.clear(name);
    await user.paste(`A/B: ${'x'.repeat(30)}, ${'y'.repeat(30)}`);
    expect(name).toHaveValue(`AB ${'x'.repeat(30)} ${'y'.repeat(16)}`);
    expect((name as HTMLInputElement).value).toHaveLength(50);
  });

  it("shows a server error without its 'Error:' for 3 s, then clears it", async () => {
    seedProject(FIXTURE_USERS.trade, { projectName: 'Harbour House' });
    server.use(
      http.all('/action/project/cloneProject', () =>
        HttpResponse.json(
          {
            isError: true,
            statusCode: 400,
            code: 'INVALID_BODY',
            message: 'Error: Specification name may not contain special characters.',
            error: { message: 'Error: Specification name may not contain special characters.' },
          },
          { status: 400 },
        ),
      ),
    );
    renderBuilder(DASHBOARD);
    const user = setUp();
    const dialog = await choose(user, 'Harbour House', 'Clone');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Specification name' }),
      'Copy{Enter}',
    );
    const alert = within(dialog).getByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent(/^Specification name may not contain special characters\.$/),
    );
    act(() => jest.advanceTimersByTime(PROJECT_TIMERS.cloneMessageMs - 1));
    expect(alert).not.toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(1));
    expect(alert).toBeEmptyDOMElement();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Clone' })).toBeEnabled();
  });
});
