import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SpecifyError,
  type MountProps,
  type RuntimeConfig,
  type Session,
} from '@specify/contracts';
import type { RemoteLifecycles } from '@specify/ui';
import { regionProps } from '../../testing/region-props';
import { createRemoteRegion, SLOW_REGION_MS } from '../remote-region';
import type { SessionStore } from '../../session/session-store';

/** The session as the boot has it: known from the start unless a test holds it back. */
const known: Pick<SessionStore, 'current' | 'settled'> = {
  current: () => ({ status: 'anonymous' }),
  settled: Promise.resolve(),
};

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

const renderRemote = async (props: MountProps) => {
  props.domElement?.append(
    Object.assign(document.createElement('h1'), { textContent: 'Remote content' }),
  );
};

afterEach(() => {
  jest.useRealTimers();
  document.body.replaceChildren();
});

/** A load the test finishes (or fails) when it wants; `signal` is the region's. */
function heldLoad() {
  const loads: Array<{
    signal: AbortSignal;
    finish: (value: RemoteLifecycles) => void;
    fail: (error: unknown) => void;
  }> = [];
  const loadApp = jest.fn(
    (_remote: unknown, _config: unknown, signal: AbortSignal) =>
      new Promise<RemoteLifecycles>((finish, fail) => {
        signal.addEventListener('abort', () => fail(signal.reason));
        loads.push({ signal, finish, fail });
      }),
  );
  return { loadApp, loads };
}

/** A region of a remote that shows only its own spinner once mounted; `remoteElement` is its element. */
function regionOfSpinnerOnlyRemote() {
  let element: HTMLElement | undefined;
  const region = createRemoteRegion('mf-content', {
    config,
    loadApp: async () =>
      lifecycles(async (props) => {
        element = props.domElement;
        const spinner = document.createElement('div');
        spinner.setAttribute('role', 'status');
        spinner.textContent = 'Loading page…';
        props.domElement?.append(spinner);
      }),
    onError: jest.fn(),
    sessions: known,
  });
  return { region, remoteElement: () => element };
}

describe('remote region', () => {
  it('mounts the remote it loads into the region', async () => {
    const region = createRemoteRegion('mf-content', {
      config,
      loadApp: async () => lifecycles(renderRemote),
      onError: jest.fn(),
      sessions: known,
    });
    await act(() => region.mount(regionProps(config)));
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
      sessions: known,
    });
    await act(() => region.mount(regionProps(config)));

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
    const region = createRemoteRegion('mf-content', {
      config,
      loadApp,
      onError: jest.fn(),
      sessions: known,
    });
    await act(() => region.mount(regionProps(config)));
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
      sessions: known,
    });
    const props = regionProps(config);
    await act(() => region.mount(props));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(() => region.unmount(props));
    await act(async () => finishLoading(lifecycles(mount)));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(mount).not.toHaveBeenCalled();
  });

  it('keeps one loading state until the remote shows content, not its spinners too', async () => {
    const { region, remoteElement } = regionOfSpinnerOnlyRemote();
    await act(() => region.mount(regionProps(config)));
    await waitFor(() => expect(remoteElement()).toBeDefined());
    // The remote's own spinner is there but hidden; the region's is the one a person meets.
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    await act(async () => {
      remoteElement()?.replaceChildren(
        Object.assign(document.createElement('h1'), { textContent: 'Remote content' }),
      );
    });
    expect(await screen.findByRole('heading', { name: 'Remote content' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says a slow remote is slow at 2 s, and still mounts it when it arrives', async () => {
    jest.useFakeTimers();
    const { loadApp, loads } = heldLoad();
    const onError = jest.fn();
    const region = createRemoteRegion('mf-content', { config, loadApp, onError, sessions: known });
    await act(() => region.mount(regionProps(config)));
    act(() => jest.advanceTimersByTime(SLOW_REGION_MS - 1));
    expect(screen.queryByText(/taking longer than usual/)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(
      screen.getByText('Page content are taking longer than usual to load.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    loads[0]?.finish(lifecycles(renderRemote));
    expect(await screen.findByRole('heading', { name: 'Remote content' })).toBeInTheDocument();
    expect(screen.queryByText(/taking longer than usual/)).not.toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
  });

  it('on Retry while slow drops the load under way and loads again', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { loadApp, loads } = heldLoad();
    const onError = jest.fn();
    const region = createRemoteRegion('mf-content', { config, loadApp, onError, sessions: known });
    await act(() => region.mount(regionProps(config)));
    act(() => jest.advanceTimersByTime(SLOW_REGION_MS));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.queryByText(/taking longer than usual/)).not.toBeInTheDocument(),
    );
    expect(loads[0]?.signal.aborted).toBe(true);
    expect(loadApp).toHaveBeenCalledTimes(2);

    loads[1]?.finish(lifecycles(renderRemote));
    expect(await screen.findByRole('heading', { name: 'Remote content' })).toBeInTheDocument();
    // The dropped load is nobody's failure.
    expect(onError).not.toHaveBeenCalled();
  });

  it('fails only when the load does (at its timeout), with the fallback', async () => {
    const { loadApp, loads } = heldLoad();
    const region = createRemoteRegion('mf-content', {
      config,
      loadApp,
      onError: jest.fn(),
      sessions: known,
    });
    await act(() => region.mount(regionProps(config)));
    await act(async () =>
      loads[0]?.fail(new SpecifyError('SPEC-LOAD-002', 'too slow', { remote: 'mf-content' })),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('SPEC-LOAD-002');
  });

  it('loads the remote while the session is read, and mounts it with the session once known', async () => {
    let session: Session = { status: 'anonymous' };
    let answer = () => undefined as void;
    const settled = new Promise<void>((resolve) => (answer = resolve));
    const mount = jest.fn(renderRemote);
    const loadApp = jest.fn(async () => lifecycles(mount));
    const region = createRemoteRegion('mf-content', {
      config,
      loadApp,
      onError: jest.fn(),
      sessions: { current: () => session, settled },
    });
    await act(() => region.mount(regionProps(config)));
    expect(loadApp).toHaveBeenCalled();
    expect(mount).not.toHaveBeenCalled();

    session = {
      status: 'authenticated',
      account: { accountId: 'a1', email: 'a@b.co', isInternalUser: false },
    };
    await act(async () => answer());
    expect(await screen.findByRole('heading', { name: 'Remote content' })).toBeInTheDocument();
    expect(mount).toHaveBeenCalledWith(expect.objectContaining({ session }));
  });

  describe("with the platform's first paint of the page", () => {
    /** The region's element holding a first paint, as the boot leaves it (adoptFirstPaint). */
    function paintedRegion() {
      const props = regionProps(config);
      const paint = document.createElement('div');
      paint.setAttribute('data-first-paint', 'mf-content');
      paint.innerHTML = '<h1>Bathrooms specified with confidence</h1>';
      props.domElement?.append(paint);
      return props;
    }

    it('keeps it instead of a spinner until the remote shows content', async () => {
      const { loadApp, loads } = heldLoad();
      const region = createRemoteRegion('mf-content', {
        config,
        loadApp,
        onError: jest.fn(),
        sessions: known,
      });
      await act(() => region.mount(paintedRegion()));
      expect(
        screen.getByRole('heading', { name: 'Bathrooms specified with confidence' }),
      ).toBeVisible();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();

      loads[0]?.finish(lifecycles(renderRemote));
      expect(await screen.findByRole('heading', { name: 'Remote content' })).toBeVisible();
      expect(
        screen.queryByRole('heading', { name: 'Bathrooms specified with confidence' }),
      ).not.toBeInTheDocument();
    });

    it('says a hung remote is slow at 2 s below it, and Retry loads again', async () => {
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { loadApp, loads } = heldLoad();
      const region = createRemoteRegion('mf-content', {
        config,
        loadApp,
        onError: jest.fn(),
        sessions: known,
      });
      await act(() => region.mount(paintedRegion()));
      act(() => jest.advanceTimersByTime(SLOW_REGION_MS - 1));
      expect(screen.queryByText(/taking longer than usual/)).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      const notice = screen.getByText('Page content are taking longer than usual to load.');
      const paint = screen.getByRole('heading', { name: 'Bathrooms specified with confidence' });
      expect(paint).toBeVisible();
      // The first paint stays above the notice.
      expect(paint.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

      await user.click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(() =>
        expect(screen.queryByText(/taking longer than usual/)).not.toBeInTheDocument(),
      );
      expect(loads[0]?.signal.aborted).toBe(true);
      expect(loadApp).toHaveBeenCalledTimes(2);
      expect(paint).toBeVisible();
      loads[1]?.finish(lifecycles(renderRemote));
      expect(await screen.findByRole('heading', { name: 'Remote content' })).toBeVisible();
      expect(paint).not.toBeInTheDocument();
    });

    it('stays while the remote shows only its own loading states, and goes as its content comes', async () => {
      const { region, remoteElement } = regionOfSpinnerOnlyRemote();
      await act(() => region.mount(paintedRegion()));
      await waitFor(() => expect(remoteElement()).toBeDefined());
      expect(
        screen.getByRole('heading', { name: 'Bathrooms specified with confidence' }),
      ).toBeVisible();
      // The remote's spinner stays hidden behind the first paint.
      expect(screen.queryByRole('status')).not.toBeInTheDocument();

      await act(async () => {
        remoteElement()?.replaceChildren(
          Object.assign(document.createElement('h1'), { textContent: 'Remote content' }),
        );
      });
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('heading', { name: 'Remote content' })).toBeVisible();
    });

    it('stays while the remote marks its content busy, and goes in the task it stops being busy', async () => {
      let element: HTMLElement | undefined;
      const region = createRemoteRegion('mf-content', {
        config,
        loadApp: async () =>
          lifecycles(async (props) => {
            element = props.domElement;
            // A listing whose heading is drawn and whose results are coming.
            const listing = document.createElement('section');
            listing.setAttribute('aria-busy', 'true');
            listing.innerHTML = '<h1>Remote content</h1><p>Sort by</p>';
            props.domElement?.append(listing);
          }),
        onError: jest.fn(),
        sessions: known,
      });
      await act(() => region.mount(paintedRegion()));
      await waitFor(() => expect(element).toBeDefined());
      expect(
        screen.getByRole('heading', { name: 'Bathrooms specified with confidence' }),
      ).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Remote content' })).not.toBeInTheDocument();

      await act(async () => element?.querySelector('section')?.removeAttribute('aria-busy'));
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('heading', { name: 'Remote content' })).toBeVisible();
    });

    it('gives way to the fallback when the remote cannot load', async () => {
      const { loadApp, loads } = heldLoad();
      const region = createRemoteRegion('mf-content', {
        config,
        loadApp,
        onError: jest.fn(),
        sessions: known,
      });
      await act(() => region.mount(paintedRegion()));
      await act(async () =>
        loads[0]?.fail(new SpecifyError('SPEC-LOAD-001', 'down', { remote: 'mf-content' })),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent('SPEC-LOAD-001');
      expect(
        screen.queryByRole('heading', { name: 'Bathrooms specified with confidence' }),
      ).not.toBeInTheDocument();
    });

    it('goes with the page when the visitor leaves before the remote arrived', async () => {
      const { loadApp } = heldLoad();
      const region = createRemoteRegion('mf-content', {
        config,
        loadApp,
        onError: jest.fn(),
        sessions: known,
      });
      const props = paintedRegion();
      await act(() => region.mount(props));
      await act(() => region.unmount(props));
      expect(props.domElement).toBeEmptyDOMElement();
    });
  });
});
