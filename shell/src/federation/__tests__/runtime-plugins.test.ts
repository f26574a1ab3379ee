import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SpecifyError } from '@specify/contracts';
import { specifyRuntimePlugin } from '../runtime-plugins';

const MANIFEST = 'http://localhost/remotes/mf-content/1.0.0/mf-manifest.json';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const remoteInfo = { name: 'mf_content', entry: MANIFEST } as never;

/** The plugin's manifest fetch, as the MF runtime calls it, within the deadline given. */
function fetchManifest(deadline?: AbortSignal) {
  const plugin = specifyRuntimePlugin(() => deadline);
  return plugin.fetch?.(MANIFEST, {}, remoteInfo) as Promise<Response>;
}

describe('the load policy plugin', () => {
  it('tries a manifest once more after a 5xx', async () => {
    let calls = 0;
    server.use(
      http.get(MANIFEST, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'busy' }, { status: 503 })
          : HttpResponse.json({ id: 'mf_content' });
      }),
    );
    const response = await fetchManifest();
    expect(await response.json()).toEqual({ id: 'mf_content' });
    expect(calls).toBe(2);
  });

  it('tells a missing manifest from one that is not JSON', async () => {
    server.use(http.get(MANIFEST, () => new HttpResponse('Not found', { status: 404 })));
    await expect(fetchManifest()).rejects.toMatchObject({ code: 'SPEC-LOAD-001' });
    server.use(http.get(MANIFEST, () => new HttpResponse('{"not":"a manifest"', { status: 200 })));
    await expect(fetchManifest()).rejects.toMatchObject({ code: 'SPEC-LOAD-003' });
  });

  it("gives up on a manifest when the load's deadline passes, with the deadline's error", async () => {
    server.use(http.get(MANIFEST, () => new Promise<never>(() => undefined)));
    const deadline = new AbortController();
    const fetching = fetchManifest(deadline.signal);
    const late = new SpecifyError('SPEC-LOAD-002', 'mf-content did not load within 4000 ms.');
    deadline.abort(late);
    await expect(fetching).rejects.toBe(late);
  });

  it('tells which of our remotes each script it creates belongs to, and loads it with CORS', () => {
    const requested: string[] = [];
    const plugin = specifyRuntimePlugin(
      () => undefined,
      (remote) => requested.push(remote),
    );
    const createScript = plugin.createScript as (args: {
      url: string;
      remoteInfo?: unknown;
    }) => HTMLScriptElement;
    const script = createScript({ url: 'http://localhost/remoteEntry.js', remoteInfo });
    createScript({ url: 'http://localhost/other.js', remoteInfo: { name: 'elsewhere' } });
    createScript({ url: 'http://localhost/any.js' });
    expect(requested).toEqual(['mf-content']);
    expect(script.src).toBe('http://localhost/remoteEntry.js');
    expect(script.crossOrigin).toBe('anonymous');
  });

  it('leaves what is not one of our remotes to the runtime', () => {
    const plugin = specifyRuntimePlugin(() => undefined);
    expect(plugin.fetch?.(MANIFEST, {}, { name: 'elsewhere' } as never)).toBeUndefined();
  });
});

describe('a failure the plugin named', () => {
  it('keeps its code through the runtime; anything else is left to the runtime', async () => {
    const plugin = specifyRuntimePlugin(() => undefined);
    const named = new SpecifyError(
      'SPEC-LOAD-003',
      'mf-content served a manifest that is not JSON.',
    );
    const hook = plugin.errorLoadRemote as (args: { error: unknown }) => Promise<unknown>;
    await expect(hook({ error: named })).rejects.toBe(named);
    await expect(hook({ error: new Error('#RUNTIME-008') })).resolves.toBeUndefined();
  });
});
