import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog, Dialog } from '../dialog';
import { Drawer } from '../drawer';
import { TextField } from '../text-field';

// Example: a dialog opened by a button, with a form inside.
function Example() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Rename project</button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Rename project"
        footer={<button onClick={() => setOpen(false)}>Save</button>}
      >
        <TextField label="Project name" />
      </Dialog>
    </>
  );
}

it('opens labelled, traps Tab inside, closes on Escape and gives focus back', async () => {
  render(<Example />);
  const opener = screen.getByRole('button', { name: 'Rename project' });
  await userEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Rename project' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(document.body.style.overflow).toBe('hidden');
  // First focusable element: the close button; Tab cycles close → field → Save → close.
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByLabelText('Project name')).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await userEvent.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();

  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
  expect(document.body.style.overflow).toBe('');
});

it('closes on a click on the backdrop but not inside', async () => {
  render(<Example />);
  await userEvent.click(screen.getByRole('button', { name: 'Rename project' }));
  await userEvent.click(screen.getByLabelText('Project name'));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  const backdrop = screen.getByRole('dialog').parentElement;
  if (!backdrop) throw new Error('backdrop expected');
  await userEvent.click(backdrop);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('confirm dialog: Cancel has focus first, so Enter never confirms by accident', async () => {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <ConfirmDialog
      open
      title="Delete project?"
      description="This cannot be undone."
      confirmLabel="Delete"
      tone="danger"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Delete project?' });
  expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(onCancel).toHaveBeenCalledTimes(1);
  expect(onConfirm).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
});

it('a busy confirm ignores Escape', async () => {
  const onCancel = jest.fn();
  render(
    <ConfirmDialog open busy title="Saving" onConfirm={() => undefined} onCancel={onCancel} />,
  );
  await userEvent.keyboard('{Escape}');
  expect(onCancel).not.toHaveBeenCalled();
});

it('drawer: a modal side panel with the same focus rules', async () => {
  function Menu() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>Menu</button>
        <Drawer open={open} onClose={() => setOpen(false)} title="Menu">
          <a href="/au/products/tapware/">Tapware</a>
        </Drawer>
      </>
    );
  }
  render(<Menu />);
  await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
  expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  await userEvent.tab();
  expect(screen.getByRole('link', { name: 'Tapware' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
});

it('Escape closes only the innermost dialog, even when focus has left it', async () => {
  function Nested() {
    const [outer, setOuter] = useState(true);
    const [inner, setInner] = useState(false);
    return (
      <Dialog open={outer} onClose={() => setOuter(false)} title="Project">
        <button onClick={() => setInner(true)}>Discard</button>
        <ConfirmDialog
          open={inner}
          title="Discard changes?"
          onConfirm={() => setInner(false)}
          onCancel={() => setInner(false)}
        />
      </Dialog>
    );
  }
  render(<Nested />);
  await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
  expect(screen.getByRole('dialog', { name: 'Discard changes?' })).toBeInTheDocument();
  (document.activeElement as HTMLElement | null)?.blur();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Project' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Project' })).not.toBeInTheDocument();
});
