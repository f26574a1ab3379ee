import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ButtonLink, IconButton } from '../button';

describe('Button', () => {
  it('while busy it is announced, keeps focus and does not submit; then it submits', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy>
          Save address
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Save address' });
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    // Not `disabled`: that would drop focus to the page while the action runs.
    expect(button).toBeEnabled();

    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit">Save address</Button>
      </form>,
    );
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is a plain button by default, so it never submits the form around it', async () => {
    const onSubmit = jest.fn();
    const onClick = jest.fn();
    render(
      <form onSubmit={onSubmit}>
        <Button variant="secondary" onClick={onClick}>
          Cancel
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

it('a ButtonLink is a link to its page, not a button', () => {
  render(<ButtonLink href="/au/products/tapware/">Shop tapware</ButtonLink>);
  expect(screen.getByRole('link', { name: 'Shop tapware' })).toHaveAttribute(
    'href',
    '/au/products/tapware/',
  );
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('an IconButton is named by its label, never by its icon', async () => {
  const onClick = jest.fn();
  render(<IconButton label="Close menu" icon="×" onClick={onClick} />);
  const button = screen.getByRole('button', { name: 'Close menu' });
  expect(button).toHaveTextContent('×');
  await userEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});
