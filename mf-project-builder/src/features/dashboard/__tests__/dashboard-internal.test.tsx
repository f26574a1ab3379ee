import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBuilder } from '../../../testing/render-builder';
import {
  FIXTURE_USERS,
  requests,
  seedProject,
  setUpProjectServer,
} from '../../../testing/project-server';
import { endOfDayIso, startOfDayIso, today } from '../model/date-range';

setUpProjectServer();

const DASHBOARD = '/au/project-builder/';

const callsOf = (name: string) => requests.filter((request) => request.name === name);
const lastList = () =>
  requests
    .filter(
      (request) =>
        request.name.startsWith('project/getMyProjectsDashboard') &&
        (request.body as { limit: number }).limit > 0,
    )
    .at(-1);

function seedBoth() {
  seedProject(FIXTURE_USERS.internal, { projectName: 'Ingrid Plan', projectType: 'office' });
  seedProject(FIXTURE_USERS.trade, {
    projectName: 'Harbour House',
    projectType: 'healthcare',
    projectCreatedDate: new Date(2024, 0, 8, 12).toISOString(),
  });
  seedProject(FIXTURE_USERS.trade, {
    projectName: 'Bayside Clinic',
    projectType: 'office',
    projectCreatedDate: new Date(2024, 0, 20, 12).toISOString(),
  });
  seedProject(FIXTURE_USERS.trade, { projectName: 'Old Mill', status: 'closed' });
}

const listNamed = (name: string) => screen.findByRole('list', { name });
const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 2 })
    .map((title) => title.textContent);

describe('the dashboard for an internal user', () => {
  it('has tabs my, open and completed with counts, my first, listed by the right call', async () => {
    seedBoth();
    renderBuilder(DASHBOARD, 'internal');
    const user = userEvent.setup();
    expect(await screen.findByRole('tab', { name: 'My projects (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('tab', { name: 'Open (3)' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Completed (1)' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(titles(await listNamed('My projects'))).toEqual(['Ingrid Plan']);
    expect(lastList()).toEqual({
      name: 'project/getMyProjectsDashboard',
      body: expect.objectContaining({ status: 'my', limit: 10, offset: 0 }),
    });
    // Counts: tab my by the first call, open and completed by V2, each limit 0 offset 0.
    const counts = requests
      .filter((request) => (request.body as { limit?: number }).limit === 0)
      .map((request) => [request.name, (request.body as { status: string }).status]);
    expect(counts).toEqual(
      expect.arrayContaining([
        ['project/getMyProjectsDashboard', 'my'],
        ['project/getMyProjectsDashboardV2', 'open'],
        ['project/getMyProjectsDashboardV2', 'completed'],
      ]),
    );

    await user.click(screen.getByRole('tab', { name: 'Open (3)' }));
    const open = await listNamed('Open projects');
    expect(titles(open)).toHaveLength(3);
    expect(lastList()?.name).toBe('project/getMyProjectsDashboardV2');
    const row = within(open).getByRole('article', { name: 'Harbour House' });
    expect(within(row).getByText('Owner').nextElementSibling).toHaveTextContent('Taylor Trade');

    await user.click(screen.getByRole('tab', { name: 'Completed (1)' }));
    expect(titles(await listNamed('Completed projects'))).toEqual(['Old Mill']);
    expect(lastList()).toEqual({
      name: 'project/getMyProjectsDashboardV2',
      body: expect.objectContaining({ status: 'completed' }),
    });
  });

  it('suggests users for 2 characters or more, 400 ms after the typing stops', async () => {
    jest.useFakeTimers();
    try {
      seedBoth();
      renderBuilder(DASHBOARD, 'internal');
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const field = screen.getByRole('combobox', { name: 'User' });
      await user.type(field, 'T');
      act(() => jest.advanceTimersByTime(1000));
      expect(callsOf('project/suggestUserNames')).toEqual([]);

      await user.type(field, 'ayl');
      act(() => jest.advanceTimersByTime(399));
      expect(callsOf('project/suggestUserNames')).toEqual([]);
      act(() => jest.advanceTimersByTime(1));
      const option = await screen.findByRole('option', { name: 'Taylor Trade' });
      expect(callsOf('project/suggestUserNames')).toEqual([
        { name: 'project/suggestUserNames', body: { query: 'Tayl' } },
      ]);
      expect(field).toHaveAttribute('aria-expanded', 'true');
      expect(option).toBeVisible();
    } finally {
      jest.useRealTimers();
    }
  });

  it("says 'No user found' when nobody matches", async () => {
    renderBuilder(DASHBOARD, 'internal');
    const field = screen.getByRole('combobox', { name: 'User' });
    await userEvent.type(field, 'zz');
    expect(await screen.findByText('No user found')).toBeInTheDocument();
    expect(callsOf('project/suggestUserNames')).toEqual([
      { name: 'project/suggestUserNames', body: { query: 'zz' } },
    ]);
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('filters by a chosen user: someone else moves the list to open and leaves my empty', async () => {
    seedBoth();
    renderBuilder(DASHBOARD, 'internal');
    const user = userEvent.setup();
    await listNamed('My projects');
    const field = screen.getByRole('combobox', { name: 'User' });
    await user.type(field, 'Tayl');
    await screen.findByRole('option', { name: 'Taylor Trade' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field).toHaveValue('Taylor Trade');

    expect(await screen.findByRole('tab', { name: 'Open (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('tab', { name: 'My projects (0)' })).toBeInTheDocument();
    expect(titles(await listNamed('Open projects'))).toEqual(
      expect.arrayContaining(['Harbour House', 'Bayside Clinic']),
    );
    expect(lastList()).toEqual({
      name: 'project/getMyProjectsDashboardV2',
      body: expect.objectContaining({ status: 'open', userDetails: ['harness-trade'], offset: 0 }),
    });

    const before = requests.length;
    await user.click(screen.getByRole('tab', { name: 'My projects (0)' }));
    expect(await screen.findByText('No Records Found.')).toBeInTheDocument();
    expect(requests.slice(before).map((request) => request.name)).not.toContain(
      'project/getMyProjectsDashboard',
    );
  });

  it('keeps tab my for a user filter naming the signed-in user', async () => {
    seedBoth();
    renderBuilder(DASHBOARD, 'internal');
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'User' }), 'Ingrid');
    await user.click(await screen.findByRole('option', { name: 'Ingrid Internal' }));
    await waitFor(() =>
      expect(lastList()?.body).toMatchObject({ status: 'my', userDetails: ['harness-internal'] }),
    );
    expect(screen.getByRole('tab', { name: /^My projects/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(titles(await listNamed('My projects'))).toEqual(['Ingrid Plan']);
  });

  it('filters by project type with the metadata labels', async () => {
    seedBoth();
    renderBuilder(DASHBOARD, 'internal');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: /^Open/ }));
    const type = screen.getByRole('combobox', { name: 'Project type' });
    await screen.findByRole('option', { name: 'Hospital & Healthcare' });
    expect(type).toHaveValue('');
    expect(within(type).getAllByRole('option')[0]).toHaveTextContent('All project types');
    // (user-event matches an option by value or markup, where & is &amp;.)
    await user.selectOptions(type, 'healthcare');
    await waitFor(() =>
      expect(lastList()?.body).toMatchObject({
        status: 'open',
        projectTypeDetails: ['healthcare'],
        offset: 0,
      }),
    );
    await waitFor(async () =>
      expect(titles(await listNamed('Open projects'))).toEqual(['Harbour House']),
    );
    expect(await screen.findByRole('tab', { name: 'Open (1)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(async () => expect(titles(await listNamed('Open projects'))).toHaveLength(3));
    expect(type).toHaveValue('');
  });

  it('filters by a date range from the start of its first day to the end of its last', async () => {
    seedBoth();
    renderBuilder(DASHBOARD, 'internal');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: /^Open/ }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(from).toHaveAttribute('max', today());

    await user.type(from, '2024-01-05');
    await user.type(to, '2024-01-10');
    await waitFor(() =>
      expect(lastList()?.body).toMatchObject({
        startDate: startOfDayIso('2024-01-05'),
        endDate: endOfDayIso('2024-01-10'),
        offset: 0,
      }),
    );
    await waitFor(async () =>
      expect(titles(await listNamed('Open projects'))).toEqual(['Harbour House']),
    );
    expect(to).toHaveAttribute('min', '2024-01-05');
  });

  it('refuses a start after today and an end before the start; a later start clears the end', async () => {
    renderBuilder(DASHBOARD, 'internal');
    const user = userEvent.setup();
    await screen.findByText('No Records Found.');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');

    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    await user.type(from, today(tomorrow));
    expect(from).toHaveAccessibleDescription('The start date cannot be after today.');

    await user.clear(from);
    await user.type(from, '2024-01-10');
    expect(from).not.toHaveAccessibleDescription();
    await user.type(to, '2024-01-05');
    expect(to).toHaveAccessibleDescription('The end date cannot be before the start date.');
    await user.clear(to);
    await user.type(to, '2024-01-20');
    expect(to).not.toHaveAccessibleDescription();
    await waitFor(() =>
      expect(lastList()?.body).toMatchObject({
        startDate: startOfDayIso('2024-01-10'),
        endDate: endOfDayIso('2024-01-20'),
      }),
    );
    const sent = requests.map(
      (request) => request.body as { startDate?: string; endDate?: string },
    );
    expect(sent.some((body) => body.endDate === endOfDayIso('2024-01-05'))).toBe(false);
    expect(sent.some((body) => body.startDate === startOfDayIso(today(tomorrow)))).toBe(false);

    await user.clear(from);
    await user.type(from, '2024-01-25');
    expect(to).toHaveValue('');
    await waitFor(() =>
      expect(lastList()?.body).toMatchObject({ startDate: startOfDayIso('2024-01-25') }),
    );
    expect(lastList()?.body).not.toHaveProperty('endDate');
  });

  it('closes another user’s project from the row menu, and its row then names who changed it', async () => {
    seedBoth();
    renderBuilder(DASHBOARD, 'internal');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Open (3)' }));
    const row = await screen.findByRole('article', { name: 'Harbour House' });
    expect(within(row).queryByText('Last modified by')).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Actions for Harbour House' }));
    await user.click(screen.getByRole('menuitem', { name: 'Close' }));
    const dialog = screen.getByRole('dialog', { name: 'Close project' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, please close' }));
    expect(await within(dialog).findByText('Project closed successfully.')).toHaveRole('status');
    expect(within(dialog).getByRole('alert')).toBeEmptyDOMElement();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(await screen.findByRole('tab', { name: 'Completed (2)' }));
    const closed = await screen.findByRole('article', { name: 'Harbour House' });
    const changedBy = within(closed).getByText('Last modified by');
    expect(changedBy.nextElementSibling).toHaveTextContent('Ingrid Internal');
    expect(within(closed).getByText('Owner').nextElementSibling).toHaveTextContent('Taylor Trade');
  });
});
