import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderFirstPaint } from '../../../first-paint/render-first-paint';
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

const listCalls = () =>
  requests.filter(
    (request) =>
      request.name.startsWith('project/getMyProjectsDashboard') &&
      (request.body as { limit: number }).limit > 0,
  );
const lastListBody = () => listCalls().at(-1)?.body;

/** `count` open projects of the trade user, named Project 01, Project 02 ... */
function seedMany(count: number) {
  for (let index = 1; index <= count; index += 1)
    seedProject(FIXTURE_USERS.trade, {
      projectName: `Project ${String(index).padStart(2, '0')}`,
      lastModifiedAt: new Date(Date.UTC(2024, 0, index)).toISOString(),
    });
}

describe('the dashboard for a trade user', () => {
  it('welcomes them, offers Create a project and lists open projects with a count', async () => {
    seedProject(FIXTURE_USERS.trade, {
      projectName: 'Harbour House',
      projectType: 'healthcare',
      projectLocation: 'VIC',
      opportunityNumber: 'OPP 12',
      projectCreatedDate: '2024-01-05T03:00:00.000Z',
      lastModifiedAt: '2024-02-10T03:00:00.000Z',
    });
    seedProject(FIXTURE_USERS.trade, { projectName: 'Old Mill', status: 'closed' });
    renderBuilder(DASHBOARD);
    const region = screen.getByRole('region', { name: 'My Specifications' });
    expect(document.title).toBe('My Specifications | Specify');
    // The platform serves the page with the same title (its first paint names it).
    const paint = await renderFirstPaint({
      route: 'projectDashboard',
      market: 'au',
      pathname: DASHBOARD,
      search: '',
      getJson: async () => undefined,
      readAction: async () => undefined,
      searchQueries: async () => undefined,
    });
    expect(paint).toEqual({ title: document.title });
    expect(within(region).getByText(/Welcome back, Taylor\./)).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Create a project' })).toHaveAttribute(
      'href',
      '/au/project-builder/create',
    );
    expect(within(region).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Open (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // §2: counts are shown for my, open and completed; an external user's Closed has none.
    expect(screen.getByRole('tab', { name: 'Closed' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(2);
    const list = await screen.findByRole('list', { name: 'Open projects' });
    const row = within(list).getByRole('article', { name: 'Harbour House' });
    expect(within(row).getByRole('link', { name: 'Harbour House' })).toHaveAttribute(
      'href',
      '/au/project-builder/view?projectId=prj-0001',
    );
    const facts = Object.fromEntries(
      within(row)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      'Project type': 'Hospital & Healthcare',
      Location: 'VIC',
      'Project ID': 'OPP 12',
      Created: '05 Jan 2024',
      'Last modified': '10 Feb 2024',
    });
    expect(within(list).queryByText('Old Mill')).not.toBeInTheDocument();
    // External users never ask for the internal calls or see the filters.
    expect(requests.map((request) => request.name)).not.toContain(
      'project/getMyProjectsDashboardV2',
    );
    expect(screen.queryByRole('group', { name: 'Filter projects' })).not.toBeInTheDocument();
  });

  it('counts with limit 0 and offset 0, and lists the open tab with getMyProjectsDashboard', async () => {
    seedProject(FIXTURE_USERS.trade);
    renderBuilder(DASHBOARD);
    await screen.findByRole('list', { name: 'Open projects' });
    expect(requests).toEqual(
      expect.arrayContaining([
        {
          name: 'project/getMyProjectsDashboard',
          body: {
            limit: 0,
            offset: 0,
            status: 'open',
            sortKey: 'lastModifiedAtDesc',
            page: 'dashboard list',
          },
        },
        {
          name: 'project/getMyProjectsDashboard',
          body: {
            limit: 10,
            offset: 0,
            status: 'open',
            sortKey: 'lastModifiedAtDesc',
            page: 'dashboard list',
          },
        },
      ]),
    );
  });

  it('shows the closed projects on Closed, each offering Open instead of Close', async () => {
    seedProject(FIXTURE_USERS.trade, { projectName: 'Harbour House' });
    seedProject(FIXTURE_USERS.trade, { projectName: 'Old Mill', status: 'closed' });
    renderBuilder(DASHBOARD);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Harbour House' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'View',
      'Edit',
      'Clone',
      'Delete',
      'Close',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/au/project-builder/edit?projectId=prj-0001',
    );
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('tab', { name: 'Closed' }));
    const list = await screen.findByRole('list', { name: 'Closed projects' });
    expect(within(list).getByRole('article', { name: 'Old Mill' })).toBeInTheDocument();
    expect(within(list).queryByText('Harbour House')).not.toBeInTheDocument();
    expect(lastListBody()).toMatchObject({ status: 'closed', offset: 0 });
    await user.click(screen.getByRole('button', { name: 'Actions for Old Mill' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'View',
      'Edit',
      'Clone',
      'Delete',
      'Open',
    ]);
  });

  it("says 'No Records Found.' when a tab holds no project", async () => {
    renderBuilder(DASHBOARD);
    expect(await screen.findByText('No Records Found.')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Open (0)' })).toBeInTheDocument();
  });

  it('sorts by the chosen key, newest change first by default, starting again at page 1', async () => {
    seedMany(12);
    renderBuilder(DASHBOARD);
    const user = userEvent.setup();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('lastModifiedAtDesc');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Name (A to Z)',
      'Name (Z to A)',
      'Project ID (A to Z)',
      'Project ID (Z to A)',
      'Location (A to Z)',
      'Location (Z to A)',
      'Date created (oldest first)',
      'Date created (newest first)',
      'Last modified (oldest first)',
      'Last modified (newest first)',
    ]);
    const first = await screen.findByRole('list', { name: 'Open projects' });
    expect(within(first).getAllByRole('article')[0]).toHaveAccessibleName('Project 12');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Open projects' })).getAllByRole('article'),
      ).toHaveLength(12),
    );

    await user.selectOptions(sort, 'Name (A to Z)');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Open projects' })).getAllByRole('article')[0],
      ).toHaveAccessibleName('Project 01'),
    );
    expect(
      within(screen.getByRole('list', { name: 'Open projects' })).getAllByRole('article'),
    ).toHaveLength(10);
    expect(lastListBody()).toMatchObject({ sortKey: 'nameAsc', offset: 0, limit: 10 });
  });

  it('asks for the list once, 300 ms after the last change of sort or tab', async () => {
    jest.useFakeTimers();
    try {
      seedProject(FIXTURE_USERS.trade);
      renderBuilder(DASHBOARD);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await screen.findByRole('list', { name: 'Open projects' });
      const before = listCalls().length;
      await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'nameAsc');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'nameDesc');
      await user.click(screen.getByRole('tab', { name: 'Closed' }));
      expect(screen.getByRole('status')).toHaveTextContent('Loading projects...');
      act(() => jest.advanceTimersByTime(299));
      expect(listCalls()).toHaveLength(before);
      act(() => jest.advanceTimersByTime(1));
      await screen.findByText('No Records Found.');
      expect(
        listCalls()
          .slice(before)
          .map((call) => call.body),
      ).toEqual([expect.objectContaining({ status: 'closed', sortKey: 'nameDesc', offset: 0 })]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('loads ten projects a page with Load more until all are shown', async () => {
    seedMany(23);
    renderBuilder(DASHBOARD);
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Open projects' });
    expect(within(list).getAllByRole('article')).toHaveLength(10);
    expect(screen.getByText('Showing 10 of 23 projects')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 20 of 23 projects')).toBeInTheDocument();
    expect(lastListBody()).toMatchObject({ limit: 10, offset: 10 });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 23 of 23 projects')).toBeInTheDocument();
    expect(lastListBody()).toMatchObject({ limit: 10, offset: 20 });
    expect(within(list).getAllByRole('article')).toHaveLength(23);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads the next page as the end of the list comes within 120 px of the window bottom', async () => {
    const observers: { callback: IntersectionObserverCallback; rootMargin?: string }[] = [];
    class FakeObserver {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, rootMargin: options?.rootMargin });
      }
      observe() {}
      disconnect() {}
    }
    Object.assign(window, { IntersectionObserver: FakeObserver });
    try {
      seedMany(15);
      renderBuilder(DASHBOARD);
      await screen.findByText('Showing 10 of 15 projects');
      const watcher = observers.at(-1)!;
      expect(watcher.rootMargin).toBe('0px 0px 120px 0px');
      act(() =>
        watcher.callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      expect(await screen.findByText('Showing 15 of 15 projects')).toBeInTheDocument();
      expect(lastListBody()).toMatchObject({ offset: 10 });
    } finally {
      Reflect.deleteProperty(window, 'IntersectionObserver');
    }
  });

  it('says the list could not load (and logs why) with a way to try again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      seedProject(FIXTURE_USERS.trade, { projectName: 'Harbour House' });
      server.use(
        http.all(
          '/action/project/getMyProjectsDashboard',
          () => HttpResponse.json({ message: 'down' }, { status: 503 }),
          { once: true },
        ),
      );
      renderBuilder(DASHBOARD);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Your projects could not be loaded.');
      expect(logged).toHaveBeenCalled();
      await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('article', { name: 'Harbour House' })).toBeInTheDocument();
    } finally {
      logged.mockRestore();
    }
  });
});

describe('the dashboard for a visitor', () => {
  it('asks them to sign in or sign up, and lists nothing', async () => {
    const { published } = renderBuilder('/nz/project-builder/', 'visitor');
    const region = screen.getByRole('region', { name: 'My Specifications' });
    expect(
      within(region).getByText(
        'Sign in to see your specifications, or sign up to start your first project.',
      ),
    ).toBeInTheDocument();
    const signIn = within(region).getByRole('link', { name: 'Sign in' });
    const signUp = within(region).getByRole('link', { name: 'Sign up' });
    expect(signIn).toHaveAttribute('href', '/nz/project-builder?login=true');
    expect(signUp).toHaveAttribute('href', '/nz/project-builder?login=true');
    expect(
      within(region).queryByRole('link', { name: 'Create a project' }),
    ).not.toBeInTheDocument();

    await userEvent.click(signIn);
    await userEvent.click(signUp);
    // Sign up opens the dialog on its Sign up tab.
    expect(published['auth:login-requested']).toEqual([
      { returnTo: '/nz/project-builder/', view: 'sign-in' },
      { returnTo: '/nz/project-builder/', view: 'sign-up' },
    ]);
    expect(window.location.pathname).toBe('/nz/project-builder/');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('links a signed-in user to the create route of the market it was mounted for', () => {
    renderBuilder('/nz/project-builder/');
    expect(screen.getByRole('link', { name: 'Create a project' })).toHaveAttribute(
      'href',
      '/nz/project-builder/create',
    );
  });
});
