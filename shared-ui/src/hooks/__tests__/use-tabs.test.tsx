import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from '../../components/tabs';
import { useTabs } from '../use-tabs';

const STEPS = [
  { id: 'details', label: 'Details' },
  { id: 'add', label: 'Add products', disabled: true },
  { id: 'view', label: 'View products' },
  { id: 'preview', label: 'Preview' },
];

/** Steps drawn by their screen, as the project builder's wizard draws its own. */
function Steps({ onSelect }: { onSelect: (id: string) => void }) {
  const [selected, setSelected] = useState('details');
  const { listProps, tabProps, panelProps } = useTabs({
    label: 'Project steps',
    tabs: STEPS,
    selected,
    onSelect: (id) => {
      onSelect(id);
      setSelected(id);
    },
    activation: 'manual',
  });
  return (
    <>
      <div {...listProps}>
        {STEPS.map((step) => (
          <button key={step.id} {...tabProps(step.id)}>
            {step.label}
          </button>
        ))}
      </div>
      <div {...panelProps(selected)}>{`The ${selected} step`}</div>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

it('manual activation: the arrows, Home and End move focus over the enabled tabs; Enter or a click selects', async () => {
  const onSelect = jest.fn();
  render(<Steps onSelect={onSelect} />);
  expect(tab('Add products')).toBeDisabled();
  tab('Details').focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(tab('View products')).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  expect(tab('Preview')).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  expect(tab('Details')).toHaveFocus();
  await userEvent.keyboard('{ArrowLeft}');
  expect(tab('Preview')).toHaveFocus();
  await userEvent.keyboard('{Home}');
  expect(tab('Details')).toHaveFocus();
  await userEvent.keyboard('{End}');
  expect(tab('Preview')).toHaveFocus();
  // Moving focus selected nothing.
  expect(onSelect).not.toHaveBeenCalled();
  expect(tab('Details')).toHaveAttribute('aria-selected', 'true');
  expect(tab('Details')).toHaveAttribute('tabindex', '0');
  expect(tab('Preview')).toHaveAttribute('tabindex', '-1');

  await userEvent.keyboard('{Enter}');
  expect(onSelect).toHaveBeenLastCalledWith('preview');
  expect(tab('Preview')).toHaveAttribute('aria-selected', 'true');
  expect(tab('Preview')).toHaveAttribute('tabindex', '0');
  expect(tab('Details')).toHaveAttribute('tabindex', '-1');
  expect(screen.getByRole('tabpanel', { name: 'Preview' })).toHaveTextContent('The preview step');

  await userEvent.click(tab('View products'));
  expect(onSelect).toHaveBeenLastCalledWith('view');
  expect(screen.getByRole('tabpanel', { name: 'View products' })).toBeInTheDocument();
  await userEvent.click(tab('Add products'));
  expect(onSelect).not.toHaveBeenCalledWith('add');
  expect(tab('View products')).toHaveAttribute('aria-selected', 'true');
});

it('ties only the selected tab to the panel it shows', async () => {
  render(
    <Tabs
      label="Product details"
      tabs={[
        { id: 'specs', label: 'Specifications', panel: <p>Height 200 mm</p> },
        { id: 'files', label: 'Downloads', panel: <p>Installation guide</p> },
      ]}
    />,
  );
  const panel = screen.getByRole('tabpanel', { name: 'Specifications' });
  expect(tab('Specifications')).toHaveAttribute('aria-controls', panel.id);
  // The other panel is not rendered, so no tab points at it.
  expect(tab('Downloads')).not.toHaveAttribute('aria-controls');
  await userEvent.click(tab('Downloads'));
  expect(tab('Downloads')).toHaveAttribute(
    'aria-controls',
    screen.getByRole('tabpanel', { name: 'Downloads' }).id,
  );
  expect(tab('Specifications')).not.toHaveAttribute('aria-controls');
});
