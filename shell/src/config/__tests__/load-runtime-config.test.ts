import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '@specify/contracts';
import { loadRuntimeConfig } from '../load-runtime-config';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  document.head.replaceChildren();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

const CONFIG: RuntimeConfig = { environment: 'local', remotes: {}, loadTimeoutMs: 4000 };

/** The page as the platform serves it: the config in a JSON script element. */
function inlineInPage(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = RUNTIME_CONFIG_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

describe('loadRuntimeConfig', () => {
  it('reads the config the page carries, without asking the server', async () => {
    inlineInPage(JSON.stringify(CONFIG));
    // Any request would fail the test (onUnhandledRequest: 'error').
    await expect(loadRuntimeConfig('http://localhost/config.json')).resolves.toEqual(CONFIG);
  });

  it('fetches /config.json when the page carries none, or one it cannot read', async () => {
    server.use(http.get('http://localhost/config.json', () => HttpResponse.json(CONFIG)));
    await expect(loadRuntimeConfig('http://localhost/config.json')).resolves.toEqual(CONFIG);

    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    inlineInPage('{"environment":');
    await expect(loadRuntimeConfig('http://localhost/config.json')).resolves.toEqual(CONFIG);
    expect(warn).toHaveBeenCalled();
  });

  it('fails with SPEC-CONFIG-001 when neither gives a config', async () => {
    server.use(
      http.get('http://localhost/config.json', () => new HttpResponse(null, { status: 502 })),
    );
    await expect(loadRuntimeConfig('http://localhost/config.json')).rejects.toMatchObject({
      code: 'SPEC-CONFIG-001',
    });
  });
});
