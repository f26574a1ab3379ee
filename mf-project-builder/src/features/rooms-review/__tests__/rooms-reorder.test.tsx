import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Sortable from 'sortablejs';
import { FIXTURE_USERS, seedProject, setUpProjectServer } from '../../../testing/project-server';
import { mutations, renderRoomsTab } from './render-rooms-tab';

setUpProjectServer();

const line = (sku: string, roomName = 'Kitchen 1') => ({
  sku,
  roomName,
  quantity: 1,
  roomNotes: '',
});

function seedKitchen() {
  const project = seedProject(FIXTURE_USERS.trade, { roomLabels: ['Kitchen 1'] }, [
    line('BM-100-CP'),
    line('TS-200-WH'),
    line('SR-300-MB'),
  ]);
  const id = (sku: string) => project.lineItems.find((item) => item.sku === sku)?.id ?? '';
  return { project, mixer: id('BM-100-CP'), suite: id('TS-200-WH'), rail: id('SR-300-MB') };
}

const kitchenList = () => screen.getByRole('list', { name: 'Products in Kitchen 1' });
const order = () =>
  within(kitchenList())
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent);

describe('Tab 3: reordering the items of a room', () => {
  it('Move up and Move down save each item’s new position as its priority, and focus follows the item', async () => {
    const { project, mixer, suite, rail } = seedKitchen();
    renderRoomsTab(project);
    const user = userEvent.setup();

    expect(screen.getByRole('button', { name: 'Move Kinnear Basin Mixer up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Ridge Shower Rail down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move Ridge Shower Rail up' }));
    expect(order()).toEqual(['Kinnear Basin Mixer', 'Ridge Shower Rail', 'Harbour Toilet Suite']);
    expect(
      await screen.findByText('Ridge Shower Rail moved to position 2 of 3 in Kitchen 1.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Move Ridge Shower Rail up' })).toHaveFocus();
    expect(mutations()).toEqual([
      {
        projectId: project.id,
        version: 1,
        lineItemPriorityToUpdate: [
          { lineItemId: mixer, itemPriority: 0 },
          { lineItemId: rail, itemPriority: 1 },
          { lineItemId: suite, itemPriority: 2 },
        ],
      },
    ]);

    // At the top, Move up is disabled, so focus moves to Move down.
    await user.click(screen.getByRole('button', { name: 'Move Ridge Shower Rail up' }));
    expect(await screen.findByText(/moved to position 1 of 3/)).toBeVisible();
    expect(order()).toEqual(['Ridge Shower Rail', 'Kinnear Basin Mixer', 'Harbour Toilet Suite']);
    expect(screen.getByRole('button', { name: 'Move Ridge Shower Rail down' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Move Kinnear Basin Mixer down' }));
    expect(await screen.findByText(/Kinnear Basin Mixer moved to position 3 of 3/)).toBeVisible();
    expect(order()).toEqual(['Ridge Shower Rail', 'Harbour Toilet Suite', 'Kinnear Basin Mixer']);
    expect(screen.getByRole('button', { name: 'Move Kinnear Basin Mixer up' })).toHaveFocus();
    expect(mutations().at(-1)).toEqual({
      projectId: project.id,
      version: 3,
      lineItemPriorityToUpdate: [
        { lineItemId: rail, itemPriority: 0 },
        { lineItemId: suite, itemPriority: 1 },
        { lineItemId: mixer, itemPriority: 2 },
      ],
    });
  });

  it('the drag handle is named, and its arrow keys move the item too', async () => {
    const { project, mixer, suite, rail } = seedKitchen();
    renderRoomsTab(project);
    const user = userEvent.setup();

    const handle = screen.getByRole('button', { name: 'Drag to reorder Kinnear Basin Mixer' });
    expect(handle).toHaveAccessibleDescription(
      'Drag to move it within the room, or press the up and down arrow keys.',
    );
    handle.focus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByText(/Kinnear Basin Mixer moved to position 2 of 3/)).toBeVisible();
    expect(order()).toEqual(['Harbour Toilet Suite', 'Kinnear Basin Mixer', 'Ridge Shower Rail']);
    expect(
      screen.getByRole('button', { name: 'Drag to reorder Kinnear Basin Mixer' }),
    ).toHaveFocus();
    expect(mutations()).toEqual([
      {
        projectId: project.id,
        version: 1,
        lineItemPriorityToUpdate: [
          { lineItemId: suite, itemPriority: 0 },
          { lineItemId: mixer, itemPriority: 1 },
          { lineItemId: rail, itemPriority: 2 },
        ],
      },
    ]);
  });

  it('a drag with sortablejs saves the order it dropped', async () => {
    const { project, mixer, suite, rail } = seedKitchen();
    renderRoomsTab(project);
    const list = kitchenList();
    // sortablejs arrives on demand with the first editable list.
    const sortable = await waitFor(() => {
      const created = Sortable.get(list);
      expect(created).toBeDefined();
      return created;
    });
    expect(sortable?.option('handle')).toBe('[data-drag-handle]');

    // What sortablejs does on a drop: the first item's node now sits last, then onEnd.
    const dragged = list.children[0] as HTMLElement;
    act(() => {
      list.appendChild(dragged);
      sortable?.option('onEnd')?.({
        item: dragged,
        from: list,
        to: list,
        oldIndex: 0,
        newIndex: 2,
      } as unknown as Sortable.SortableEvent);
    });

    expect(await screen.findByText(/Kinnear Basin Mixer moved to position 3 of 3/)).toBeVisible();
    expect(order()).toEqual(['Harbour Toilet Suite', 'Ridge Shower Rail', 'Kinnear Basin Mixer']);
    expect(list.children).toHaveLength(3);
    expect(mutations()).toEqual([
      {
        projectId: project.id,
        version: 1,
        lineItemPriorityToUpdate: [
          { lineItemId: suite, itemPriority: 0 },
          { lineItemId: rail, itemPriority: 1 },
          { lineItemId: mixer, itemPriority: 2 },
        ],
      },
    ]);
  });

  it('in view mode the items cannot be dragged', async () => {
    const { project } = seedKitchen();
    renderRoomsTab(project, { readOnly: true });
    // Give an on-demand sortablejs every chance to arrive before saying it did not attach.
    await act(async () => {
      await import('sortablejs');
    });
    expect(Sortable.get(kitchenList())).toBeUndefined();
    expect(screen.queryByRole('button', { name: /Drag to reorder/ })).not.toBeInTheDocument();
  });
});
