import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PROJECT_TIMERS } from '@specify/contracts';
import { searchHandlers } from '../../../testing/search-fixtures';
import { renderBuilder } from '../../../testing/render-builder';
import {
  FIXTURE_USERS,
  requests,
  seedProject,
  server,
  setUpProjectServer,
} from '../../../testing/project-server';
import { handleAction } from '../../../testing/project-store';

setUpProjectServer();
// Tab 2 searches the catalogue.
beforeEach(() => server.use(...searchHandlers()));
afterEach(() => window.localStorage.clear());

type User = ReturnType<typeof userEvent.setup>;

async function openCreate(as: 'trade' | 'internal' = 'trade', market: 'au' | 'nz' = 'au') {
  const user = userEvent.setup();
  const view = renderBuilder(`/${market}/project-builder/create`, as);
  await screen.findByRole('heading', { level: 1, name: 'Create Project' });
  return { user, ...view };
}

async function fillRequired(user: User) {
  await user.type(screen.getByLabelText('Project name'), 'Harbour House');
  await user.selectOptions(screen.getByLabelText('Project type'), 'Multi-residential');
  await user.selectOptions(screen.getByLabelText('Project location'), 'NSW');
}

const saveButton = () => screen.getByRole('button', { name: 'Save & Continue' });
const sent = (name: string) => requests.filter((request) => request.name === name);

describe('Project details (tab 1)', () => {
  it('creates a project: fills the form, picks rooms, saves and opens tab 2', async () => {
    const { user } = await openCreate();
    expect(screen.getByRole('tab', { name: 'Add products' })).toBeDisabled();
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Project ID/), 'OPP-42');
    expect(screen.getByLabelText('Specifier')).toHaveValue('Taylor Trade');
    expect(screen.getByLabelText(/^Project version/)).toHaveValue('Version 1');
    await user.click(screen.getByRole('button', { name: 'Kitchen', pressed: false }));
    await user.click(screen.getByRole('button', { name: 'Increase Kitchen' }));
    await user.click(screen.getByRole('button', { name: 'Laundry' }));
    await user.click(saveButton());

    expect(await screen.findByRole('tab', { name: 'Add products', selected: true })).toBeEnabled();
    // Focus moves to the new tab's heading once it has rendered.
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 2, name: 'Add products to Harbour House' }),
      ).toHaveFocus(),
    );
    expect(sent('project/createShoppingList')).toEqual([
      {
        name: 'project/createShoppingList',
        body: {
          projectDetails: {
            projectName: 'Harbour House',
            projectType: 'multi-res',
            projectStatus: 'open',
            projectLocation: 'NSW',
            opportunityNumber: 'OPP-42',
            projectVersion: 'Version 1',
          },
          selectedRoomDetails: [
            { roomName: 'Kitchen', count: 2, value: [1, 2] },
            { roomName: 'Laundry', count: 1, value: [1] },
          ],
          specifierDetails: { username: 'Taylor Trade' },
        },
      },
    ]);
    expect(screen.getByRole('tab', { name: 'View products' })).toBeEnabled();
    expect(screen.getByRole('tab', { name: 'Preview' })).toBeEnabled();
  });

  it('names every missing required field and sends nothing', async () => {
    const { user } = await openCreate();
    await user.clear(screen.getByLabelText('Specifier'));
    await user.click(saveButton());
    expect(await screen.findByText('Project name is required.')).toBeInTheDocument();
    expect(screen.getByText('Project type is required.')).toBeInTheDocument();
    expect(screen.getByText('Project location is required.')).toBeInTheDocument();
    expect(screen.getByText('Specifier is required.')).toBeInTheDocument();
    expect(screen.getByText('Select at least one room.')).toBeInTheDocument();
    expect(screen.getByLabelText('Project name')).toHaveFocus();
    expect(screen.getByLabelText('Project name')).toHaveAccessibleDescription(
      'Project name is required.',
    );
    expect(sent('project/createShoppingList')).toHaveLength(0);

    // Once checked, a field is checked again as it changes.
    await user.type(screen.getByLabelText('Project name'), 'A');
    expect(screen.queryByText('Project name is required.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Alfresco' }));
    expect(screen.queryByText('Select at least one room.')).not.toBeInTheDocument();
  });

  it('offers the locations of the market', async () => {
    await openCreate('trade', 'nz');
    const options = within(screen.getByLabelText('Project location')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Select a project location',
      'North Island',
      'South Island',
    ]);
  });

  it('takes the project types and their labels from getProjectMetadata', async () => {
    server.use(
      http.all('/action/project/getProjectMetadata', () =>
        HttpResponse.json({
          Code: 'SUCCESS',
          EnumFields: { projectType: [{ value: 'hotel', label: 'Hotels and resorts' }] },
        }),
      ),
    );
    await openCreate();
    expect(await screen.findByRole('option', { name: 'Hotels and resorts' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Aged Care' })).not.toBeInTheDocument();
  });

  it('strips the blocked characters as they are typed and pasted, and cuts a paste to 50', async () => {
    const { user } = await openCreate();
    const name = screen.getByLabelText('Project name');
    await user.type(name, 'Bay & Co. (Stage #2)!');
    expect(name).toHaveValue('Bay  Co Stage 2');

    for (const label of ['Specifier', /^Project ID/]) {
      const field = screen.getByLabelText(label);
      await user.clear(field);
      await user.type(field, 'a@b{{c}}|d');
      expect(field).toHaveValue('abcd');
    }

    await user.clear(name);
    await user.click(name);
    await user.paste(`${'x!'.repeat(10)}${'y'.repeat(60)}`);
    expect(name).toHaveValue(`${'x'.repeat(10)}${'y'.repeat(40)}`);

    const version = screen.getByLabelText(/^Project version/);
    await user.clear(version);
    await user.click(version);
    await user.paste('v'.repeat(80));
    expect(version).toHaveValue('v'.repeat(50));
  });

  it('shows the customer section to internal users only, with its rules, and sends it', async () => {
    const trade = await openCreate('trade');
    expect(screen.queryByRole('heading', { name: 'Customer details' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Customer name/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Internal project')).not.toBeInTheDocument();
    trade.unmount();

    const { user } = await openCreate('internal');
    expect(screen.getByRole('heading', { name: 'Customer details' })).toBeInTheDocument();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Kitchen' }));

    const customer = screen.getByLabelText(/^Customer name/);
    await user.type(customer, 'Jo (Site) Smith!');
    expect(customer).toHaveValue('Jo Site Smith');
    await user.click(customer);
    await user.paste('z'.repeat(70));
    expect(customer).toHaveValue(`Jo Site Smith${'z'.repeat(37)}`);
    await user.clear(customer);
    await user.type(customer, 'Jo Smith');

    const address = screen.getByLabelText(/^Customer address/);
    await user.type(address, "Unit 4/12 O'Neil St, #3 <b>; Sydney!");
    expect(address).toHaveValue("Unit 4/12 O'Neil St, #3 b Sydney");
    await user.click(address);
    await user.paste('a'.repeat(250));
    expect((address as HTMLTextAreaElement).value).toHaveLength(200);
    await user.clear(address);
    await user.type(address, '1 Harbour St, Sydney');

    const phone = screen.getByLabelText(/^Customer phone/);
    await user.type(phone, '12ab3-4567');
    expect(phone).toHaveValue('1234567');
    await user.type(screen.getByLabelText(/^Customer email/), 'jo@example');
    await user.click(saveButton());
    expect(
      await screen.findByText('Enter a valid customer phone of 8 to 12 digits.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter a valid customer email.')).toBeInTheDocument();
    expect(sent('project/createShoppingList')).toHaveLength(0);

    await user.type(phone, '8901234');
    expect(phone).toHaveValue('123456789012');
    await user.type(screen.getByLabelText(/^Customer email/), '.com');
    await user.click(screen.getByLabelText('Internal project'));
    await user.click(saveButton());
    await screen.findByRole('tab', { name: 'Add products', selected: true });
    expect(sent('project/createShoppingList')[0]?.body).toMatchObject({
      customerDetails: {
        customerName: 'Jo Smith',
        customerEmail: 'jo@example.com',
        customerPhone: '123456789012',
        customerAddress: '1 Harbour St, Sydney',
      },
      IsInternalProject: true,
      specifierDetails: { username: 'Ingrid Internal' },
    });
  });

  it('says when the network is down, and keeps the form as typed', async () => {
    server.use(http.all('/action/project/createShoppingList', () => HttpResponse.error()));
    const { user } = await openCreate();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Kitchen' }));
    await user.click(saveButton());
    expect(
      await screen.findByText(
        'You appear to be offline. Please check your internet connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Add products' })).toBeDisabled();
    expect(screen.getByLabelText('Project name')).toHaveValue('Harbour House');
  });

  it("shows the platform's refusal for 3 s, then clears it (§8 Project save)", async () => {
    server.use(
      http.all('/action/project/createShoppingList', () =>
        HttpResponse.json(
          {
            isError: true,
            statusCode: 400,
            code: 'error.project.rooms',
            message: 'Room already exists!',
            error: { message: 'Room already exists!' },
          },
          { status: 400 },
        ),
      ),
    );
    // The clock moves only when the test moves it, so the 3 s are measured exactly.
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderBuilder('/au/project-builder/create');
      await screen.findByRole('heading', { level: 1, name: 'Create Project' });
      await fillRequired(user);
      await user.click(screen.getByRole('button', { name: 'Kitchen' }));
      await user.click(saveButton());
      const alert = await screen.findByText('Room already exists!');
      // The 3 s start when the message's effect runs: let React flush it first.
      await act(async () => undefined);
      act(() => jest.advanceTimersByTime(PROJECT_TIMERS.saveErrorMs - 100));
      expect(alert).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByText('Room already exists!')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the generic try-again message when the service fails', async () => {
    server.use(
      http.all('/action/project/createShoppingList', () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    const { user } = await openCreate();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Kitchen' }));
    await user.click(saveButton());
    expect(await screen.findByText('Something went wrong! Please try again.')).toHaveAttribute(
      'role',
      'alert',
    );
  });
});

describe('editing a project', () => {
  it('opens on tab 1 with the project, rooms holding products locked, and sends only the changed fields', async () => {
    const project = seedProject(
      FIXTURE_USERS.trade,
      {
        projectName: 'Harbour House',
        opportunityNumber: 'OPP-1',
        roomLabels: ['Kitchen 1', 'Kitchen 2', 'Cellar 1', 'Laundry 1'],
      },
      [
        { sku: 'BM-100-CP', roomName: 'Kitchen 2', quantity: 1, roomNotes: '' },
        { sku: 'TS-200-WH', roomName: 'Cellar 1', quantity: 1, roomNotes: '' },
      ],
    );
    const user = userEvent.setup();
    renderBuilder(`/au/project-builder/edit?projectId=${project.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Project' })).toBeVisible();
    expect(
      await screen.findByRole('tab', { name: 'Project details', selected: true }),
    ).toBeEnabled();
    expect(screen.getByLabelText('Project name')).toHaveValue('Harbour House');
    expect(screen.getByLabelText('Project type')).toHaveValue('multi-res');
    // Rooms with products stay as they are (§4); an empty room and every other room can change.
    expect(screen.getByRole('button', { name: 'Kitchen', pressed: true })).toBeDisabled();
    expect(screen.getByLabelText('Number of Kitchen')).toHaveValue('2');
    expect(screen.getByLabelText('Number of Kitchen')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cellar', pressed: true })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Laundry', pressed: true })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Alfresco', pressed: false })).toBeEnabled();
    expect(screen.getByLabelText('Add a custom room')).toBeEnabled();
    expect(
      screen.getByText(
        'Rooms that hold products are renamed or deleted on the View products tab; you can still add other rooms here.',
      ),
    ).toBeInTheDocument();

    const name = screen.getByLabelText('Project name');
    await user.clear(name);
    await user.type(name, 'Harbour Towers');
    await user.selectOptions(screen.getByLabelText('Project location'), 'VIC');
    await user.click(saveButton());
    await screen.findByRole('tab', { name: 'Add products', selected: true });
    expect(sent('project/updateProjectStatus')).toEqual([
      {
        name: 'project/updateProjectStatus',
        body: {
          shoppingListId: project.id,
          version: 1,
          items: { projectName: 'Harbour Towers', projectLocation: 'VIC', status: 'open' },
        },
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Add products to Harbour Towers' })).toBeVisible();
  });

  it('lets a saved project with only empty rooms change them, and sends the rooms chosen', async () => {
    const project = seedProject(FIXTURE_USERS.trade, { roomLabels: ['Kitchen 1', 'Laundry 1'] });
    const user = userEvent.setup();
    renderBuilder(`/au/project-builder/edit?projectId=${project.id}`);
    const laundry = await screen.findByRole('button', { name: 'Laundry', pressed: true });
    expect(
      screen.getByText(
        'Choose each room in the project, and use − and + to say how many there are.',
      ),
    ).toBeInTheDocument();
    await user.click(laundry);
    await user.click(screen.getByRole('button', { name: 'Increase Kitchen' }));
    await user.click(screen.getByRole('button', { name: 'Alfresco', pressed: false }));
    await user.click(saveButton());
    await screen.findByRole('tab', { name: 'Add products', selected: true });
    expect(sent('project/updateProjectStatus').map((request) => request.body)).toEqual([
      {
        shoppingListId: project.id,
        version: 1,
        items: {
          selectedRoomDetails: [
            { roomName: 'Kitchen', count: 2, value: [1, 2] },
            { roomName: 'Alfresco', count: 1, value: [1] },
          ],
          status: 'open',
        },
      },
    ]);
    const saved = handleAction('project/getProjectById', { shoppingListId: project.id });
    expect(saved).toMatchObject({ roomLabels: ['Kitchen 1', 'Kitchen 2', 'Alfresco 1'] });
  });

  it('lets a saved project whose rooms were all deleted get rooms again', async () => {
    const project = seedProject(FIXTURE_USERS.trade, { roomLabels: [] });
    const user = userEvent.setup();
    renderBuilder(`/au/project-builder/edit?projectId=${project.id}`);
    await user.click(await screen.findByRole('button', { name: 'Guest Bathroom', pressed: false }));
    await user.type(screen.getByLabelText('Add a custom room'), 'wine cellar{Enter}');
    expect(screen.getByRole('button', { name: 'Wine Cellar', pressed: true })).toBeEnabled();
    await user.click(saveButton());
    await screen.findByRole('tab', { name: 'Add products', selected: true });
    const saved = handleAction('project/getProjectById', { shoppingListId: project.id });
    expect(saved).toMatchObject({ roomLabels: ['Guest Bathroom 1', 'Wine Cellar 1'] });
  });

  it('keeps at least one room in a saved project that has rooms', async () => {
    const project = seedProject(FIXTURE_USERS.trade, { roomLabels: ['Kitchen 1'] });
    const user = userEvent.setup();
    renderBuilder(`/au/project-builder/edit?projectId=${project.id}`);
    await user.click(await screen.findByRole('button', { name: 'Kitchen', pressed: true }));
    await user.click(saveButton());
    expect(await screen.findByText('Select at least one room.')).toBeInTheDocument();
    expect(sent('project/updateProjectStatus')).toHaveLength(0);
  });

  it('an internal user saves changes to another user’s project', async () => {
    const project = seedProject(FIXTURE_USERS.trade, { projectName: 'Harbour House' });
    const user = userEvent.setup();
    renderBuilder(`/au/project-builder/edit?projectId=${project.id}`, 'internal');
    const name = await screen.findByLabelText('Project name');
    await waitFor(() => expect(name).toHaveValue('Harbour House'));
    await user.clear(name);
    await user.type(name, 'Harbour Towers');
    await user.click(saveButton());
    await screen.findByRole('tab', { name: 'Add products', selected: true });
    expect(handleAction('project/getProjectById', { shoppingListId: project.id })).toMatchObject({
      projectName: 'Harbour Towers',
      lastModifiedBy: 'Ingrid Internal',
      customerId: FIXTURE_USERS.trade.accountId,
    });
  });

  it('goes on without a call when nothing changed', async () => {
    const project = seedProject(FIXTURE_USERS.trade);
    const user = userEvent.setup();
    renderBuilder(`/au/project-builder/edit?projectId=${project.id}`);
    await user.click(await screen.findByRole('button', { name: 'Save & Continue' }));
    await screen.findByRole('tab', { name: 'Add products', selected: true });
    expect(sent('project/updateProjectStatus')).toHaveLength(0);
  });

  it('shows the service message for a stale version and stays on the form', async () => {
    const project = seedProject(FIXTURE_USERS.trade);
    const user = userEvent.setup();
    renderBuilder(`/au/project-builder/edit?projectId=${project.id}`);
    const version = await screen.findByLabelText(/^Project version/);
    // Someone else saves the project in the meantime.
    handleAction('project/updateProjectStatus', {
      shoppingListId: project.id,
      version: 1,
      items: { status: 'open' },
    });
    await user.clear(version);
    await user.type(version, 'Version 2');
    await user.click(saveButton());
    expect(
      await screen.findByText(
        'This project was changed somewhere else since you opened it. Reload it and try again; nothing was saved.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Project details', selected: true })).toBeVisible();
  });

  it('sends the customer details together when an internal user changes one', async () => {
    const project = seedProject(FIXTURE_USERS.internal, {
      customerName: 'Jo Smith',
      customerEmail: 'jo@example.com',
      customerPhone: '0299998888',
      customerAddress: '1 Harbour St',
      IsInternalProject: true,
    });
    const user = userEvent.setup();
    renderBuilder(`/au/project-builder/edit?projectId=${project.id}`, 'internal');
    const phone = await screen.findByLabelText(/^Customer phone/);
    expect(screen.getByLabelText('Internal project')).toBeChecked();
    expect(screen.getByLabelText('Internal project')).toBeDisabled();
    await user.clear(phone);
    await user.type(phone, '0288887777');
    await user.click(saveButton());
    await screen.findByRole('tab', { name: 'Add products', selected: true });
    expect(sent('project/updateProjectStatus')[0]?.body).toEqual({
      shoppingListId: project.id,
      version: 1,
      items: {
        customerDetails: {
          customerName: 'Jo Smith',
          customerEmail: 'jo@example.com',
          customerPhone: '0288887777',
          customerAddress: '1 Harbour St',
        },
        status: 'open',
      },
    });
  });
});

describe('accessibility', () => {
  it('has no serious or critical axe finding, with the customer section and errors showing', async () => {
    const { default: axe } = await import('axe-core');
    // jsdom has no canvas (axe's icon-ligature check asks for one and copes without).
    const canvas = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const { user } = await openCreate('internal');
    await user.click(screen.getByRole('button', { name: 'Kitchen' }));
    await user.type(screen.getByLabelText(/^Customer email/), 'jo@');
    await user.click(saveButton());
    await screen.findByText('Project name is required.');
    const results = await axe.run(document.body, {
      // jsdom draws nothing, so contrast cannot be measured here (the e2e axe run covers it).
      rules: { 'color-contrast': { enabled: false } },
    });
    canvas.mockRestore();
    expect(
      results.violations
        .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
        .map((violation) => `${violation.id}: ${violation.nodes[0]?.html ?? ''}`),
    ).toEqual([]);
  });
});
