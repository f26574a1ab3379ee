import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { handleAction } from '../../../testing/project-store';
import {
  FIXTURE_USERS,
  seedProject,
  server,
  setUpProjectServer,
} from '../../../testing/project-server';
import { lastChange, mutations, renderRoomsTab } from './render-rooms-tab';

setUpProjectServer();

const line = (sku: string, quantity: number) => ({
  sku,
  roomName: 'Kitchen 1',
  quantity,
  roomNotes: '',
});

function seedKitchen() {
  const project = seedProject(FIXTURE_USERS.trade, { roomLabels: ['Kitchen 1'] }, [
    line('BM-100-CP', 1),
    line('TS-200-WH', 9999),
  ]);
  const id = (sku: string) => project.lineItems.find((item) => item.sku === sku)?.id ?? '';
  return { project, mixer: id('BM-100-CP'), suite: id('TS-200-WH') };
}

const quantityOf = (name: string) => screen.getByRole('textbox', { name: `Quantity of ${name}` });
const lastUnsaved = (setUnsaved: jest.Mock) => setUnsaved.mock.calls.at(-1)?.[0] as unknown;

describe('Tab 3: quantities', () => {
  it('steps between 0 and 9999, and a blank or invalid value becomes 0 when the field is left', async () => {
    const { project } = seedKitchen();
    renderRoomsTab(project);
    const user = userEvent.setup();
    const decrease = screen.getByRole('button', {
      name: 'Decrease the quantity of Kinnear Basin Mixer',
    });

    expect(decrease).toBeEnabled();
    await user.click(decrease);
    expect(quantityOf('Kinnear Basin Mixer')).toHaveValue('0');
    expect(decrease).toBeDisabled();
    await user.click(
      screen.getByRole('button', { name: 'Increase the quantity of Kinnear Basin Mixer' }),
    );
    expect(quantityOf('Kinnear Basin Mixer')).toHaveValue('1');

    expect(
      screen.getByRole('button', { name: 'Increase the quantity of Harbour Toilet Suite' }),
    ).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'Decrease the quantity of Harbour Toilet Suite' }),
    ).toBeEnabled();

    const field = quantityOf('Kinnear Basin Mixer');
    await user.clear(field);
    await user.tab();
    expect(field).toHaveValue('0');
    await user.clear(field);
    await user.type(field, '1.5');
    await user.tab();
    expect(field).toHaveValue('0');
    await user.clear(field);
    await user.type(field, 'abc');
    await user.tab();
    expect(field).toHaveValue('0');
    await user.clear(field);
    await user.type(field, '12{Enter}');
    expect(field).toHaveValue('12');
    // Four digits at most: 99999 cannot be typed.
    await user.clear(field);
    await user.type(field, '99999');
    expect(field).toHaveValue('9999');
    // Nothing is sent until Save & Continue.
    expect(mutations()).toEqual([]);
  });

  it('registers the unsaved quantities with the wizard while any differs, and Save & Continue saves them then goes to the preview', async () => {
    const { project, mixer } = seedKitchen();
    const { setUnsaved, goToTab, changes } = renderRoomsTab(project);
    const user = userEvent.setup();
    expect(lastUnsaved(setUnsaved)).toBeNull();

    await user.click(
      screen.getByRole('button', { name: 'Increase the quantity of Kinnear Basin Mixer' }),
    );
    expect(lastUnsaved(setUnsaved)).toEqual(expect.any(Function));
    // Back to what the project has: nothing is unsaved.
    await user.click(
      screen.getByRole('button', { name: 'Decrease the quantity of Kinnear Basin Mixer' }),
    );
    expect(lastUnsaved(setUnsaved)).toBeNull();

    const field = quantityOf('Kinnear Basin Mixer');
    await user.clear(field);
    await user.type(field, '24');
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));

    await waitFor(() => expect(goToTab).toHaveBeenCalledWith(4));
    expect(mutations()).toEqual([
      {
        projectId: project.id,
        version: 1,
        lineITemsToUpdate: [{ lineItemId: mixer, quantity: 24 }],
      },
    ]);
    expect(lastChange(changes).lineItems.find((item) => item.id === mixer)?.quantity).toBe(24);
    expect(lastUnsaved(setUnsaved)).toBeNull();
  });

  it("the wizard's Save and continue runs the registered save", async () => {
    const { project, suite } = seedKitchen();
    const { setUnsaved, goToTab } = renderRoomsTab(project);
    const user = userEvent.setup();

    await user.click(
      screen.getByRole('button', { name: 'Decrease the quantity of Harbour Toilet Suite' }),
    );
    const save = lastUnsaved(setUnsaved) as () => Promise<boolean>;
    let saved = false;
    await act(async () => {
      saved = await save();
    });
    expect(saved).toBe(true);
    expect(mutations()).toEqual([
      {
        projectId: project.id,
        version: 1,
        lineITemsToUpdate: [{ lineItemId: suite, quantity: 9998 }],
      },
    ]);
    expect(lastUnsaved(setUnsaved)).toBeNull();
    expect(quantityOf('Harbour Toilet Suite')).toHaveValue('9998');
    expect(goToTab).not.toHaveBeenCalled();
  });

  it('Save & Continue with nothing changed goes on without a write', async () => {
    const { project } = seedKitchen();
    const { goToTab } = renderRoomsTab(project);
    await userEvent.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(goToTab).toHaveBeenCalledWith(4);
    expect(mutations()).toEqual([]);
  });

  it('Save & Continue while a move is still being saved waits for it, then saves the quantities at its version', async () => {
    const { project, mixer } = seedKitchen();
    // The move's answer is held until the test lets the fixtures answer it.
    let answerMove = () => undefined as void;
    const moveAnswered = new Promise<void>((resolve) => (answerMove = resolve));
    server.use(
      http.post(
        '/action/project/performMutationOnMyProjectById',
        async () => {
          await moveAnswered;
        },
        { once: true },
      ),
    );
    const { goToTab } = renderRoomsTab(project);
    const user = userEvent.setup();
    await user.click(
      screen.getByRole('button', { name: 'Increase the quantity of Kinnear Basin Mixer' }),
    );
    await user.click(screen.getByRole('button', { name: 'Move Kinnear Basin Mixer down' }));
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(goToTab).not.toHaveBeenCalled();
    answerMove();
    await waitFor(() => expect(goToTab).toHaveBeenCalledWith(4));
    const sent = mutations() as { version: number; lineITemsToUpdate?: unknown }[];
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({
      projectId: project.id,
      version: 2,
      lineITemsToUpdate: [{ lineItemId: mixer, quantity: 2 }],
    });
  });

  it('a quantity save that fails is logged and the flow continues (§8)', async () => {
    const { project } = seedKitchen();
    server.use(
      http.post('/action/project/performMutationOnMyProjectById', () =>
        HttpResponse.json({ message: 'Down' }, { status: 500 }),
      ),
    );
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { goToTab } = renderRoomsTab(project);
    const user = userEvent.setup();
    await user.click(
      screen.getByRole('button', { name: 'Increase the quantity of Kinnear Basin Mixer' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    await waitFor(() => expect(goToTab).toHaveBeenCalledWith(4));
    expect(logged).toHaveBeenCalledWith(
      'Tab 3: saving the quantities failed; going on to the preview.',
    );
    logged.mockRestore();
  });

  it('a stale version (409) shows the server’s message and reloads the project on request', async () => {
    const { project, mixer } = seedKitchen();
    const { goToTab, changes } = renderRoomsTab(project);
    const user = userEvent.setup();
    // Someone changes the project in another tab.
    handleAction('project/performMutationOnMyProjectById', {
      projectId: project.id,
      version: 1,
      updateRoomNotes: { lineItemId: mixer, roomNotes: 'Changed elsewhere' },
    });

    await user.click(
      screen.getByRole('button', { name: 'Increase the quantity of Kinnear Basin Mixer' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    const alert = await screen.findByRole('alert');
    await within(alert).findByText(
      'This project was changed somewhere else since you opened it. Reload it and try again; nothing was saved.',
    );
    expect(goToTab).not.toHaveBeenCalled();

    await user.click(within(alert).getByRole('button', { name: 'Reload project' }));
    expect(await screen.findByText('Changed elsewhere')).toBeVisible();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(lastChange(changes).version).toBe(2);
    // The reload drops the quantity that was not saved.
    expect(quantityOf('Kinnear Basin Mixer')).toHaveValue('1');
  });
});
