import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEventBus } from '@specify/contracts';
import { ShowAtPath } from '../../testing/show-at-path';
import { Toasts } from '../toasts';

function renderToasts() {
  const bus = createEventBus();
  window.history.replaceState(null, '', '/au/products/tapware/');
  render(
    <>
      <ShowAtPath path="/company-registration">
        <h1>Company registration</h1>
      </ShowAtPath>
      <Toasts bus={bus} />
    </>,
  );
  return bus;
}

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a remote’s notice in a live region for 2 s (success) or 5 s (info)', () => {
    const bus = renderToasts();
    act(() => bus.publish('toast:show', { message: 'Saved.', tone: 'success' }));
    act(() => bus.publish('toast:show', { message: 'Heads up.', tone: 'info' }));
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('Saved.');
    act(() => jest.advanceTimersByTime(2000));
    expect(region).not.toHaveTextContent('Saved.');
    expect(region).toHaveTextContent('Heads up.');
    act(() => jest.advanceTimersByTime(3000));
    expect(region).toBeEmptyDOMElement();
  });

  it('keeps a toast with a link until it is used or dismissed', async () => {
    jest.useRealTimers();
    const bus = renderToasts();
    const prompt = {
      message: 'Complete your profile first.',
      tone: 'info' as const,
      action: { label: 'Complete profile', href: '/company-registration' },
    };
    act(() => bus.publish('toast:show', prompt));
    act(() => bus.publish('toast:show', { ...prompt, message: 'Second prompt.' }));
    const [first] = screen.getAllByRole('button', { name: 'Dismiss' });
    await userEvent.click(first!);
    expect(screen.queryByText('Complete your profile first.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Complete profile' }));
    expect(screen.getByRole('heading', { name: 'Company registration' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('refuses an action that leaves the site', () => {
    const errors: string[] = [];
    const bus = createEventBus({ onError: (error) => errors.push(error.message) });
    bus.publish('toast:show', {
      message: 'Go',
      tone: 'info',
      action: { label: 'Elsewhere', href: '//evil.example/' },
    });
    expect(errors.join(' ')).toContain('A toast action links to a path on this site.');
  });
});
