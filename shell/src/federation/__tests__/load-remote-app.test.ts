import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTRACTS_VERSION, type RuntimeConfig } from '@specify/contracts';
import { loadDeadline, loadRemoteLifecycles } from '../load-remote-app';

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

  it('refuses a remote built against contracts the shell does not satisfy, without loading it', async () => {
    const newer = {
      ...config,
      remotes: {
        'mf-content': { version: '2.0.0', manifest: '/m.json', contracts: '^99.0.0' },
      },
    };
    await expect(loadRemoteLifecycles('mf-content', './app', newer)).rejects.toMatchObject({
      code: 'SPEC-CONTRACT-001',
    });
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });
});
