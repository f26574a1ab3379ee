import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createEventBus,
  SpecifyError,
  type MountProps,
  type RuntimeConfig,
} from '@specify/contracts';
import type { RemoteLifecycles } from '@specify/ui';
import { createRemoteRegion, type RegionProps } from '../remote-region';

const config: RuntimeConfig = {
  environment: 'test',
  remotes: {},
  loadTimeoutMs: 1000,
};

function lifecycles(mount: (props: MountProps) => Promise<void>): RemoteLifecycles {
  return {
    bootstrap: async () => undefined,
    mount: mount as RemoteLifecycles['mount'],
    unmount: async (props) => {
      (props as unknown as MountProps).domElement?.replaceChildren();
    },
  };
}

function regionProps(): RegionProps {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  return {
    name: 'mf-content',
    singleSpa: {},
    mountParcel: () => {
      throw new Error('no parcels in these tests');
    },
    remote: 'mf-content',
    market: 'au',
    session: { status: 'anonymous' },
    bus: createEventBus({ target: new EventTarget() }),
    config,
    domElement,
  };
}

const renderRemote = async (props: MountProps) => {
  props.domElement?.append(
    Object.assign(document.createElement('h1'), { textContent: 'Remote content' }),
  );
};

afterEach(() => document.body.replaceChildren());

describe('remote region', () => {
  it('mounts the remote it loads into the region', async () => {
    const region = createRemoteRegion('mf-content', {
      config,
      loadApp: async () => lifecycles(renderRemote),
      onError: jest.fn(),
    });
    await act(() => region.mount(regionProps()));
    expect(await screen.findByRole('heading', { name: 'Remote content' })).toBeInTheDocument();
  });

  it('shows a fallback with Retry when the remote throws on mount, and Retry mounts it again', async () => {
    const onError = jest.fn();
    let attempts = 0;
    const flaky = lifecycles(async (props) => {
      attempts += 1;
      if (attempts === 1) throw new Error('boom');
      await renderRemote(props);
    });
    const region = createRemoteRegion('mf-content', {
      config,
      loadApp: async () => flaky,
      onError,
    });
    await act(() => region.mount(regionProps()));

    const fallback = await screen.findByRole('alert');
    expect(fallback).toHaveTextContent('Page content are unavailable right now');
    expect(fallback).toHaveTextContent('SPEC-MOUNT-001');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'SPEC-MOUNT-001' }));

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Remote content' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads the remote again on Retry after a load failure', async () => {
    const loadApp = jest
      .fn()
      .mockRejectedValueOnce(new SpecifyError('SPEC-LOAD-001', 'down', { remote: 'mf-content' }))
      .mockResolvedValueOnce(lifecycles(renderRemote));
    const region = createRemoteRegion('mf-content', { config, loadApp, onError: jest.fn() });
    await act(() => region.mount(regionProps()));
    expect(await screen.findByRole('alert')).toHaveTextContent('SPEC-LOAD-001');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Remote content' })).toBeInTheDocument();
    expect(loadApp).toHaveBeenCalledTimes(2);
  });

  it('does not mount a remote that finishes loading after the visitor left its route', async () => {
    let finishLoading: (value: RemoteLifecycles) => void = () => undefined;
    const mount = jest.fn(renderRemote);
    const region = createRemoteRegion('mf-content', {
      config,
      loadApp: () => new Promise((resolve) => (finishLoading = resolve)),
      onError: jest.fn(),
    });
    const props = regionProps();
    await act(() => region.mount(props));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(() => region.unmount(props));
    await act(async () => finishLoading(lifecycles(mount)));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(mount).not.toHaveBeenCalled();
  });
});
