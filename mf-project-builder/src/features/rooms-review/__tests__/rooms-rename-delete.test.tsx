import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIXTURE_USERS, seedProject, setUpProjectServer } from '../../../testing/project-server';
import { lastChange, mutations, renderRoomsTab } from './render-rooms-tab';

setUpProjectServer();

const line = (sku: string, roomName: string, quantity = 1) => ({
  sku,
  roomName,
  quantity,
  roomNotes: '',
});

const itemNames = (room: string) =>
  within(screen.getByRole('list', { name: `Products in ${room}` }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent);

describe('Tab 3: renaming a room', () => {
  it('renames inline after a confirmation, dropping characters a room name may not have', async () => {
    const project = seedProject(FIXTURE_USERS.trade, { roomLabels: ['Kitchen 1'] }, [
      line('BM-100-CP', 'Kitchen 1', 2),
      line('TS-200-WH', 'Kitchen 1', 1),
    ]);
    const { changes } = renderRoomsTab(project);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Rename Kitchen 1' }));
    const field = screen.getByRole('textbox', { name: 'New name for Kitchen 1' });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Scullery! #2 (rear)_');
    expect(field).toHaveValue('Scullery 2 rear');
    await user.click(screen.getByRole('button', { name: 'Save room name' }));

    const dialog = await screen.findByRole('dialog', { name: 'Rename Kitchen 1?' });
    expect(dialog).toHaveTextContent('Kitchen 1 will be called Scullery 2 rear.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, please rename' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Room updated successfully!');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const ids = project.lineItems.map((item) => item.id);
    expect(mutations()).toEqual([
      {
        projectId: project.id,
        version: 1,
        updateRoomName: {
          from: 'Kitchen 1',
          to: 'Scullery 2 rear',
          lineItems: ids.map((lineItemId) => ({ lineItemId, roomName: 'Scullery 2 rear' })),
        },
      },
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'Scullery 2 rear' })).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Kitchen 1' })).not.toBeInTheDocument();
    expect(lastChange(changes).version).toBe(2);
  });

  it('renaming to a room that exists merges them, adding up the same products', async () => {
    const project = seedProject(
      FIXTURE_USERS.trade,
      { roomLabels: ['Kitchen 1', 'Main Bathroom 1'] },
      [
        line('BM-100-CP', 'Kitchen 1', 2),
        line('BM-100-CP', 'Main Bathroom 1', 3),
        line('TS-200-WH', 'Main Bathroom 1', 1),
      ],
    );
    renderRoomsTab(project);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Rename Main Bathroom 1' }));
    const field = screen.getByRole('textbox', { name: 'New name for Main Bathroom 1' });
    await user.clear(field);
    await user.type(field, 'kitchen 1{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Rename Main Bathroom 1?' });
    expect(dialog).toHaveTextContent(
      'Kitchen 1 already exists. The products in Main Bathroom 1 will move into Kitchen 1, and the quantities of the same product will be added together.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes, please rename' }));

    expect(await screen.findByText('Room updated successfully!')).toBeVisible();
    expect(mutations()).toMatchObject([
      { updateRoomName: { from: 'Main Bathroom 1', to: 'Kitchen 1' } },
    ]);
    expect(screen.queryByRole('region', { name: 'Main Bathroom 1' })).not.toBeInTheDocument();
    expect(itemNames('Kitchen 1')).toEqual(['Kinnear Basin Mixer', 'Harbour Toilet Suite']);
    expect(screen.getByRole('textbox', { name: 'Quantity of Kinnear Basin Mixer' })).toHaveValue(
      '5',
    );
  });

  it('requires a name, keeps it to 30 characters, and Cancel or Escape leave the room as it was', async () => {
    const project = seedProject(FIXTURE_USERS.trade, {}, [line('BM-100-CP', 'Kitchen 1')]);
    renderRoomsTab(project);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Rename Kitchen 1' }));
    const field = screen.getByRole('textbox', { name: 'New name for Kitchen 1' });
    await user.clear(field);
    await user.type(field, '  !!  ');
    await user.click(screen.getByRole('button', { name: 'Save room name' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Room name is required.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'Ground floor north-east powder room');
    expect(field).toHaveValue('Ground floor north-east powder');

    await user.click(screen.getByRole('button', { name: 'Cancel renaming' }));
    expect(screen.getByRole('button', { name: 'Rename Kitchen 1' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Rename Kitchen 1' }));
    await user.type(screen.getByRole('textbox', { name: 'New name for Kitchen 1' }), 'x');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: /New name/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Kitchen 1' })).toBeVisible();
    expect(mutations()).toEqual([]);
  });
  it('opening the rename of another room closes the first and keeps focus in the new field', async () => {
    const project = seedProject(FIXTURE_USERS.trade, { roomLabels: ['Kitchen 1', 'Laundry 1'] }, [
      line('BM-100-CP', 'Kitchen 1'),
      line('TS-200-WH', 'Laundry 1'),
    ]);
    renderRoomsTab(project);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Rename Kitchen 1' }));
    await user.click(screen.getByRole('button', { name: 'Rename Laundry 1' }));
    expect(
      screen.queryByRole('textbox', { name: 'New name for Kitchen 1' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New name for Laundry 1' })).toHaveFocus();
  });
});

describe('Tab 3: deleting', () => {
  it('deletes an item after confirmation; the room stays while it has others', async () => {
    const project = seedProject(FIXTURE_USERS.trade, {}, [
      line('BM-100-CP', 'Kitchen 1'),
      line('TS-200-WH', 'Kitchen 1'),
    ]);
    renderRoomsTab(project);
    const user = userEvent.setup();
    const mixer = project.lineItems.find((item) => item.sku === 'BM-100-CP');

    await user.click(screen.getByRole('button', { name: 'Delete Kinnear Basin Mixer' }));
    let dialog = screen.getByRole('dialog', {
      name: 'Are you sure you want to delete Kinnear Basin Mixer',
    });
    expect(dialog).toHaveTextContent('It is removed from Kitchen 1.');
    // Cancel sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Delete Kinnear Basin Mixer' })).toHaveFocus();
    expect(mutations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Kinnear Basin Mixer' }));
    dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, please delete' }));

    expect(
      await screen.findByText('Kinnear Basin Mixer was deleted from Kitchen 1.'),
    ).toBeVisible();
    expect(mutations()).toEqual([
      { projectId: project.id, version: 1, lineItemsToRemove: [mixer?.id] },
    ]);
    expect(itemNames('Kitchen 1')).toEqual(['Harbour Toilet Suite']);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 3, name: 'Kitchen 1' })).toHaveFocus(),
    );
  });

  it("deleting a room's last item removes the room, naming the rooms left", async () => {
    const project = seedProject(
      FIXTURE_USERS.trade,
      { roomLabels: ['Kitchen 1', 'Main Bathroom 1', 'Laundry 1'] },
      [line('BM-100-CP', 'Kitchen 1'), line('TS-200-WH', 'Main Bathroom 1')],
    );
    renderRoomsTab(project);
    const user = userEvent.setup();
    const suite = project.lineItems.find((item) => item.sku === 'TS-200-WH');

    await user.click(screen.getByRole('button', { name: 'Delete Harbour Toilet Suite' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(
      'It is the last product in Main Bathroom 1, so the room is removed too.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes, please delete' }));

    expect(
      await screen.findByText('Harbour Toilet Suite was deleted from Main Bathroom 1.'),
    ).toBeVisible();
    expect(mutations()).toEqual([
      {
        projectId: project.id,
        version: 1,
        lineItemsToRemove: [suite?.id],
        roomsAfterRemoval: ['Kitchen 1', 'Laundry 1'],
      },
    ]);
    expect(screen.queryByRole('region', { name: 'Main Bathroom 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Kitchen 1' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Harbour House' })).toHaveFocus();
  });

  it('deletes a room with its items; deleting the only room says all rooms are deleted', async () => {
    const project = seedProject(FIXTURE_USERS.trade, { roomLabels: ['Kitchen 1'] }, [
      line('BM-100-CP', 'Kitchen 1'),
      line('TS-200-WH', 'Kitchen 1'),
    ]);
    const { changes } = renderRoomsTab(project);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Delete Kitchen 1' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Are you sure you want to delete Kitchen 1',
    });
    expect(dialog).toHaveTextContent('Its 2 products are removed with it.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, please delete' }));

    expect(await screen.findByText('Kitchen 1 was deleted.')).toBeVisible();
    expect(mutations()).toEqual([
      {
        projectId: project.id,
        version: 1,
        lineItemsToRemove: project.lineItems.map((item) => item.id),
        roomsAfterRemoval: [],
        allRoomsAreDeleted: true,
      },
    ]);
    expect(lastChange(changes).roomLabels).toEqual([]);
    expect(screen.getByText('You have not added any products to this project yet.')).toBeVisible();
  });

  it('deleting one of several rooms sends the rooms left', async () => {
    const project = seedProject(
      FIXTURE_USERS.trade,
      { roomLabels: ['Kitchen 1', 'Main Bathroom 1'] },
      [line('BM-100-CP', 'Kitchen 1'), line('TS-200-WH', 'Main Bathroom 1')],
    );
    renderRoomsTab(project);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Delete Kitchen 1' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Its 1 product is removed with it.');
    await user.click(screen.getByRole('button', { name: 'Yes, please delete' }));

    expect(await screen.findByText('Kitchen 1 was deleted.')).toBeVisible();
    expect(mutations()).toEqual([
      {
        projectId: project.id,
        version: 1,
        lineItemsToRemove: [project.lineItems.find((item) => item.sku === 'BM-100-CP')?.id],
        roomsAfterRemoval: ['Main Bathroom 1'],
      },
    ]);
    expect(screen.getByRole('region', { name: 'Main Bathroom 1' })).toBeVisible();
  });
});
