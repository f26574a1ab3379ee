import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast, ToastRegion } from '../toast';

it('a Toast is announced in its region, with its action link and a Dismiss button', async () => {
  const onDismiss = jest.fn();
  render(
    <ToastRegion>
      <Toast
        tone="success"
        message="Added to Bathroom refit"
        action={<a href="/au/projects/p1">View project</a>}
        onDismiss={onDismiss}
      />
    </ToastRegion>,
  );
  const region = screen.getByRole('status');
  expect(region).toHaveAttribute('aria-live', 'polite');
  expect(region).toHaveTextContent('Added to Bathroom refit');
  expect(within(region).getByRole('link', { name: 'View project' })).toHaveAttribute(
    'href',
    '/au/projects/p1',
  );
  await userEvent.click(within(region).getByRole('button', { name: 'Dismiss' }));
  expect(onDismiss).toHaveBeenCalledTimes(1);
});

it('a Toast without an action offers only Dismiss', () => {
  render(<Toast message="Link copied to clipboard!" onDismiss={() => undefined} />);
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(screen.getAllByRole('button')).toEqual([screen.getByRole('button', { name: 'Dismiss' })]);
});
