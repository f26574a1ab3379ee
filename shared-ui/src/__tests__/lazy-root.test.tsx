import { Suspense, use, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MountProps } from '@specify/contracts';
import { createLazyRoot } from '../remote-app/create-remote-lifecycles';
import { RemoteErrorBoundary } from '../remote-app/remote-error-boundary';

// The lazy root only hands its props on; the market is enough to see them arrive.
const props = { market: 'nz' } as MountProps;
const Root = ({ market }: MountProps) => <p>{`Root for ${market}`}</p>;

it('shows a spinner until the root arrives, then the root with the mount props', async () => {
  let arrive: (root: typeof Root) => void = () => undefined;
  const LazyRoot = createLazyRoot(() => new Promise((resolve) => (arrive = resolve)));
  render(<LazyRoot {...props} />);
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  await act(async () => arrive(Root));
  expect(screen.getByText('Root for nz')).toBeInTheDocument();
});

it('reports a failed load to the error boundary and loads again on Retry', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const loadRoot = jest
    .fn<Promise<typeof Root>, []>()
    .mockRejectedValueOnce(new Error('chunk failed'))
    .mockResolvedValue(Root);
  const LazyRoot = createLazyRoot(loadRoot);
  render(
    <RemoteErrorBoundary remote="mf-content">
      <LazyRoot {...props} />
    </RemoteErrorBoundary>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Root for nz')).toBeInTheDocument();
  expect(loadRoot).toHaveBeenCalledTimes(2);
});

it('renders the arrived root as a transition: what showed stays up while the root still waits', async () => {
  let arrive: (root: ComponentType<MountProps>) => void = () => undefined;
  const LazyRoot = createLazyRoot(() => new Promise((resolve) => (arrive = resolve)));
  const never = new Promise<never>(() => undefined);
  // A root still waiting on its data when it first renders.
  const Waiting = () => use(never);
  render(
    <Suspense fallback={<p>Region fallback</p>}>
      <LazyRoot {...props} />
    </Suspense>,
  );
  await act(async () => arrive(Waiting));
  // An urgent render would swap the spinner for the nearest fallback; a transition keeps it.
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  expect(screen.queryByText('Region fallback')).not.toBeInTheDocument();
});
