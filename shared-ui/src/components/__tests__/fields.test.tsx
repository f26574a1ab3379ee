import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Checkbox } from '../checkbox';
import { FileButton } from '../file-button';
import { RadioGroup } from '../radio-group';
import { Select } from '../select';
import { TextArea, TextField } from '../text-field';
import { Button } from '../button';
import { LoadingOverlay } from '../spinner';

it('a text field is named by its label and described by its hint and error', () => {
  render(
    <>
      <TextField label="Email" hint="We reply to this address" error="Email is required." />
      <TextArea label="Message" optional />
    </>,
  );
  const email = screen.getByRole('textbox', { name: 'Email' });
  expect(email).toBeInvalid();
  expect(email).toHaveAccessibleDescription('We reply to this address Email is required.');
  expect(screen.getByRole('textbox', { name: 'Message (optional)' })).toBeValid();
});

it('select, checkbox and radio group are native controls with names', async () => {
  function Form() {
    const [rating, setRating] = useState<string | undefined>();
    return (
      <>
        <Select
          label="State"
          placeholder="Select a state"
          options={[
            { value: 'NSW', label: 'NSW' },
            { value: 'VIC', label: 'VIC' },
          ]}
        />
        <Checkbox label="I agree" error="Please check the box if you want to proceed" />
        <RadioGroup
          legend="Rating"
          inline
          value={rating}
          onChange={setRating}
          options={['1', '2', '3'].map((value) => ({ value, label: value }))}
        />
      </>
    );
  }
  render(<Form />);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'VIC');
  expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('VIC');
  expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAccessibleDescription(
    'Please check the box if you want to proceed',
  );
  const group = screen.getByRole('group', { name: 'Rating' });
  expect(group).toBeInTheDocument();
  await userEvent.click(screen.getByRole('radio', { name: '2' }));
  expect(screen.getByRole('radio', { name: '2' })).toBeChecked();
});

it('a busy button ignores clicks but keeps focus and says so; an overlay marks its content busy', async () => {
  const onClick = jest.fn();
  render(
    <LoadingOverlay active label="Loading products">
      <Button busy onClick={onClick}>
        Download all
      </Button>
    </LoadingOverlay>,
  );
  const button = screen.getByRole('button', { name: 'Download all' });
  await userEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
  expect(button).toHaveFocus();
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('status')).toHaveTextContent('Loading products');
});

it('a file button is the file input, named by its label; it hands over the file and can take it again', async () => {
  const chosen: string[] = [];
  render(
    <FileButton label="Upload SKU list" accept=".csv" onFile={(file) => chosen.push(file.name)} />,
  );
  const input = screen.getByLabelText('Upload SKU list');
  expect(input).toHaveAttribute('type', 'file');
  // Reachable by keyboard: the input itself takes focus.
  await userEvent.tab();
  expect(input).toHaveFocus();
  const file = new File(['sku,qty\n'], 'list.csv', { type: 'text/csv' });
  await userEvent.upload(input, file);
  await userEvent.upload(input, file);
  expect(chosen).toEqual(['list.csv', 'list.csv']);
});
