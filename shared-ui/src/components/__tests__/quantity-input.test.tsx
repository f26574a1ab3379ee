import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ProductImage, PLACEHOLDER_IMAGE } from '../product-image';
import { QuantityInput } from '../quantity-input';

function Harness({ initial = 2, onChange }: { initial?: number; onChange: (n: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityInput
      label="Quantity of Basin mixer"
      value={value}
      max={5}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('QuantityInput', () => {
  it('steps with − and +, and stops at the limits', async () => {
    const changes: number[] = [];
    render(<Harness initial={4} onChange={(n) => changes.push(n)} />);
    const more = screen.getByRole('button', { name: 'Increase: Quantity of Basin mixer' });
    await userEvent.click(more);
    expect(screen.getByRole('textbox', { name: 'Quantity of Basin mixer' })).toHaveValue('5');
    expect(more).toBeDisabled();
    await userEvent.click(
      screen.getByRole('button', { name: 'Decrease: Quantity of Basin mixer' }),
    );
    expect(changes).toEqual([5, 4]);
  });

  it('commits a typed count on Enter or blur, clamped; junk puts the last count back', async () => {
    const changes: number[] = [];
    render(<Harness onChange={(n) => changes.push(n)} />);
    const field = screen.getByRole('textbox', { name: 'Quantity of Basin mixer' });
    await userEvent.clear(field);
    await userEvent.type(field, '3{Enter}');
    await userEvent.clear(field);
    await userEvent.type(field, '40');
    fireEvent.blur(field);
    expect(field).toHaveValue('5');
    await userEvent.clear(field);
    await userEvent.type(field, '1.5{Enter}');
    expect(field).toHaveValue('5');
    await userEvent.clear(field);
    fireEvent.blur(field);
    expect(field).toHaveValue('5');
    expect(changes).toEqual([3, 5]);
  });
});

it('shows a visible label above the stepper, outside its bordered box', () => {
  render(<QuantityInput label="Quantity" showLabel value={1} max={9} onChange={() => undefined} />);
  const label = screen.getByText('Quantity');
  const input = screen.getByRole('textbox', { name: 'Quantity' });
  expect(label.closest('.spec-quantity')).toBeNull();
  expect(input.closest('.spec-quantity')).not.toBeNull();
});

describe('ProductImage', () => {
  it('shows the placeholder for a missing or broken image', () => {
    render(
      <>
        <ProductImage src={undefined} alt="none" />
        <ProductImage src="https://img.example/broken.jpg" alt="broken" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'none' })).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    const broken = screen.getByRole('img', { name: 'broken' });
    fireEvent.error(broken);
    expect(broken).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });
});
