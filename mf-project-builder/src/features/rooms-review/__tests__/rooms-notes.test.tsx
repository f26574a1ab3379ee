import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIXTURE_USERS, seedProject, setUpProjectServer } from '../../../testing/project-server';
import { mutations, renderRoomsTab } from './render-rooms-tab';

setUpProjectServer();

function seedKitchen() {
  const project = seedProject(FIXTURE_USERS.trade, { roomLabels: ['Kitchen 1'] }, [
    { sku: 'BM-100-CP', roomName: 'Kitchen 1', quantity: 1, roomNotes: 'Left of the window' },
    { sku: 'TS-200-WH', roomName: 'Kitchen 1', quantity: 1, roomNotes: '' },
  ]);
  const id = (sku: string) => project.lineItems.find((item) => item.sku === sku)?.id ?? '';
  return { project, mixer: id('BM-100-CP'), suite: id('TS-200-WH') };
}

describe('Tab 3: line notes', () => {
  it('edits one note at a time; the cross puts it back as it was', async () => {
    const { project } = seedKitchen();
    renderRoomsTab(project);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Edit note for Kinnear Basin Mixer' }));
    const field = screen.getByRole('textbox', { name: 'Note for Kinnear Basin Mixer' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Left of the window');
    expect(field).toHaveAccessibleDescription('18/300 characters');
    // Only one note is open: the other line's note cannot be opened meanwhile.
    expect(
      screen.getByRole('button', { name: 'Add note for Harbour Toilet Suite' }),
    ).toBeDisabled();

    await user.type(field, ', please');
    expect(field).toHaveAccessibleDescription('26/300 characters');
    await user.click(screen.getByRole('button', { name: 'Discard note changes' }));
    expect(screen.queryByRole('textbox', { name: /^Note for/ })).not.toBeInTheDocument();
    expect(screen.getByText('Left of the window')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit note for Kinnear Basin Mixer' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Add note for Harbour Toilet Suite' })).toBeEnabled();

    // Escape puts it back too.
    await user.click(screen.getByRole('button', { name: 'Add note for Harbour Toilet Suite' }));
    await user.type(screen.getByRole('textbox', { name: 'Note for Harbour Toilet Suite' }), 'Hi');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: /^Note for/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Hi')).not.toBeInTheDocument();
    expect(mutations()).toEqual([]);
  });

  it('the tick saves the note (300 characters at most)', async () => {
    const { project, suite } = seedKitchen();
    renderRoomsTab(project);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Add note for Harbour Toilet Suite' }));
    const field = screen.getByRole('textbox', { name: 'Note for Harbour Toilet Suite' });
    await user.click(field);
    await user.paste('x'.repeat(310));
    expect(field).toHaveValue('x'.repeat(300));
    expect(field).toHaveAccessibleDescription('300/300 characters');
    await user.clear(field);
    await user.type(field, 'Wall hung, 600 mm from the floor');
    await user.click(screen.getByRole('button', { name: 'Save note' }));

    expect(await screen.findByText('Note saved.')).toBeVisible();
    expect(mutations()).toEqual([
      {
        projectId: project.id,
        version: 1,
        updateRoomNotes: { lineItemId: suite, roomNotes: 'Wall hung, 600 mm from the floor' },
      },
    ]);
    expect(screen.getByText('Wall hung, 600 mm from the floor')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /^Note for/ })).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Edit note for Harbour Toilet Suite' }),
    ).toHaveFocus();
  });
});
