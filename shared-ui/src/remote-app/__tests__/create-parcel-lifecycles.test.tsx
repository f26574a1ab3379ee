import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { createParcelLifecycles, type ParcelLifecycles } from '../create-parcel-lifecycles';

/** A widget's parcel props, as the contracts define them for a real one. */
interface WidgetProps {
  market: string;
  sku: string;
  onClose: () => void;
}

const Widget = ({ market, sku }: WidgetProps) => <p>{`Quick view of ${sku} in ${market}`}</p>;

function Crashing(): never {
  throw new Error('the widget broke');
}

/** Its remote's fallback: says so, with a way out. */
const fallback = ({ market, onClose }: WidgetProps) => (
  <div role="alert">
    {`Unavailable in ${market}`}
    <button onClick={onClose}>Close</button>
  </div>
);

let unmount: (() => Promise<void>) | undefined;

/**
 * Mounts the parcel into an element of the page, as the shell mounts a remote's parcel. The parcel
 * renders into its own React root as single-spa gets to it, so the test waits for it to be mounted
 * (and unmounted) rather than wrapping single-spa's promises in act.
 */
async function mount(lifecycles: ParcelLifecycles<WidgetProps>, onClose = jest.fn()) {
  const domElement = document.body.appendChild(document.createElement('div'));
  const parcel = mountRootParcel(lifecycles as ParcelConfig<WidgetProps>, {
    domElement,
    market: 'nz',
    sku: 'LU1234',
    onClose,
  });
  await waitFor(() => expect(parcel.getStatus()).toBe('MOUNTED'));
  unmount = async () => {
    void parcel.unmount();
    await waitFor(() => expect(parcel.getStatus()).toBe('NOT_MOUNTED'));
    domElement.remove();
  };
  return onClose;
}

afterEach(async () => {
  await unmount?.();
  unmount = undefined;
  jest.restoreAllMocks();
});

it('loads the root when the parcel first mounts, shows nothing meanwhile, then the root with its props', async () => {
  let arrive: (root: typeof Widget) => void = () => undefined;
  const loadRoot = jest.fn(() => new Promise<typeof Widget>((resolve) => (arrive = resolve)));
  const lifecycles = createParcelLifecycles<WidgetProps>({ loadRoot, fallback });
  expect(loadRoot).not.toHaveBeenCalled();
  await mount(lifecycles);
  await waitFor(() => expect(loadRoot).toHaveBeenCalledTimes(1));
  expect(screen.queryByText(/Quick view/)).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await act(async () => arrive(Widget));
  expect(await screen.findByText('Quick view of LU1234 in nz')).toBeInTheDocument();
});

it('mounts a root given as it is', async () => {
  await mount(createParcelLifecycles<WidgetProps>({ root: Widget, fallback }));
  expect(await screen.findByText('Quick view of LU1234 in nz')).toBeInTheDocument();
});

it('shows the fallback, with the parcel’s props, when the root throws', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const onClose = await mount(createParcelLifecycles<WidgetProps>({ root: Crashing, fallback }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Unavailable in nz');
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('shows the fallback when the root cannot be loaded', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await mount(
    createParcelLifecycles<WidgetProps>({
      loadRoot: () => Promise.reject(new Error('chunk failed')),
      fallback,
    }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Unavailable in nz');
  expect(screen.queryByText(/Quick view/)).not.toBeInTheDocument();
});

it('shows the fallback when a loaded root throws', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await mount(createParcelLifecycles<WidgetProps>({ loadRoot: async () => Crashing, fallback }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Unavailable in nz');
});
