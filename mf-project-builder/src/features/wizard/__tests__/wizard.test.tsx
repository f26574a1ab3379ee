import { useEffect } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createEventBus, href } from '@specify/contracts';
import { ActionProvider } from '@specify/ui/api';
import { MessagesProvider } from '../../../i18n/messages';
import type { ProjectTabProps } from '../../../lib/project-tab';
import { searchHandlers } from '../../../testing/search-fixtures';
import { reloadBuilder, renderBuilder, sessionOf } from '../../../testing/render-builder';
import {
  FIXTURE_USERS,
  requests,
  seedProject,
  server,
  setUpProjectServer,
} from '../../../testing/project-server';
import { Wizard } from '../components/wizard';

setUpProjectServer();
// Tab 2 searches the catalogue.
beforeEach(() => server.use(...searchHandlers()));
afterEach(() => window.localStorage.clear());

// The shell starts single-spa, whose patched history tells the router of every pushState with a
// popstate event (navigateToUrl); the remote's tests render without the shell, so this does it.
let pushState: jest.SpyInstance;
beforeAll(() => {
  const push = window.history.pushState.bind(window.history);
  pushState = jest.spyOn(window.history, 'pushState').mockImplementation((...args) => {
    push(...args);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
});
afterAll(() => pushState.mockRestore());

const UNSAVED = 'Changes are not saved. Please save or discard.';
const tab = (name: string) => screen.getByRole('tab', { name });
const sent = (name: string) => requests.filter((request) => request.name === name);

async function openEdit(projectName = 'Harbour House') {
  const project = seedProject(FIXTURE_USERS.trade, { projectName });
  const user = userEvent.setup();
  const view = renderBuilder(`/au/project-builder/edit?projectId=${project.id}`);
  await screen.findByLabelText('Project name');
  return { user, project, ...view };
}

describe('the wizard frame', () => {
  it('keeps tabs 2 to 4 disabled until the project exists', async () => {
    renderBuilder('/au/project-builder/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Project' })).toBeVisible();
    expect(document.title).toBe('Create Project | Specify');
    const tabs = within(screen.getByRole('tablist', { name: 'Project steps' })).getAllByRole('tab');
    expect(tabs.map((item) => item.textContent)).toEqual([
      '1Project details',
      '2Add products',
      '3View products',
      '4Preview',
    ]);
    expect(tab('Project details')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Add products')).toBeDisabled();
    expect(tab('View products')).toBeDisabled();
    expect(tab('Preview')).toBeDisabled();
    expect(screen.getByRole('tabpanel', { name: 'Project details' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Project details' })).toBeVisible();
  });

  it('edit opens on tab 1 titled Edit Project; every tab shows the project, tab 4 its summary', async () => {
    const { user } = await openEdit('Bay Apartments');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Project' })).toBeVisible();
    expect(document.title).toBe('Edit Project: Bay Apartments | Specify');
    expect(tab('Project details')).toHaveAttribute('aria-selected', 'true');
    await user.click(tab('Add products'));
    // The product search loads when its tab is first opened.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Add products to Bay Apartments' }),
    ).toBeVisible();
    await user.click(tab('View products'));
    expect(screen.getByRole('heading', { level: 2, name: 'Bay Apartments' })).toBeVisible();
    await user.click(tab('Preview'));
    expect(
      within(screen.getByRole('tabpanel', { name: 'Preview' })).getByRole('heading', {
        level: 2,
        name: 'Bay Apartments',
      }),
    ).toBeVisible();
  });

  it('moves between tabs with the arrow keys and selects with Enter', async () => {
    const { user } = await openEdit();
    tab('Project details').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Add products')).toHaveFocus();
    expect(tab('Project details')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}{Enter}');
    expect(tab('Preview')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('Project details')).toHaveFocus();
  });

  it('view mode opens on tab 3, and tab 1 is read-only', async () => {
    const project = seedProject(FIXTURE_USERS.trade, {
      projectName: 'Quay House',
      roomLabels: ['Laundry 1'],
    });
    const user = userEvent.setup();
    renderBuilder(`/au/project-builder/view?projectId=${project.id}`);
    expect(await screen.findByRole('tab', { name: 'View products', selected: true })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'View Project' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Quay House' })).toBeVisible();
    await user.click(tab('Project details'));
    expect(screen.getByLabelText('Project name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Specifier')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Project type')).toBeDisabled();
    expect(screen.getByLabelText('Project location')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Laundry', pressed: true })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease Laundry' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save & Continue' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Add a custom room')).not.toBeInTheDocument();
  });

  it('says so when the project cannot be opened, with a way back', async () => {
    renderBuilder('/au/project-builder/edit?projectId=prj-none');
    expect(await screen.findByText('That project was not found.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to projects' })).toHaveAttribute(
      'href',
      href('projectDashboard', 'au'),
    );
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers to try again when the project could not be read', async () => {
    const project = seedProject(FIXTURE_USERS.trade, { projectName: 'Quay House' });
    server.use(
      http.all('/action/project/getProjectById', () => HttpResponse.error(), { once: true }),
    );
    const user = userEvent.setup();
    renderBuilder(`/au/project-builder/edit?projectId=${project.id}`);
    expect(
      await screen.findByText(
        'You appear to be offline. Please check your internet connection and try again.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Project name')).toHaveValue('Quay House');
  });
});

describe('unsaved changes', () => {
  it('asks before another tab; close stays, Discard changes goes on without saving', async () => {
    const { user } = await openEdit();
    const name = screen.getByLabelText('Project name');
    await user.type(name, ' Two');
    await user.click(tab('View products'));
    const dialog = await screen.findByRole('dialog', { name: UNSAVED });
    expect(within(dialog).getByRole('button', { name: 'Save and continue' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tab('Project details')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Project name')).toHaveValue('Harbour House Two');

    await user.click(tab('View products'));
    await user.click(
      within(await screen.findByRole('dialog', { name: UNSAVED })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    expect(tab('View products')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Harbour House' })).toBeVisible();
    expect(sent('project/updateProjectStatus')).toHaveLength(0);
    await user.click(tab('Project details'));
    expect(screen.getByLabelText('Project name')).toHaveValue('Harbour House');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no serious or critical axe finding with the modal open', async () => {
    const { default: axe } = await import('axe-core');
    // jsdom has no canvas (axe's icon-ligature check asks for one and copes without).
    const canvas = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const { user } = await openEdit();
    await user.type(screen.getByLabelText('Project name'), ' Two');
    await user.click(tab('Preview'));
    await screen.findByRole('dialog', { name: UNSAVED });
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    canvas.mockRestore();
    expect(
      results.violations
        .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
        .map((violation) => `${violation.id}: ${violation.nodes[0]?.html ?? ''}`),
    ).toEqual([]);
  });

  it('Save and continue saves the form, then opens the tab asked for', async () => {
    const { user, project } = await openEdit();
    await user.type(screen.getByLabelText('Project name'), ' Two');
    await user.click(tab('Preview'));
    await user.click(
      within(await screen.findByRole('dialog', { name: UNSAVED })).getByRole('button', {
        name: 'Save and continue',
      }),
    );
    expect(await screen.findByRole('tab', { name: 'Preview', selected: true })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Harbour House Two' })).toBeVisible();
    expect(sent('project/updateProjectStatus')[0]?.body).toEqual({
      shoppingListId: project.id,
      version: 1,
      items: { projectName: 'Harbour House Two', status: 'open' },
    });
  });

  it('Save and continue with a form that does not pass stays on it with the errors', async () => {
    const { user } = await openEdit();
    await user.clear(screen.getByLabelText('Project name'));
    await user.click(tab('View products'));
    await user.click(
      within(await screen.findByRole('dialog', { name: UNSAVED })).getByRole('button', {
        name: 'Save and continue',
      }),
    );
    expect(await screen.findByText('Project name is required.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tab('Project details')).toHaveAttribute('aria-selected', 'true');
    expect(sent('project/updateProjectStatus')).toHaveLength(0);
  });

  it('asks before a link out of the wizard, and follows it on Discard changes', async () => {
    const { user } = await openEdit();
    await user.type(screen.getByLabelText('Project name'), '!x');
    await user.click(screen.getByRole('link', { name: 'Projects' }));
    const dialog = await screen.findByRole('dialog', { name: UNSAVED });
    expect(window.location.pathname).toBe('/au/project-builder/edit');
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(window.location.pathname).toBe(href('projectDashboard', 'au')));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Specifications' }),
    ).toBeVisible();
  });

  it('lets the browser prompt on unload while changes are unsaved, and only then', async () => {
    const { user } = await openEdit();
    // jsdom has no BeforeUnloadEvent: an event with its string returnValue stands in.
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      Object.defineProperty(event, 'returnValue', { value: '', writable: true });
      window.dispatchEvent(event);
      return event as BeforeUnloadEvent;
    };
    expect(unload().defaultPrevented).toBe(false);
    await user.type(screen.getByLabelText('Project name'), 'x');
    const asked = unload();
    expect(asked.defaultPrevented).toBe(true);
    expect(asked.returnValue).toBe('You have unsaved changes. Do you want to leave?');
    await user.type(screen.getByLabelText('Project name'), '{Backspace}');
    expect(unload().defaultPrevented).toBe(false);
  });

  it("asks for a tab screen's own unsaved edits (setUnsaved) and runs its save", async () => {
    const project = seedProject(FIXTURE_USERS.trade, { projectName: 'Harbour House' });
    const save = jest.fn(async () => true);
    function EditingTab({ setUnsaved }: ProjectTabProps) {
      useEffect(() => setUnsaved(save), [setUnsaved]);
      return <p>Quantities being edited</p>;
    }
    const user = userEvent.setup();
    // A fresh entry at the view route: no tab left in its state.
    window.history.pushState(null, '', `/au/project-builder/view?projectId=${project.id}`);
    render(
      <MessagesProvider market="au">
        <ActionProvider market="au">
          <Wizard
            mode="view"
            projectId={project.id}
            market="au"
            bus={createEventBus()}
            session={sessionOf(FIXTURE_USERS.trade)}
            config={{ environment: 'test', remotes: {}, loadTimeoutMs: 5000 }}
            renderTab1={() => <p>Details</p>}
            renderTab2={() => <p>Products</p>}
            renderTab3={(props) => <EditingTab {...props} />}
            renderTab4={() => <p>Preview</p>}
          />
        </ActionProvider>
      </MessagesProvider>,
    );
    expect(await screen.findByText('Quantities being edited')).toBeVisible();
    await user.click(tab('Add products'));
    await user.click(
      within(await screen.findByRole('dialog', { name: UNSAVED })).getByRole('button', {
        name: 'Save and continue',
      }),
    );
    expect(await screen.findByText('Products')).toBeVisible();
    expect(save).toHaveBeenCalledTimes(1);
  });
});

describe('a new project, once saved', () => {
  async function createProject() {
    const user = userEvent.setup();
    const view = renderBuilder('/au/project-builder/create');
    await user.type(await screen.findByLabelText('Project name'), 'Harbour House');
    await user.selectOptions(screen.getByLabelText('Project type'), 'Hotels');
    await user.selectOptions(screen.getByLabelText('Project location'), 'QLD');
    await user.click(screen.getByRole('button', { name: 'Powder Room' }));
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    await screen.findByRole('tab', { name: 'Add products', selected: true });
    return { user, ...view };
  }

  it('is edited from then on: the URL becomes edit?projectId and the title Edit Project, on the same tab', async () => {
    const history = window.history.length;
    await createProject();
    await waitFor(() => expect(window.location.pathname).toBe('/au/project-builder/edit'));
    const id = new URLSearchParams(window.location.search).get('projectId') ?? '';
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      href('projectEdit', 'au', undefined, { projectId: id }),
    );
    expect(id).toMatch(/\S/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Project' })).toBeVisible();
    expect(tab('Add products')).toHaveAttribute('aria-selected', 'true');
    // The create route's entry was replaced: Back does not return to an empty form.
    expect(window.history.length).toBe(history + 1);
    expect(sent('project/createShoppingList')).toHaveLength(1);
  });

  it('comes back after a reload: the project, and the tab it was left on', async () => {
    const { user, unmount } = await createProject();
    await user.click(tab('View products'));
    await waitFor(() => expect(window.location.pathname).toBe('/au/project-builder/edit'));
    unmount();

    reloadBuilder();
    expect(await screen.findByRole('tab', { name: 'View products', selected: true })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Harbour House' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Project' })).toBeVisible();
  });

  it('a link to edit opens on tab 1 whatever tab another visit was left on', async () => {
    const { user, unmount } = await createProject();
    await user.click(tab('View products'));
    await waitFor(() => expect(window.location.pathname).toBe('/au/project-builder/edit'));
    const link = `${window.location.pathname}${window.location.search}`;
    unmount();

    renderBuilder(link);
    expect(
      await screen.findByRole('tab', { name: 'Project details', selected: true }),
    ).toBeVisible();
    expect(screen.getByLabelText('Project name')).toHaveValue('Harbour House');
  });

  it('the create route starts empty, with tabs 2 to 4 disabled, for the next project', async () => {
    const { unmount } = await createProject();
    unmount();
    renderBuilder('/au/project-builder/create');
    expect(await screen.findByLabelText('Project name')).toHaveValue('');
    expect(screen.getByRole('heading', { level: 1, name: 'Create Project' })).toBeVisible();
    expect(tab('Add products')).toBeDisabled();
  });
});

describe('the tab screens the route composes', () => {
  it('tab 2 searches and offers the SKU-list upload; tab 3 reviews the rooms', async () => {
    const { user } = await openEdit('Bay Apartments');
    await user.click(tab('Add products'));
    expect(await screen.findByRole('list', { name: 'Products' })).toBeVisible();
    expect(screen.getByRole('link', { name: /See Example/ })).toBeVisible();
    await user.click(tab('View products'));
    expect(
      await screen.findByText('You have not added any products to this project yet.'),
    ).toBeVisible();
  });
});
