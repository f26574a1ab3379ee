import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROJECT_TIMERS } from '@specify/contracts';
import { renderBuilder } from '../../../testing/render-builder';
import { requests, setUpProjectServer } from '../../../testing/project-server';

setUpProjectServer();
afterEach(() => window.localStorage.clear());

async function openPicker(user = userEvent.setup()) {
  renderBuilder('/au/project-builder/create');
  await screen.findByRole('heading', { level: 1, name: 'Create Project' });
  return user;
}

const chip = (name: string) => screen.getByRole('button', { name });
const count = (room: string) => screen.queryByLabelText(`Number of ${room}`);
const customField = () => screen.getByLabelText('Add a custom room');
const chipNames = () =>
  screen
    .getAllByRole('button', { pressed: false })
    .concat(screen.queryAllByRole('button', { pressed: true }))
    .map((button) => button.textContent);

describe('the rooms picker', () => {
  it('offers the default rooms as toggle buttons', async () => {
    await openPicker();
    for (const room of [
      'Main Bathroom',
      'Ensuite Bathroom',
      'Guest Bathroom',
      'Powder Room',
      'Commercial Bathroom',
      'Kitchen',
      'Laundry',
      'Alfresco',
      'Other',
    ])
      expect(screen.getByRole('button', { name: room, pressed: false })).toBeEnabled();
    expect(screen.getByRole('group', { name: 'Rooms' })).toBeInTheDocument();
  });

  it('adds a room with a count of 1; + and − change it; 0 takes it out', async () => {
    const user = await openPicker();
    await user.click(chip('Guest Bathroom'));
    expect(chip('Guest Bathroom')).toHaveAttribute('aria-pressed', 'true');
    expect(count('Guest Bathroom')).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Increase Guest Bathroom' }));
    await user.click(screen.getByRole('button', { name: 'Increase Guest Bathroom' }));
    expect(count('Guest Bathroom')).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Decrease Guest Bathroom' }));
    expect(count('Guest Bathroom')).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Decrease Guest Bathroom' }));
    await user.click(screen.getByRole('button', { name: 'Decrease Guest Bathroom' }));
    expect(chip('Guest Bathroom')).toHaveAttribute('aria-pressed', 'false');
    expect(count('Guest Bathroom')).not.toBeInTheDocument();
    // The count's controls went with the room; focus is back on its chip.
    expect(chip('Guest Bathroom')).toHaveFocus();

    await user.click(chip('Kitchen'));
    await user.click(chip('Kitchen'));
    expect(count('Kitchen')).not.toBeInTheDocument();
  });

  it('takes a typed count, and 0 or an empty count removes the room when left', async () => {
    const user = await openPicker();
    await user.click(chip('Laundry'));
    const field = count('Laundry') as HTMLInputElement;
    await user.tripleClick(field);
    await user.keyboard('12');
    expect(field).toHaveValue('12');
    await user.clear(field);
    expect(field).toHaveValue('');
    await user.tab();
    expect(chip('Laundry')).toHaveAttribute('aria-pressed', 'false');

    await user.click(chip('Alfresco'));
    await user.tripleClick(count('Alfresco') as HTMLInputElement);
    await user.keyboard('0{Enter}');
    expect(chip('Alfresco')).toHaveAttribute('aria-pressed', 'false');
  });

  it("stops at 999 and says 'Maximum count of 999 reached.' for 3 s", async () => {
    jest.useFakeTimers();
    try {
      const user = await openPicker(userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
      await user.click(chip('Kitchen'));
      await user.tripleClick(count('Kitchen') as HTMLInputElement);
      await user.keyboard('998');
      await user.click(screen.getByRole('button', { name: 'Increase Kitchen' }));
      expect(count('Kitchen')).toHaveValue('999');
      expect(screen.queryByText('Maximum count of 999 reached.')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Increase Kitchen' }));
      expect(count('Kitchen')).toHaveValue('999');
      expect(screen.getByText('Maximum count of 999 reached.')).toHaveAttribute('role', 'status');
      act(() => jest.advanceTimersByTime(PROJECT_TIMERS.roomMaxCountMs - 1));
      expect(screen.getByText('Maximum count of 999 reached.')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByText('Maximum count of 999 reached.')).not.toBeInTheDocument();

      await user.tripleClick(count('Kitchen') as HTMLInputElement);
      await user.keyboard('5000');
      expect(count('Kitchen')).toHaveValue('999');
      expect(screen.getByText('Maximum count of 999 reached.')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('adds a custom room cleaned and title-cased, selected with a count of 1', async () => {
    const user = await openPicker();
    await user.type(customField(), '  wine   cellar!! (b) ');
    expect(customField()).toHaveValue('  wine   cellar b ');
    await user.click(screen.getByRole('button', { name: 'Add room' }));
    expect(screen.getByRole('button', { name: 'Wine Cellar B', pressed: true })).toBeEnabled();
    expect(count('Wine Cellar B')).toHaveValue('1');
    expect(customField()).toHaveValue('');

    await user.type(customField(), 'home-office{Enter}');
    expect(screen.getByRole('button', { name: 'Home-office', pressed: true })).toBeEnabled();
    // Enter adds the room; it does not send the form.
    expect(requests.filter((request) => request.name === 'project/createShoppingList')).toEqual([]);

    await user.type(customField(), 'x'.repeat(40));
    expect(customField()).toHaveValue('x'.repeat(30));
  });

  it("refuses a room already there (case, spaces, trailing digits) with 'Room already exists!' for 5 s", async () => {
    jest.useFakeTimers();
    try {
      const user = await openPicker(userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
      const before = chipNames().length;
      await user.type(customField(), 'main bath room 2{Enter}');
      expect(screen.getByText('Room already exists!')).toHaveAttribute('role', 'alert');
      expect(chipNames()).toHaveLength(before);
      act(() => jest.advanceTimersByTime(PROJECT_TIMERS.roomExistsMs - 1));
      expect(screen.getByText('Room already exists!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByText('Room already exists!')).not.toBeInTheDocument();

      await user.clear(customField());
      await user.type(customField(), 'Studio{Enter}');
      await user.type(customField(), 'STUDIO 7{Enter}');
      expect(screen.getByText('Room already exists!')).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: 'Studio' })).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
