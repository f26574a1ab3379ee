import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { waitFor } from '@testing-library/react';
import { CONTRACTS_VERSION, type RuntimeConfig } from '@specify/contracts';
import { UI_VERSION } from '@specify/ui';
import {
  beginLoadingRemoteApp,
  loadDeadline,
  loadRemoteAppOnce,
  loadRemoteLifecycles,
  scriptRequested,
} from '../load-remote-app';

// The MF runtime is the boundary here: each test says what loading the remote does.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const mockedLoadRemote = jest.mocked(loadRemote);

const config: RuntimeConfig = {
  environment: 'test',
  loadTimeoutMs: 4000,
  remotes: {
    'mf-content': {
      version: '1.0.0',
      manifest: '/remotes/mf-content/1.0.0/mf-manifest.json',
      contracts: `^${CONTRACTS_VERSION}`,
      ui: `^${UI_VERSION}`,
    },
  },
};

const lifecycles = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };

afterEach(() => {
  jest.useRealTimers();
  jest.clearAllMocks();
});

describe('loadRemoteLifecycles', () => {
  it("loads a remote's lifecycles", async () => {
    mockedLoadRemote.mockResolvedValue({ default: lifecycles });
    await expect(loadRemoteLifecycles('mf-content', './app', config)).resolves.toBe(lifecycles);
    expect(mockedLoadRemote).toHaveBeenCalledWith('mf_content/app');
  });

  it('fails at the load timeout, the one deadline of a load, and forgets the attempt', async () => {
    jest.useFakeTimers();
    mockedLoadRemote.mockReturnValue(new Promise(() => undefined));
    const loading = loadRemoteLifecycles('mf-content', './app', config);
    const failed = expect(loading).rejects.toMatchObject({ code: 'SPEC-LOAD-002' });
    const deadline = loadDeadline('mf-content');
    expect(deadline?.aborted).toBe(false);
    jest.advanceTimersByTime(config.loadTimeoutMs - 1);
    expect(deadline?.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    await failed;
    // The manifest fetch follows the same deadline (specifyRuntimePlugin).
    expect(deadline?.aborted).toBe(true);
    expect(loadDeadline('mf-content')).toBeUndefined();
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_content', entry: config.remotes['mf-content']?.manifest }],
      { force: true },
    );
  });

  it("classifies the runtime's failure by its error code", async () => {
    mockedLoadRemote.mockRejectedValue(
      new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008'),
    );
    await expect(loadRemoteLifecycles('mf-content', './app', config)).rejects.toMatchObject({
      code: 'SPEC-LOAD-001',
      details: { remote: 'mf-content', runtimeCode: 'RUNTIME-008' },
    });
  });

  it('stops when its caller drops it (a Retry), with the reason given', async () => {
    mockedLoadRemote.mockReturnValue(new Promise(() => undefined));
    const caller = new AbortController();
    const loading = loadRemoteLifecycles('mf-content', './app', config, caller.signal);
    const reason = new Error('loading again');
    caller.abort(reason);
    await expect(loading).rejects.toMatchObject({ code: 'SPEC-LOAD-001', cause: reason });
  });

  /** The config serving mf-content@2.0.0, built against these ranges. */
  const builtAgainst = (ranges: { contracts: string; ui: string }): RuntimeConfig => ({
    ...config,
    remotes: { 'mf-content': { version: '2.0.0', manifest: '/m.json', ...ranges } },
  });

  it('refuses a remote built against contracts the shell does not satisfy, without loading it', async () => {
    const newer = builtAgainst({ contracts: '^99.0.0', ui: `^${UI_VERSION}` });
    const loading = loadRemoteLifecycles('mf-content', './app', newer);
    await expect(loading).rejects.toMatchObject({ code: 'SPEC-CONTRACT-001' });
    await expect(loading).rejects.toThrow(
      `mf-content@2.0.0 needs @specify/contracts ^99.0.0; the shell has @specify/contracts ${CONTRACTS_VERSION}.`,
    );
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('refuses a remote built against a @specify/ui the shell does not provide, without loading it', async () => {
    // Built against a later ui: its components or navigation may be missing from the shell's copy.
    const newer = builtAgainst({ contracts: `^${CONTRACTS_VERSION}`, ui: '^0.9.0' });
    const loading = loadRemoteLifecycles('mf-content', './app', newer);
    await expect(loading).rejects.toMatchObject({ code: 'SPEC-CONTRACT-001' });
    await expect(loading).rejects.toThrow(
      `mf-content@2.0.0 needs @specify/ui ^0.9.0; the shell has @specify/ui ${UI_VERSION}.`,
    );
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });
});

describe("a load begun before its region asks (the page's remote, at boot)", () => {
  it('is taken over by the region instead of loading the remote twice', async () => {
    let arrive: (module: unknown) => void = () => undefined;
    mockedLoadRemote.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    void beginLoadingRemoteApp('mf-content', config);
    const loading = loadRemoteAppOnce('mf-content', config, new AbortController().signal);
    arrive({ default: lifecycles });
    await expect(loading).resolves.toBe(lifecycles);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);

    // Taken once: the next attempt (after a navigation away and back) loads as usual.
    mockedLoadRemote.mockResolvedValue({ default: lifecycles });
    await loadRemoteAppOnce('mf-content', config, new AbortController().signal);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it("tells the boot when the remote's scripts are requested", async () => {
    mockedLoadRemote.mockReturnValue(new Promise(() => undefined));
    let told = false;
    void beginLoadingRemoteApp('mf-content', config).then(() => (told = true));
    await Promise.resolve();
    expect(told).toBe(false);
    scriptRequested('mf-content');
    await waitFor(() => expect(told).toBe(true));
    // The load goes on for the region (its deadline is the one it began with).
    expect(loadDeadline('mf-content')?.aborted).toBe(false);
    loadRemoteAppOnce('mf-content', config, AbortSignal.abort(new Error('done'))).catch(
      () => undefined,
    );
  });

  it('tells the boot at once when the load fails first, and the region gets that failure', async () => {
    mockedLoadRemote.mockRejectedValue(
      new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008'),
    );
    await beginLoadingRemoteApp('mf-content', config);
    await expect(
      loadRemoteAppOnce('mf-content', config, new AbortController().signal),
    ).rejects.toMatchObject({ code: 'SPEC-LOAD-001' });
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  it("keeps the load's one deadline, counted from when it began", async () => {
    jest.useFakeTimers();
    mockedLoadRemote.mockReturnValue(new Promise(() => undefined));
    void beginLoadingRemoteApp('mf-content', config);
    jest.advanceTimersByTime(config.loadTimeoutMs - 1000);
    const loading = loadRemoteAppOnce('mf-content', config, new AbortController().signal);
    const failed = expect(loading).rejects.toMatchObject({ code: 'SPEC-LOAD-002' });
    jest.advanceTimersByTime(1000);
    await failed;
  });

  it("ends when the region's attempt is dropped (a Retry), so the next attempt loads afresh", async () => {
    mockedLoadRemote.mockReturnValue(new Promise(() => undefined));
    void beginLoadingRemoteApp('mf-content', config);
    const attempt = new AbortController();
    const loading = loadRemoteAppOnce('mf-content', config, attempt.signal);
    const reason = new Error('loading again');
    attempt.abort(reason);
    await expect(loading).rejects.toMatchObject({ code: 'SPEC-LOAD-001', cause: reason });
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_content', entry: config.remotes['mf-content']?.manifest }],
      { force: true },
    );
    mockedLoadRemote.mockResolvedValue({ default: lifecycles });
    await expect(
      loadRemoteAppOnce('mf-content', config, new AbortController().signal),
    ).resolves.toBe(lifecycles);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });
});
