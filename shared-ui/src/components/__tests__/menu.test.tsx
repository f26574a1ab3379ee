import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Menu } from '../menu';
import { Tabs } from '../tabs';

// Example: an account menu with two links and an action.
function Account({ onLogOut }: { onLogOut: () => void }) {
  return (
    <Menu
      label="Jo"
      ariaLabel="Account menu"
      align="end"
      items={[
        { label: 'Projects', href: '/au/project-builder' },
        { label: 'My account', href: '/au/my-account' },
        { label: 'Log out', onSelect: onLogOut },
      ]}
    />
  );
}

it('opens from the keyboard on the first item, moves with arrows, Home and End, Escape returns', async () => {
  render(<Account onLogOut={() => undefined} />);
  const button = screen.getByRole('button', { name: 'Account menu' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  button.focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = await screen.findByRole('menu', { name: 'Account menu' });
  expect(menu).toBeInTheDocument();
  await screen.findByRole('menuitem', { name: 'Projects' });
  await new Promise((resolve) => requestAnimationFrame(resolve));
  expect(screen.getByRole('menuitem', { name: 'Projects' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'My account' })).toHaveFocus();
  await userEvent.keyboard('{End}');
  expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Projects' })).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}');
  expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
});

it('runs an action item and closes; a click outside closes too', async () => {
  const onLogOut = jest.fn();
  render(
    <>
      <Account onLogOut={onLogOut} />
      <p>Elsewhere</p>
    </>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
  expect(screen.getByRole('menuitem', { name: 'My account' })).toHaveAttribute(
    'href',
    '/au/my-account',
  );
  await userEvent.click(screen.getByText('Elsewhere'));
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
  expect(onLogOut).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

it('tabs: one tab stop, arrows select and show the panel', async () => {
  render(
    <Tabs
      label="Product details"
      tabs={[
        { id: 'specs', label: 'Specifications', panel: <p>Height 200 mm</p> },
        { id: 'files', label: 'Downloads', panel: <p>Installation guide</p> },
      ]}
    />,
  );
  const specs = screen.getByRole('tab', { name: 'Specifications' });
  expect(specs).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Specifications' })).toHaveTextContent('200 mm');
  expect(screen.getByRole('tab', { name: 'Downloads' })).toHaveAttribute('tabindex', '-1');
  specs.focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Downloads' })).toHaveFocus();
  expect(screen.getByRole('tabpanel', { name: 'Downloads' })).toHaveTextContent('Installation');
  await userEvent.keyboard('{ArrowRight}');
  expect(specs).toHaveFocus();
});
