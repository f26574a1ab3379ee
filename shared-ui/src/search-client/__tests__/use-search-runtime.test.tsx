import { Suspense, use } from 'react';
import { act, render, screen } from '@testing-library/react';
import { ANONYMOUS_SESSION, type RuntimeConfig } from '@specify/contracts';
import { useSearchRuntime, type CreateSearchRuntime } from '../use-search-runtime';

interface Runtime {
  dispose: () => void;
}

// `create` is the only reader of the config here.
const config = { environment: 'test' } as RuntimeConfig;
const never = new Promise<never>(() => undefined);

/** A runtime that arrives when the test says, and a screen that still waits once it is ready. */
function pendingRuntime() {
  let arrive: (runtime: Runtime) => void = () => undefined;
  const create: CreateSearchRuntime<Runtime> = () => new Promise((resolve) => (arrive = resolve));
  return { create, arrive: (runtime: Runtime) => arrive(runtime) };
}

function Screen({ create }: { create: CreateSearchRuntime<Runtime> }) {
  const search = useSearchRuntime(create, config, 'au', ANONYMOUS_SESSION);
  if (search.status === 'loading') return <p>Loading search</p>;
  if (search.status === 'error') return <p role="alert">{search.error.message}</p>;
  // The screen the runtime lets mount, still waiting on a part of its own.
  return use(never);
}

it('sets the ready runtime as a transition: what showed while loading stays up meanwhile', async () => {
  const { create, arrive } = pendingRuntime();
  render(
    <Suspense fallback={<p>Region fallback</p>}>
      <Screen create={create} />
    </Suspense>,
  );
  expect(screen.getByText('Loading search')).toBeInTheDocument();
  await act(async () => arrive({ dispose: jest.fn() }));
  // An urgent update would swap the loading text for the nearest fallback.
  expect(screen.getByText('Loading search')).toBeInTheDocument();
  expect(screen.queryByText('Region fallback')).not.toBeInTheDocument();
});

it('disposes a runtime that arrives after its screen has gone', async () => {
  const { create, arrive } = pendingRuntime();
  const { unmount } = render(<Screen create={create} />);
  unmount();
  const runtime = { dispose: jest.fn() };
  await act(async () => arrive(runtime));
  expect(runtime.dispose).toHaveBeenCalledTimes(1);
});

it('says why the runtime failed', async () => {
  const create: CreateSearchRuntime<Runtime> = () => Promise.reject(new Error('No search key'));
  render(<Screen create={create} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('No search key');
});
