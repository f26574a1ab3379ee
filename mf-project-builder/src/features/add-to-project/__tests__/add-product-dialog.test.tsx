import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DEFAULT_ROOMS } from '@specify/contracts';
import {
  FIXTURE_USERS,
  requests,
  seedProject,
  server,
  setUpProjectServer,
} from '../../../testing/project-server';
import { handleAction } from '../../../testing/project-store';
import { openParcel } from './test-parcel';

setUpProjectServer();

const basinMixer = {
  kind: 'product',
  sku: 'BM-100-CP',
  name: 'Kinnear Basin Mixer',
  quantity: 2,
} as const;

it('adds the product to the chosen project, room, quantity and note, then links to the project', async () => {
  seedProject(FIXTURE_USERS.trade, { projectName: 'Bondi Flats', roomLabels: ['Laundry 1'] });
  const harbour = seedProject(FIXTURE_USERS.trade, {
    projectName: 'Harbour House',
    roomLabels: ['Kitchen 1', 'Main Bathroom 1'],
  });
  const { toasts, analytics, onClose } = openParcel(basinMixer);
  const dialog = screen.getByRole('dialog', { name: 'Add to project' });
  expect(dialog).toHaveTextContent('Kinnear Basin Mixer');
  expect(dialog).toHaveTextContent('Product code BM-100-CP');

  const project = await screen.findByRole('combobox', { name: 'Project' });
  await waitFor(() => expect(project).toHaveFocus());
  expect(screen.getByRole('combobox', { name: 'Room' })).toBeDisabled();
  await userEvent.selectOptions(project, 'Harbour House');
  const room = screen.getByRole('combobox', { name: 'Room' });
  expect(
    within(room)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Select a room', 'Kitchen 1', 'Main Bathroom 1']);
  await userEvent.selectOptions(room, 'Main Bathroom 1');
  expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  await userEvent.click(screen.getByRole('button', { name: 'Increase: Quantity' }));
  expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
  const note = screen.getByRole('textbox', { name: /Note/ });
  await userEvent.type(note, '  Matte finish  ');
  expect(note).toHaveAccessibleDescription('16 of 300 characters');
  await userEvent.click(screen.getByRole('button', { name: 'Add to project' }));

  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(requests.filter((request) => request.name === 'project/updateShoppingList')).toEqual([
    {
      name: 'project/updateShoppingList',
      body: {
        shoppingListId: harbour.shoppingListId,
        sku: 'BM-100-CP',
        items: [{ roomName: 'Main Bathroom 1', quantity: 3, roomNotes: 'Matte finish' }],
      },
    },
  ]);
  expect(toasts).toEqual([
    {
      tone: 'success',
      message: 'Kinnear Basin Mixer was added to Harbour House.',
      action: {
        label: 'View project',
        href: `/au/project-builder/view?projectId=${harbour.shoppingListId}`,
      },
    },
  ]);
  expect(analytics).toEqual([
    { event: 'add_to_project', params: { item_id: 'BM-100-CP', quantity: 3 } },
  ]);
});

it('chooses the only project and its only room, adds 1 by default and sends no empty note', async () => {
  const only = seedProject(FIXTURE_USERS.trade, { roomLabels: ['Kitchen 1'] });
  const { onClose } = openParcel({ kind: 'product', sku: 'TS-200-WH' });
  expect(await screen.findByRole('combobox', { name: 'Project' })).toHaveValue(only.shoppingListId);
  expect(screen.getByRole('dialog')).toHaveTextContent('TS-200-WH');
  expect(screen.getByRole('combobox', { name: 'Room' })).toHaveValue('Kitchen 1');
  expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
  await userEvent.click(screen.getByRole('button', { name: 'Add to project' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(requests.at(-1)).toEqual({
    name: 'project/updateShoppingList',
    body: {
      shoppingListId: only.shoppingListId,
      sku: 'TS-200-WH',
      items: [{ roomName: 'Kitchen 1', quantity: 1 }],
    },
  });
});

it('offers a project without rooms a new room, which comes with the product', async () => {
  const bare = seedProject(FIXTURE_USERS.trade, { projectName: 'Bare Shell', roomLabels: [] });
  const { onClose } = openParcel(basinMixer);
  expect(await screen.findByRole('combobox', { name: 'Project' })).toHaveValue(bare.shoppingListId);
  const dialog = screen.getByRole('dialog', { name: 'Add to project' });
  expect(dialog).toHaveTextContent(
    'Bare Shell has no rooms yet. Choose the room to add with this product.',
  );
  expect(within(dialog).getByRole('link', { name: 'Edit project' })).toHaveAttribute(
    'href',
    `/au/project-builder/edit?projectId=${bare.shoppingListId}`,
  );
  const room = within(dialog).getByRole('combobox', { name: 'New room' });
  expect(
    within(room)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Select a room', ...DEFAULT_ROOMS]);
  await userEvent.click(screen.getByRole('button', { name: 'Add to project' }));
  expect(room).toHaveAccessibleDescription('Choose a room.');
  await userEvent.selectOptions(room, 'Kitchen');
  await userEvent.click(screen.getByRole('button', { name: 'Add to project' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(requests.at(-1)).toEqual({
    name: 'project/updateShoppingList',
    body: {
      shoppingListId: bare.shoppingListId,
      sku: 'BM-100-CP',
      items: [{ roomName: 'Kitchen 1', quantity: 2 }],
    },
  });
  expect(handleAction('project/getProjectById', { shoppingListId: bare.id })).toMatchObject({
    roomLabels: ['Kitchen 1'],
  });
});

it('asks for a project, then a room, before sending anything', async () => {
  seedProject(FIXTURE_USERS.trade, { projectName: 'Bondi Flats' });
  seedProject(FIXTURE_USERS.trade, { projectName: 'Harbour House', roomLabels: ['A 1', 'B 1'] });
  openParcel(basinMixer);
  await screen.findByRole('combobox', { name: 'Project' });
  await userEvent.click(screen.getByRole('button', { name: 'Add to project' }));
  expect(screen.getByRole('combobox', { name: 'Project' })).toHaveAccessibleDescription(
    'Choose a project.',
  );
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Project' }), 'Harbour House');
  await userEvent.click(screen.getByRole('button', { name: 'Add to project' }));
  expect(screen.getByRole('combobox', { name: 'Room' })).toHaveAccessibleDescription(
    'Choose a room.',
  );
  expect(requests.map((request) => request.name)).toEqual(['project/getShoppingLists']);
});

it('keeps the quantity between 1 and 9999', async () => {
  seedProject(FIXTURE_USERS.trade);
  openParcel({ ...basinMixer, quantity: 1 });
  const quantity = await screen.findByRole('textbox', { name: 'Quantity' });
  expect(screen.getByRole('button', { name: 'Decrease: Quantity' })).toBeDisabled();
  await userEvent.clear(quantity);
  await userEvent.type(quantity, '12000{Enter}');
  expect(quantity).toHaveValue('9999');
  expect(screen.getByRole('button', { name: 'Increase: Quantity' })).toBeDisabled();
});

it('cuts the note at 300 characters', async () => {
  seedProject(FIXTURE_USERS.trade);
  openParcel(basinMixer);
  const note = await screen.findByRole('textbox', { name: /Note/ });
  await userEvent.click(note);
  await userEvent.paste('x'.repeat(320));
  expect(note).toHaveValue('x'.repeat(300));
  expect(note).toHaveAccessibleDescription('300 of 300 characters');
});

it("shows the server's refusal inside the dialog and keeps everything entered", async () => {
  seedProject(FIXTURE_USERS.trade, { projectName: 'Harbour House', roomLabels: ['Kitchen 1'] });
  const { toasts, analytics, onClose } = openParcel({
    kind: 'product',
    sku: 'OLD-999',
    name: 'Retired Spout',
  });
  const note = await screen.findByRole('textbox', { name: /Note/ });
  await userEvent.type(note, 'For the vanity');
  await userEvent.click(screen.getByRole('button', { name: 'Add to project' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('That product is not available.');
  expect(screen.getByRole('dialog', { name: 'Add to project' })).toBeInTheDocument();
  expect(note).toHaveValue('For the vanity');
  expect(screen.getByRole('combobox', { name: 'Room' })).toHaveValue('Kitchen 1');
  expect(onClose).not.toHaveBeenCalled();
  expect(toasts).toEqual([]);
  expect(analytics).toEqual([]);
});

it('creates a project inline when the user has none, then adds to its room', async () => {
  const { toasts, onClose } = openParcel(basinMixer);
  const dialog = await screen.findByRole('dialog', { name: 'Add to project' });
  expect(await within(dialog).findByText(/You have no open projects yet/)).toBeInTheDocument();
  const name = screen.getByRole('textbox', { name: 'Project name' });
  await waitFor(() => expect(name).toHaveFocus());
  expect(screen.queryByRole('button', { name: 'Back to my projects' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
  expect(name).toHaveAccessibleDescription('Project name is required.');
  expect(screen.getByRole('combobox', { name: 'Project type' })).toHaveAccessibleDescription(
    'Choose a project type.',
  );
  expect(requests.map((request) => request.name)).toEqual(['project/getShoppingLists']);

  await userEvent.type(name, "Smith's #1 Reno!");
  expect(name).toHaveValue('Smiths 1 Reno');
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: 'Project type' }),
    'Multi-residential',
  );
  const location = screen.getByRole('combobox', { name: 'Project location' });
  expect(
    within(location)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toContain('NSW');
  await userEvent.selectOptions(location, 'NSW');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Room' }), 'Kitchen');
  await userEvent.click(screen.getByRole('button', { name: 'Create project' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Smiths 1 Reno was created.');
  const created = requests.find((request) => request.name === 'project/createShoppingList');
  expect(created?.body).toEqual({
    projectDetails: {
      projectName: 'Smiths 1 Reno',
      projectType: 'multi-res',
      projectLocation: 'NSW',
    },
    selectedRoomDetails: [{ roomName: 'Kitchen', count: 1, value: [1] }],
    specifierDetails: { username: 'Taylor Trade' },
  });
  const project = screen.getByRole('combobox', { name: 'Project' });
  await waitFor(() => expect(project).toHaveFocus());
  expect(within(project).getByRole('option', { name: 'Smiths 1 Reno' })).toHaveProperty(
    'selected',
    true,
  );
  expect(screen.getByRole('combobox', { name: 'Room' })).toHaveValue('Kitchen 1');
  await userEvent.click(screen.getByRole('button', { name: 'Add to project' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(toasts[0]?.message).toBe('Kinnear Basin Mixer was added to Smiths 1 Reno.');
});

it('offers a new project beside the existing ones, and the way back', async () => {
  seedProject(FIXTURE_USERS.trade, { projectName: 'Harbour House' });
  openParcel(basinMixer);
  await userEvent.click(await screen.findByRole('button', { name: 'Create a new project' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Project name' })).toHaveFocus());
  expect(screen.queryByRole('button', { name: 'Add to project' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Back to my projects' }));
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Project' })).toHaveFocus());
});

it('asks a visitor to sign in instead, and closes', async () => {
  window.history.pushState(null, '', '/au/products/tapware/');
  const { logins, onClose } = openParcel(basinMixer, 'visitor');
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(logins).toEqual([{ returnTo: '/au/products/tapware/' }]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(requests).toEqual([]);
});

it('tells a user without company details to complete the profile first', async () => {
  const { onClose } = openParcel(basinMixer, 'incomplete');
  const dialog = screen.getByRole('dialog', { name: 'Add to project' });
  expect(dialog).toHaveTextContent(
    'Please complete your company profile to add products to a project.',
  );
  expect(within(dialog).getByRole('link', { name: 'Complete profile' })).toHaveAttribute(
    'href',
    '/company-registration',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
  expect(onClose).toHaveBeenCalled();
  expect(requests).toEqual([]);
});

it('says so when the projects cannot be read, and tries again', async () => {
  seedProject(FIXTURE_USERS.trade, { projectName: 'Harbour House' });
  server.use(
    http.all('/action/project/getShoppingLists', () => HttpResponse.error(), { once: true }),
  );
  openParcel(basinMixer);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'You appear to be offline. Please check your internet connection and try again.',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('combobox', { name: 'Project' })).toBeInTheDocument();
});

it('has no serious or critical axe finding, with an error showing', async () => {
  const { default: axe } = await import('axe-core');
  seedProject(FIXTURE_USERS.trade, { projectName: 'Bondi Flats' });
  seedProject(FIXTURE_USERS.trade, { projectName: 'Harbour House' });
  openParcel(basinMixer);
  await screen.findByRole('combobox', { name: 'Project' });
  await userEvent.click(screen.getByRole('button', { name: 'Add to project' }));
  const results = await axe.run(screen.getByRole('dialog'), {
    // jsdom draws nothing, so contrast cannot be measured here (the e2e axe run covers it).
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(
    results.violations
      .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
      .map((violation) => violation.id),
  ).toEqual([]);
});
